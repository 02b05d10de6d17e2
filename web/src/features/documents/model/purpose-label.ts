/** What each kind of file is, in the person's words (shown under the file's name). */
import type { DocumentPurpose } from '@contract/documents';

export const PURPOSE_LABELS: Record<DocumentPurpose, string> = {
  'kyc-front': 'Front of ID',
  'kyc-back': 'Back of ID',
  other: 'Other document',
  avatar: 'Profile picture',
  'kyc-review': 'Copy sent for review',
};
