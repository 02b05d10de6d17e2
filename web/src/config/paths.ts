/**
 * Every path of the SPA, built in one place: screens link with `paths.x.y.getHref()`, the router
 * declares `paths.x.y.path`, and no screen concatenates URL strings itself.
 */
const screen = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: screen('/'),
  registration: {
    signUp: screen('/registration/sign-up'),
    confirmSignUp: {
      path: '/registration/confirm-sign-up',
      getHref: (email?: string) => withQuery('/registration/confirm-sign-up', { email }),
    },
    twoFactorAuth: screen('/registration/two-factor-auth'),
    twoFactorPin: screen('/registration/two-factor-pin'),
  },
  login: {
    signIn: {
      path: '/login/sign-in',
      /** `from`: where to go back to after signing in (a path with its query). */
      getHref: (from?: string) => withQuery('/login/sign-in', { from }),
    },
    forgotPassword: screen('/login/forgot-pass'),
    resetPassword: {
      path: '/login/reset-pass',
      getHref: (email?: string) => withQuery('/login/reset-pass', { email }),
    },
    otpVerification: screen('/login/otp-verification'),
  },
  accountSetup: screen('/account-setup'),
  wallets: {
    buyCrypto: screen('/wallets/buy-crypto'),
    topUp: screen('/wallets/top-up'),
    cardDeposit: screen('/wallets/card-deposit'),
  },
  account: screen('/account'),
  ops: {
    /** KYC reviewers only: the queue of applications waiting for a decision. */
    kycQueue: screen('/ops/kyc'),
    kycApplication: {
      path: '/ops/kyc/:userId',
      getHref: (userId: string) => `/ops/kyc/${encodeURIComponent(userId)}`,
    },
  },
  info: {
    terms: screen('/info/terms-and-conditions'),
    privacy: screen('/info/privacy-policy'),
    contacts: screen('/info/contacts'),
    faq: screen('/info/FAQ'),
  },
} as const;

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The `from` of a sign-in link, if it is safe to go back to: a path on this site only, so a crafted
 * link (`//evil.example`, `/\evil`, `javascript:…`) cannot send a person who just signed in elsewhere.
 */
export function safeReturnPath(from: string | null | undefined, fallback: string = paths.home.path): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (!from?.startsWith('/') || from.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(from))
    return fallback;
  try {
    const probe = 'https://return-path.invalid';
    const url = new URL(from, probe);
    return url.origin === probe ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
