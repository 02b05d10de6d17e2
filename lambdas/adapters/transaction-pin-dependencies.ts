/**
 * The real parts of every transaction PIN check (the accounts table, scrypt, the clock), so each
 * handler that asks for the PIN, setting it or confirming money with it, wires the same ones.
 */
import type { TransactionPinDependencies } from '../domain/transaction-pin';
import { now } from './clock';
import { scryptPinHasher } from './scrypt-pin-hasher';
import { transactionPinRepository } from './transaction-pin-repository';

export const transactionPinDependencies: TransactionPinDependencies = {
  store: transactionPinRepository,
  hasher: scryptPinHasher,
  now,
};
