import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { type AuthFlowState, readFlowState } from '../../../lib/auth/flow-state';
import { EmailConfirmationForm } from '../components/email-confirmation-form';
import { CODE_LENGTH } from '../utils/validation';

/** After sign-up: the emailed code activates the account, then sign-in continues to account set-up. */
export function ConfirmSignUpScreen() {
  const navigate = useNavigate();
  const flow = readFlowState(useLocation().state);

  const confirmed = (email: string) => {
    const state: AuthFlowState = { email, notice: 'email-confirmed' };
    void navigate(paths.login.signIn.getHref({ step: paths.accountSetup.path }), { replace: true, state });
  };

  return (
    <AuthLayout
      title="Confirm your email"
      lead={
        flow.email ? (
          <>
            We emailed a {CODE_LENGTH}-digit code to <strong>{flow.email}</strong>. Enter it to activate your
            account.
          </>
        ) : (
          `Enter the ${CODE_LENGTH}-digit code we emailed you to activate your account.`
        )
      }
      footer={
        <>
          Wrong address? <Link to={paths.registration.signUp.getHref()}>Start again</Link>
        </>
      }
    >
      <EmailConfirmationForm
        email={flow.email}
        codeJustSent={flow.codeSent === true}
        onConfirmed={confirmed}
      />
    </AuthLayout>
  );
}
