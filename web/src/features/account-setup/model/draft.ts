/**
 * What the person has typed so far, keyed by the request's own field paths (`kyc.address.pinCode`), so
 * the shared schema's issues, the API's 400 `errors` and the form's fields all name a field the same way.
 */
import type { AccountSetupRequest, AccountSetupView } from '@contract/account-setup';

export const TEXT_FIELDS = [
  'kyc.fullName',
  'kyc.address.line1',
  'kyc.address.line2',
  'kyc.address.city',
  'kyc.address.state',
  'kyc.address.pinCode',
  'kyc.aadhaarNumber',
  'kyc.panNumber',
  'bank.accountHolderName',
  'bank.accountNumber',
  'bank.accountNumberConfirmation',
  'bank.ifsc',
] as const;
export type TextFieldPath = (typeof TEXT_FIELDS)[number];

export const IMAGE_FIELDS = ['kyc.frontImageKey', 'kyc.backImageKey'] as const;
export type ImageFieldPath = (typeof IMAGE_FIELDS)[number];

export type FieldPath = TextFieldPath | ImageFieldPath;
export const FIELD_PATHS: readonly FieldPath[] = [...TEXT_FIELDS, ...IMAGE_FIELDS];

/**
 * Identity and bank account numbers: kept in memory only, never in browser storage, so they do not
 * outlive the tab or reach whoever uses the browser next.
 */
export const SENSITIVE_FIELDS: ReadonlySet<TextFieldPath> = new Set([
  'kyc.aadhaarNumber',
  'kyc.panNumber',
  'bank.accountNumber',
  'bank.accountNumberConfirmation',
]);

/** An ID image already in our bucket: its key, and what the person chose, to show it again. */
export interface UploadedImage {
  key: string;
  fileName: string;
  contentType: string;
}

/** A file whose upload was under way when the page went away: choosing it again continues it. */
export interface InterruptedUpload {
  fileName: string;
  size: number;
}

export interface AccountSetupDraft {
  text: Record<TextFieldPath, string>;
  images: Record<ImageFieldPath, UploadedImage | null>;
  interrupted: Record<ImageFieldPath, InterruptedUpload | null>;
}

export function emptyDraft(): AccountSetupDraft {
  return {
    text: Object.fromEntries(TEXT_FIELDS.map((path) => [path, ''])) as Record<TextFieldPath, string>,
    images: { 'kyc.frontImageKey': null, 'kyc.backImageKey': null },
    interrupted: { 'kyc.frontImageKey': null, 'kyc.backImageKey': null },
  };
}

/** A content type from the key's extension, for images submitted before (the view has keys only). */
function contentTypeOfKey(key: string): string {
  const extension = key.split('.').pop()?.toLowerCase();
  if (extension === 'pdf') return 'application/pdf';
  if (extension === 'png') return 'image/png';
  if (extension === 'heic' || extension === 'heif') return 'image/heic';
  return 'image/jpeg';
}

const previousImage = (key: string, label: string): UploadedImage => ({
  key,
  fileName: label,
  contentType: contentTypeOfKey(key),
});

/**
 * After a rejection: the submitted non-sensitive details and images, so the person corrects rather
 * than retypes. Identity and account numbers come back masked only, so they are typed again.
 */
export function draftFromView(view: AccountSetupView | undefined): AccountSetupDraft {
  const draft = emptyDraft();
  if (view?.kyc) {
    const { fullName, address, frontImageKey, backImageKey } = view.kyc;
    Object.assign(draft.text, {
      'kyc.fullName': fullName,
      'kyc.address.line1': address.line1,
      'kyc.address.line2': address.line2 ?? '',
      'kyc.address.city': address.city,
      'kyc.address.state': address.state,
      'kyc.address.pinCode': address.pinCode,
    });
    draft.images['kyc.frontImageKey'] = previousImage(frontImageKey, 'Front image you sent before');
    draft.images['kyc.backImageKey'] = previousImage(backImageKey, 'Back image you sent before');
  }
  if (view?.bank) {
    draft.text['bank.accountHolderName'] = view.bank.accountHolderName;
    draft.text['bank.ifsc'] = view.bank.ifsc;
  }
  return draft;
}

export function toKycInput(draft: AccountSetupDraft): AccountSetupRequest['kyc'] {
  const { text, images } = draft;
  const line2 = text['kyc.address.line2'].trim();
  return {
    fullName: text['kyc.fullName'],
    address: {
      line1: text['kyc.address.line1'],
      ...(line2 ? { line2 } : {}),
      city: text['kyc.address.city'],
      // The enum's input type is the list of states; an unchosen '' is what the schema reports on.
      state: text['kyc.address.state'] as AccountSetupRequest['kyc']['address']['state'],
      pinCode: text['kyc.address.pinCode'],
    },
    aadhaarNumber: text['kyc.aadhaarNumber'],
    panNumber: text['kyc.panNumber'],
    frontImageKey: images['kyc.frontImageKey']?.key ?? '',
    backImageKey: images['kyc.backImageKey']?.key ?? '',
  };
}

export function toBankInput(draft: AccountSetupDraft): AccountSetupRequest['bank'] {
  const { text } = draft;
  return {
    accountHolderName: text['bank.accountHolderName'],
    accountNumber: text['bank.accountNumber'],
    accountNumberConfirmation: text['bank.accountNumberConfirmation'],
    ifsc: text['bank.ifsc'],
  };
}
