/**
 * Every path of the SPA, built in one place: screens link with `paths.x.y.getHref()`, the router
 * declares `paths.x.y.path`, and no screen concatenates URL strings itself.
 */
const screen = <P extends string>(path: P) => ({ path, getHref: () => path });

/** Where sign-in leads afterwards; both are checked with safeReturnPath (lib/auth/redirect.ts). */
export type ReturnQuery = {
  from?: string | null;
  step?: string | null;
};

export const paths = {
  home: screen('/'),
  registration: {
    signUp: screen('/registration/sign-up'),
    // The email travels in router state, not the URL, so it stays out of history and server logs.
    confirmSignUp: screen('/registration/confirm-sign-up'),
    twoFactorAuth: {
      path: '/registration/two-factor-auth',
      /** `step`: where to continue afterwards (account set-up after the first sign-in). */
      getHref: (step?: string) => withQuery('/registration/two-factor-auth', { step }),
    },
    twoFactorPin: {
      path: '/registration/two-factor-pin',
      getHref: (step?: string) => withQuery('/registration/two-factor-pin', { step }),
    },
  },
  login: {
    signIn: {
      path: '/login/sign-in',
      /**
       * `from`: the page to go back to after signing in (a path with its query); `step`: the next step
       * of a flow, which wins over `from` (registration sends `/account-setup`).
       */
      getHref: (query: ReturnQuery = {}) => withQuery('/login/sign-in', query),
    },
    forgotPassword: screen('/login/forgot-pass'),
    resetPassword: screen('/login/reset-pass'),
    /** The emailed-code step of an unconfirmed sign-in; keeps `from` and `step` for afterwards. */
    otpVerification: {
      path: '/login/otp-verification',
      getHref: (query: ReturnQuery = {}) => withQuery('/login/otp-verification', query),
    },
  },
  accountSetup: screen('/account-setup'),
  wallets: {
    buyCrypto: screen('/wallets/buy-crypto'),
    topUp: screen('/wallets/top-up'),
    cardDeposit: screen('/wallets/card-deposit'),
    withdrawInr: screen('/wallets/withdraw-inr'),
    withdrawUsdt: screen('/wallets/withdraw-usdt'),
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
    proofOfReserves: screen('/info/proof-of-reserves'),
  },
} as const;

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
