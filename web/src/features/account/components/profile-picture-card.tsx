/** The profile picture on the account page: the picture (or initials), Change and Remove. */
import './profile-picture-card.css';
import type { Profile } from '@contract/account';
import { useId } from 'react';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Banner } from '../../../components/ui/banner/banner';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { FilePicker } from '../../../components/ui/file-picker/file-picker';
import { useAvatar } from '../hooks/use-avatar';
import { AVATAR_ACCEPT, AVATAR_HINT } from '../model/avatar-file';

export function ProfilePictureCard({ profile }: { profile: Profile }) {
  const hintId = useId();
  const avatar = useAvatar();
  const { upload } = avatar;
  const uploading = upload.state === 'in progress' || upload.state === 'paused';
  const busy = uploading || avatar.saving !== null;
  const hasPicture = Boolean(profile.avatarKey);
  const percent = Math.round(upload.progress.percent);

  return (
    <Card title="Profile picture" className="profile-picture">
      <div className="profile-picture__body">
        <Avatar url={profile.avatarUrl} name={profile.email} size="lg" />
        <div className="profile-picture__side">
          <p className="profile-picture__note muted" id={hintId}>
            Shown in the header. Identity reviewers can see it too. {AVATAR_HINT}
          </p>
          <div className="profile-picture__actions">
            <FilePicker
              label={hasPicture ? 'Change profile picture' : 'Choose a profile picture'}
              text={hasPicture ? 'Change' : 'Choose a picture'}
              accept={AVATAR_ACCEPT}
              variant="secondary"
              size="sm"
              describedBy={hintId}
              disabled={busy}
              onChoose={avatar.choose}
            />
            {hasPicture && profile.avatarKey && (
              <Button
                variant="ghost"
                size="sm"
                aria-label="Remove profile picture"
                disabled={busy}
                pending={avatar.saving === 'remove'}
                onClick={() => profile.avatarKey && void avatar.remove(profile.avatarKey)}
              >
                Remove
              </Button>
            )}
          </div>
          <div aria-live="polite" className="profile-picture__messages">
            {uploading && (
              <p className="profile-picture__status">
                <progress max={100} value={percent} aria-label="Profile picture upload" /> {percent}%
              </p>
            )}
            {avatar.saving === 'set' && <p className="profile-picture__status">Saving your picture…</p>}
            {avatar.done === 'set' && (
              <p className="profile-picture__status">Your profile picture is saved.</p>
            )}
            {avatar.done === 'removed' && (
              <p className="profile-picture__status">Your profile picture is removed.</p>
            )}
          </div>
        </div>
      </div>
      {(avatar.problem || upload.error) && (
        <Banner tone="error" role="alert" title="We could not change your picture">
          {avatar.problem ?? upload.error ?? ''}
        </Banner>
      )}
    </Card>
  );
}
