/** `PUT /me/avatar`: makes an uploaded image (purpose `avatar`) the person's profile picture. */
import { accountRoutes } from '@contract/routes/account';
import { callRoute } from '../../../lib/api-client';

export function setAvatar(key: string) {
  return callRoute(accountRoutes.setAvatar, { body: { key } });
}
