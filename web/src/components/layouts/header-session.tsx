import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSignOut } from '../../hooks/use-sign-out';
import { useAuth } from '../../lib/auth/use-auth';
import { Button, buttonClassName } from '../ui/button/button';
import { Icon } from '../ui/icon/icon';

/** The header's session control: Sign out for a signed-in person, Sign in for everyone else. */
export function HeaderSession() {
  const { user } = useAuth();
  const { signOut, pending } = useSignOut();
  if (!user)
    return (
      <Link
        className={`${buttonClassName({ variant: 'secondary', size: 'sm' })} header-session`}
        to={paths.login.signIn.getHref()}
      >
        <Icon name="signIn" size={18} />
        <span>Sign in</span>
      </Link>
    );
  return (
    <Button
      variant="secondary"
      size="sm"
      className="header-session"
      onClick={() => void signOut()}
      pending={pending === 'here'}
      title={`Signed in as ${user.email}`}
    >
      {pending !== 'here' && <Icon name="signOut" size={18} />}
      <span>Sign out</span>
    </Button>
  );
}
