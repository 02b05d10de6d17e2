/** `PUT /me/avatar`: makes an uploaded image (purpose `avatar`) the person's profile picture. */
import { apiPaths } from '@contract/api-paths';
import { AvatarSchema } from '@contract/documents';
import { apiClient } from '../../../lib/api-client';

export function setAvatar(key: string) {
  return apiClient.put(apiPaths.avatar, { key }, AvatarSchema);
}
