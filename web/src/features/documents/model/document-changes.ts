/**
 * Whether the person may still replace or delete their files: only before they submit their account
 * set-up, or after a rejection (to correct it). Once submitted, the reviewer decides on exactly those
 * files; the API refuses too, this only saves a pointless click.
 */
import type { KycStatus } from '@contract/account';

export type DocumentChanges = { allowed: true } | { allowed: false; reason: string };

export function documentChanges(kycStatus: KycStatus | undefined): DocumentChanges {
  switch (kycStatus) {
    case 'not-submitted':
    case 'rejected':
      return { allowed: true };
    case 'pending':
      return { allowed: false, reason: 'Your details are in review, so these files cannot be changed now.' };
    case 'approved':
      return {
        allowed: false,
        reason: 'Your identity is verified with these files; they can no longer be changed.',
      };
    default:
      return { allowed: false, reason: 'Checking whether these files can be changed…' };
  }
}
