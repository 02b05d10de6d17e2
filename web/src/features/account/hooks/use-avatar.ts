/**
 * Changing the profile picture: the image is checked, uploaded with purpose `avatar` (one PUT, as it
 * is at most 5 MB), then set with `PUT /me/avatar`; removing deletes its file. Both revalidate
 * `GET /me`, which carries the picture's link to the header and the account page.
 */
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { deleteDocument } from '../../../lib/documents/delete-document';
import { meKey } from '../../../lib/profile/get-me';
import { useUpload } from '../../../lib/uploads/use-upload';
import { setAvatar } from '../api/set-avatar';
import { avatarFileProblem } from '../model/avatar-file';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Please try again.');

export function useAvatar() {
  const { mutate } = useSWRConfig();
  const upload = useUpload({ purpose: 'avatar' });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState<'set' | 'remove' | null>(null);
  const [done, setDone] = useState<'set' | 'removed' | null>(null);

  const uploadedKey = upload.state === 'completed' ? upload.key : null;
  useEffect(() => {
    if (!uploadedKey) return;
    setSaving('set');
    setAvatar(uploadedKey)
      .then(() => mutate(meKey))
      .then(() => setDone('set'))
      .catch((error: unknown) => setProblem(messageOf(error)))
      .finally(() => setSaving(null));
  }, [uploadedKey, mutate]);

  return {
    upload,
    problem,
    saving,
    done,
    choose(file: File) {
      setDone(null);
      const refusal = avatarFileProblem(file);
      setProblem(refusal);
      if (!refusal) upload.start(file);
    },
    async remove(key: string) {
      setDone(null);
      setProblem(null);
      setSaving('remove');
      try {
        // Deleting the picture's file makes the API forget it as the avatar too.
        await deleteDocument({ key });
        await mutate(meKey);
        setDone('removed');
      } catch (error) {
        setProblem(messageOf(error));
      } finally {
        setSaving(null);
      }
    },
  };
}
