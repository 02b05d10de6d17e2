import { Link } from 'react-router-dom';
import { Form, type FormProps } from '../../../components/ui/form/form';
import { paths } from '../../../config/paths';
import { friendlyAuthMessage } from '../../../lib/auth/auth-messages';

/** A form of the auth screens: what the user pool refuses is said in plain words, never its codes. */
export function AuthForm(props: Omit<FormProps, 'describeError'>) {
  return <Form {...props} describeError={friendlyAuthMessage} />;
}

/** The way back from a step of signing in (`Remembered it?`, `Not your account?`). */
export function BackToSignIn({ prompt }: { prompt: string }) {
  return (
    <>
      {prompt} <Link to={paths.login.signIn.getHref()}>Back to sign in</Link>
    </>
  );
}
