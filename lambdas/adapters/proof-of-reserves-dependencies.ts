/** Publishing proof of reserves for real: the accounts table, the system's CSPRNG for salts and ids, the clock. */
import { randomBytes } from 'node:crypto';
import type { PublicationDependencies } from '../domain/proof-of-reserves/reserves-publication';
import { now } from './clock';
import { dynamoReservesStore } from './proof-of-reserves-store';

export const reservesPublicationDependencies = (): PublicationDependencies => ({
  store: dynamoReservesStore(),
  randomHex: (bytes) => randomBytes(bytes).toString('hex'),
  now,
});
