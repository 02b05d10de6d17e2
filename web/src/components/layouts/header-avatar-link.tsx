/**
 * The signed-in person's picture (or initials) in the header, linking to their account. Its own lazy
 * chunk: it reads `GET /me` through SWR, which the first page should not have to load.
 */
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useMe } from '../../lib/profile/get-me';
import { Avatar } from '../ui/avatar/avatar';

export function HeaderAvatarLink({ email }: { email: string }) {
  const { data: profile } = useMe();
  return (
    <Link className="header-avatar" to={paths.account.getHref()} aria-label={`Your account (${email})`}>
      <Avatar url={profile?.avatarUrl} name={profile?.email ?? email} />
    </Link>
  );
}
