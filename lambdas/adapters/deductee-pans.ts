/**
 * A TDS deductee's PAN for the quarterly statement: the one on their KYC application, opened with the
 * field cipher (the filing needs it whole) beside the mask the product shows everywhere else.
 */
import type { DeducteePan, PanOf } from '../domain/tax/tds-statement';
import { fieldCipher } from './field-cipher/field-cipher-from-environment';
import { loadKycItems } from './kyc-items';

export const deducteePan: PanOf = async (userId): Promise<DeducteePan | undefined> => {
  const { application } = await loadKycItems(userId);
  if (!application) return undefined;
  const opened = await fieldCipher().open({ userId, record: 'kyc-application' }, application.identityNumbers);
  const pan = opened.panNumber;
  return pan ? { pan, masked: application.panNumberMasked } : undefined;
};
