/**
 * The map of the whole SPA: every path, which screen it shows and which ones need a signed-in
 * person. Each screen is its own lazy chunk (lazyScreen; guardedScreen behind the sign-in guard, so a
 * signed-out visitor downloads only sign-in); routes stay thin, screens live in features.
 */
import { createBrowserRouter, type RouteObject, replace } from 'react-router-dom';
import { FullScreenSpinner } from '../components/ui/spinner/spinner';
import { paths } from '../config/paths';
import { guardedScreen } from './guarded-screen';
import { lazyScreen } from './lazy-screen';
import { redirectSignedIn } from './redirect-signed-in';
import { requireSession } from './require-session';
import { RootLayout } from './root-layout';
import { AppErrorBoundary, ScreenErrorBoundary } from './route-error';
import type { WalletRouteHandle } from './routes/wallets/wallet-route-handle';

const sectionEntrances: ReadonlyArray<readonly [string, string]> = [
  ['/registration', paths.registration.signUp.getHref()],
  ['/login', paths.login.signIn.getHref()],
  ['/wallets', paths.wallets.buyCrypto.getHref()],
  ['/info', paths.info.faq.getHref()],
];

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // Shown instead of the shell while the first screen's code loads.
    HydrateFallback: FullScreenSpinner,
    ErrorBoundary: AppErrorBoundary,
    children: [
      {
        // Pathless: a screen's error renders inside the shell, so header and footer stay usable.
        ErrorBoundary: ScreenErrorBoundary,
        children: [
          // `/` only redirects; the spinner is what would show if it ever rendered.
          {
            index: true,
            loader: () => replace(paths.wallets.buyCrypto.getHref()),
            Component: FullScreenSpinner,
          },

          // A section's own address, typed or shared without its screen, opens the section's first screen.
          ...sectionEntrances.map(([path, to]) => ({
            path,
            loader: () => replace(to),
            Component: FullScreenSpinner,
          })),

          // Registration (signed-in people are sent on from sign-up and sign-in)
          {
            path: paths.registration.signUp.path,
            loader: redirectSignedIn,
            lazy: lazyScreen(() => import('../features/auth/screens/sign-up-screen'), 'SignUpScreen'),
          },
          {
            path: paths.registration.confirmSignUp.path,
            lazy: lazyScreen(
              () => import('../features/auth/screens/confirm-sign-up-screen'),
              'ConfirmSignUpScreen',
            ),
          },

          // Login
          {
            path: paths.login.signIn.path,
            loader: redirectSignedIn,
            lazy: lazyScreen(() => import('../features/auth/screens/sign-in-screen'), 'SignInScreen'),
          },
          {
            path: paths.login.forgotPassword.path,
            lazy: lazyScreen(
              () => import('../features/auth/screens/forgot-password-screen'),
              'ForgotPasswordScreen',
            ),
          },
          {
            path: paths.login.resetPassword.path,
            lazy: lazyScreen(
              () => import('../features/auth/screens/reset-password-screen'),
              'ResetPasswordScreen',
            ),
          },
          {
            path: paths.login.otpVerification.path,
            lazy: lazyScreen(
              () => import('../features/auth/screens/otp-verification-screen'),
              'OtpVerificationScreen',
            ),
          },

          // Signed-in only: the loader sends everyone else to sign-in, on every navigation.
          {
            id: 'signed-in',
            loader: requireSession,
            shouldRevalidate: () => true,
            children: [
              {
                path: paths.accountSetup.path,
                ...guardedScreen(
                  () => import('../features/account-setup/screens/account-setup-screen'),
                  'AccountSetupScreen',
                ),
              },
              // The transaction PIN: offered after the first sign-in, set or changed any time.
              {
                path: paths.registration.twoFactorAuth.path,
                ...guardedScreen(
                  () => import('../features/auth/screens/two-factor-auth-screen'),
                  'TwoFactorAuthScreen',
                ),
              },
              {
                path: paths.registration.twoFactorPin.path,
                ...guardedScreen(
                  () => import('../features/auth/screens/two-factor-pin-screen'),
                  'TwoFactorPinScreen',
                ),
              },
              // Wallets: account set-up comes first; money actions wait for an approved KYC.
              {
                ...guardedScreen(() => import('./routes/wallets/wallet-access-gate'), 'WalletAccessGate'),
                children: [
                  {
                    path: paths.wallets.buyCrypto.path,
                    ...guardedScreen(() => import('./routes/wallets/buy-crypto-route'), 'BuyCryptoRoute'),
                  },
                  {
                    path: paths.wallets.topUp.path,
                    ...guardedScreen(() => import('./routes/wallets/top-up-route'), 'TopUpRoute'),
                  },
                  {
                    path: paths.wallets.cardDeposit.path,
                    ...guardedScreen(() => import('./routes/wallets/card-deposit-route'), 'CardDepositRoute'),
                  },
                  {
                    path: paths.wallets.withdrawInr.path,
                    ...guardedScreen(() => import('./routes/wallets/withdraw-inr-route'), 'WithdrawInrRoute'),
                  },
                  {
                    path: paths.wallets.withdrawUsdt.path,
                    handle: { spends: 'usdt' } satisfies WalletRouteHandle,
                    ...guardedScreen(
                      () => import('../features/usdt-withdrawals/screens/withdraw-usdt-screen'),
                      'WithdrawUsdtScreen',
                    ),
                  },
                ],
              },
              {
                path: paths.account.path,
                ...guardedScreen(() => import('./routes/account-route'), 'AccountRoute'),
              },
              // KYC reviewers (the screens show others a 403; the API checks the group on every call).
              {
                path: paths.ops.kycQueue.path,
                ...guardedScreen(
                  () => import('../features/kyc-review/screens/review-queue-screen'),
                  'ReviewQueueScreen',
                ),
              },
              {
                path: paths.ops.kycApplication.path,
                ...guardedScreen(
                  () => import('../features/kyc-review/screens/review-application-screen'),
                  'ReviewApplicationScreen',
                ),
              },
            ],
          },

          // Information, open to everyone
          {
            path: paths.info.terms.path,
            lazy: lazyScreen(() => import('../features/info/screens/terms-screen'), 'TermsScreen'),
          },
          {
            path: paths.info.privacy.path,
            lazy: lazyScreen(() => import('../features/info/screens/privacy-screen'), 'PrivacyScreen'),
          },
          {
            path: paths.info.contacts.path,
            lazy: lazyScreen(() => import('../features/info/screens/contacts-screen'), 'ContactsScreen'),
          },
          {
            path: paths.info.faq.path,
            lazy: lazyScreen(() => import('../features/info/screens/faq-screen'), 'FaqScreen'),
          },
          {
            path: paths.info.proofOfReserves.path,
            lazy: lazyScreen(
              () => import('../features/proof-of-reserves/screens/proof-of-reserves-screen'),
              'ProofOfReservesScreen',
            ),
          },

          {
            path: '*',
            lazy: lazyScreen(
              () => import('../features/not-found/screens/not-found-screen'),
              'NotFoundScreen',
            ),
          },
        ],
      },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The router, created on first use: after the runtime config has loaded (the app's providers wait
 * for it), and once only, since creating a router starts its navigation and history listener.
 */
export function appRouter() {
  router ??= createBrowserRouter(routes);
  return router;
}
