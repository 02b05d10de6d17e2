/**
 * The map of the whole SPA: every path, which screen it shows and which ones need a signed-in
 * person. Each screen is its own lazy chunk (lazyScreen); routes stay thin, screens live in features.
 */
import { createBrowserRouter, replace } from 'react-router-dom';
import { FullScreenSpinner } from '../components/ui/spinner/spinner';
import { paths } from '../config/paths';
import { lazyScreen } from './lazy-screen';
import { requireSession } from './require-session';
import { RootLayout } from './root-layout';
import { AppErrorBoundary, ScreenErrorBoundary } from './route-error';

export const router = createBrowserRouter([
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

          // Registration
          {
            path: paths.registration.signUp.path,
            lazy: lazyScreen(() => import('../features/auth/screens/sign-up-screen'), 'SignUpScreen'),
          },
          {
            path: paths.registration.confirmSignUp.path,
            lazy: lazyScreen(
              () => import('../features/auth/screens/confirm-sign-up-screen'),
              'ConfirmSignUpScreen',
            ),
          },
          {
            path: paths.registration.twoFactorAuth.path,
            lazy: lazyScreen(
              () => import('../features/auth/screens/two-factor-auth-screen'),
              'TwoFactorAuthScreen',
            ),
          },
          {
            path: paths.registration.twoFactorPin.path,
            lazy: lazyScreen(
              () => import('../features/auth/screens/two-factor-pin-screen'),
              'TwoFactorPinScreen',
            ),
          },

          // Login
          {
            path: paths.login.signIn.path,
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
                lazy: lazyScreen(
                  () => import('../features/account-setup/screens/account-setup-screen'),
                  'AccountSetupScreen',
                ),
              },
              {
                path: paths.wallets.buyCrypto.path,
                lazy: lazyScreen(
                  () => import('../features/wallets/screens/buy-crypto-screen'),
                  'BuyCryptoScreen',
                ),
              },
              {
                path: paths.wallets.topUp.path,
                lazy: lazyScreen(() => import('../features/wallets/screens/top-up-screen'), 'TopUpScreen'),
              },
              {
                path: paths.wallets.cardDeposit.path,
                lazy: lazyScreen(
                  () => import('../features/wallets/screens/card-deposit-screen'),
                  'CardDepositScreen',
                ),
              },
              {
                path: paths.account.path,
                lazy: lazyScreen(() => import('../features/account/screens/account-screen'), 'AccountScreen'),
              },
              // KYC reviewers (the screens show others a 403; the API checks the group on every call).
              {
                path: paths.ops.kycQueue.path,
                lazy: lazyScreen(
                  () => import('../features/kyc-review/screens/review-queue-screen'),
                  'ReviewQueueScreen',
                ),
              },
              {
                path: paths.ops.kycApplication.path,
                lazy: lazyScreen(
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
]);
