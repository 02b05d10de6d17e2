/**
 * Which uploaded objects a customer may name as their ID images: their own keys by the uploads key
 * rule (uploads/object-key.ts: own `private/{userId}/` prefix, no tricks), and within it only the
 * `kyc/` folder the upload API puts ID images in.
 */
import { checkOwnKey, ownPrefix } from '../uploads/object-key';

export const kycImagePrefix = (userId: string) => `${ownPrefix(userId)}kyc/`;

export function isOwnKycImageKey(userId: string, key: string): boolean {
  return checkOwnKey(userId, key).ok && key.startsWith(kycImagePrefix(userId));
}
