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
    // Named by what it shows (the picture, or the initials it reads out first) and then where it
    // goes: a name that leaves out the visible initials fails WCAG 2.5.3 (label in name).
    <Link className="header-avatar" to={paths.account.getHref()}>
      <Avatar url={profile?.avatarUrl} name={profile?.email ?? email} />
      <span className="visually-hidden">, your account</span>
    </Link>
  );
}
