/**
 * What a document key says about the file. The API decides every key (uploads/object-key.ts), so
 * the folder names the purpose and the extension the content type; nothing else needs storing.
 */
import type { DocumentPurpose } from '../../../contract/documents';
import { extensionByContentType, ownPrefix, protectedPrefix, reviewCopyPrefix } from '../uploads/object-key';

const contentTypeByExtension = Object.fromEntries(
  Object.entries(extensionByContentType).map(([type, extension]) => [extension, type]),
);

export function purposeOfKey(userId: string, key: string): DocumentPurpose {
  if (key.startsWith(`${protectedPrefix(userId)}avatar/`)) return 'avatar';
  if (key.startsWith(reviewCopyPrefix(userId))) return 'kyc-review';
  if (key.startsWith(`${ownPrefix(userId)}kyc/kyc-front/`)) return 'kyc-front';
  if (key.startsWith(`${ownPrefix(userId)}kyc/kyc-back/`)) return 'kyc-back';
  return 'other';
}

export const extensionOfKey = (key: string) => key.slice(key.lastIndexOf('.') + 1).toLowerCase();

export const contentTypeOfKey = (key: string) =>
  contentTypeByExtension[extensionOfKey(key)] ?? 'application/octet-stream';

const labels: Record<DocumentPurpose, string> = {
  'kyc-front': 'ID front',
  'kyc-back': 'ID back',
  'kyc-review': 'ID as submitted',
  avatar: 'Profile picture',
  other: 'Document',
};

/** A readable name: what the file is, and for review copies which side (`front.jpg`). */
export function nameOfKey(userId: string, key: string): string {
  const purpose = purposeOfKey(userId, key);
  const file = key.slice(key.lastIndexOf('/') + 1);
  if (purpose === 'kyc-review') return `${labels[purpose]} (${file})`;
  return `${labels[purpose]}.${extensionOfKey(key)}`;
}

/** The folder of one submission's review copies: its id made a safe key segment. */
export const reviewCopyFolder = (userId: string, submissionId: string) =>
  `${reviewCopyPrefix(userId)}${submissionId.replace(/[^A-Za-z0-9.-]/g, '-')}/`;

export const reviewCopyKey = (userId: string, submissionId: string, side: 'front' | 'back', source: string) =>
  `${reviewCopyFolder(userId, submissionId)}${side}.${extensionOfKey(source)}`;
