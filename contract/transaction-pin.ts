/**
 * `PUT /me/transaction-pin`: sets or changes the 6-digit PIN that confirms every money movement
 * (the spec's two-factor PIN step). The server stores only a slow salted hash of it.
 */
import * as z from 'zod/mini';

const WEAK_PINS = new Set(['123456', '654321', '012345', '543210', '123123', '112233']);

export const TransactionPinSchema = z.string('The PIN must be exactly 6 digits').check(
  z.regex(/^\d{6}$/, 'The PIN must be exactly 6 digits'),
  z.refine((pin) => !/^(\d)\1{5}$/.test(pin), 'Choose a PIN that is not one digit repeated'),
  z.refine((pin) => !WEAK_PINS.has(pin), 'This PIN is too easy to guess. Choose another one'),
);

export const SetTransactionPinRequestSchema = z.strictObject({
  pin: TransactionPinSchema,
  /** Required when a PIN is already set: changing it needs the current one. */
  currentPin: z.optional(z.string('Enter your current PIN')),
});

export type SetTransactionPinRequest = z.infer<typeof SetTransactionPinRequestSchema>;
