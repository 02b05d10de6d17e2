/** Removes the profile picture: deleting its file makes the API forget it as the avatar too. */
import { apiPath } from '@contract/api-paths';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

export async function removeAvatar(key: string): Promise<void> {
  await apiRequest({ method: 'POST', path: apiPath('deleteDocument'), body: { key }, schema: z.unknown() });
}
