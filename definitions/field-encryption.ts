/** The field keys' encryption-context purpose: the adapter seals with it, and IAM lets functions use the key for this purpose only. */
export const FIELD_ENCRYPTION_PURPOSE = 'wallet-field-encryption';
