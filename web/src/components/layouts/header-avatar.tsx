import { type ComponentType, lazy, Suspense } from 'react';
import { useAuth } from '../../lib/auth/use-auth';

const HeaderAvatarLink = lazy<ComponentType<{ email: string }>>(() =>
  import('./header-avatar-link').then(
    (module) => ({ default: module.HeaderAvatarLink }),
    // A picture that cannot load must not take the header down: the header goes without it.
    () => ({ default: () => null }),
  ),
);

/** The profile picture in the header, for a signed-in person only; nothing while its code loads. */
export function HeaderAvatar() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <HeaderAvatarLink email={user.email} />
    </Suspense>
  );
}
