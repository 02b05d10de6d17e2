/**
 * The customer's saved TRON addresses for USDT withdrawals. An address is checked as typed (base58check,
 * mainnet) and by where it leads (withdrawal-destination.ts: one of ours, a contract). Saving it claims
 * it in the same write as it checks that no one holds it as a deposit address, so the deposit-address
 * allocator, which checks the claim in its own write, never hands out an address a customer saved: one
 * of the two writes loses. A new address may receive only after a cooling-off, so that someone who took
 * over the account cannot add their own address and empty the wallet at once; the customer is told by
 * email that it was added.
 */

import { tronAddressProblem } from '../../../contract/usdt-trc20';
import { ConflictError, InvalidRequestError, NotFoundError } from '../errors';
import { isTronAddress } from '../tron/tron-address';
import { type DestinationChecks, destinationRefusal, destinationRefusals } from './withdrawal-destination';

/** How long a newly saved address waits before it may receive. */
export const ADDRESS_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** Enough for every exchange and wallet a person uses; keeps the list one small query. */
export const MAX_SAVED_ADDRESSES = 20;

export interface SavedAddress {
  readonly userId: string;
  readonly address: string;
  readonly label: string;
  /** ISO time it was saved. */
  readonly addedAt: string;
}

export interface SavedAddressStore {
  list(userId: string): Promise<SavedAddress[]>;
  find(userId: string, address: string): Promise<SavedAddress | undefined>;
  /**
   * Saves and claims the address, on the condition that it is no one's deposit address: refuses
   * (SavedAddressExistsError) an address the customer saved already, (AddressIsOursError) one that is a
   * deposit address by the time it is written.
   */
  add(saved: SavedAddress): Promise<void>;
  /** False when there was nothing to remove. */
  remove(userId: string, address: string): Promise<boolean>;
}

export interface AddressBookDependencies extends DestinationChecks {
  addresses: SavedAddressStore;
  /** Tells the customer an address was added (an email): best effort, never undoes the saving. */
  announceAddressAdded(saved: SavedAddress): Promise<void>;
  now(): Date;
}

export class SavedAddressExistsError extends ConflictError {
  constructor() {
    super('You have already saved this address.');
  }
}

const refused = (field: 'address' | 'label', message: string) =>
  new InvalidRequestError(message, { [field]: message });

/** The address became a deposit address between the check and the write. */
export class AddressIsOursError extends InvalidRequestError {
  constructor() {
    super(destinationRefusals.ours, { address: destinationRefusals.ours });
  }
}

export const opensAt = (saved: Pick<SavedAddress, 'addedAt'>) =>
  new Date(Date.parse(saved.addedAt) + ADDRESS_COOLING_OFF_MS);

export const isOpen = (saved: Pick<SavedAddress, 'addedAt'>, now: Date) =>
  now.getTime() >= opensAt(saved).getTime();

export async function addSavedAddress(
  userId: string,
  request: { label: string; address: string },
  deps: AddressBookDependencies,
): Promise<SavedAddress> {
  const address = request.address.trim();
  const label = request.label.trim();
  if (!isTronAddress(address))
    throw refused('address', tronAddressProblem(address) ?? 'This is not a TRON mainnet address.');
  if (label.length === 0) throw refused('label', 'Give the address a name you will recognise.');
  const refusal = await destinationRefusal(address, deps);
  if (refusal) throw refused('address', refusal);
  if ((await deps.addresses.list(userId)).length >= MAX_SAVED_ADDRESSES)
    throw refused('address', `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Remove one first.`);
  const saved: SavedAddress = { userId, address, label, addedAt: deps.now().toISOString() };
  await deps.addresses.add(saved);
  await deps.announceAddressAdded(saved);
  return saved;
}

export async function removeSavedAddress(
  userId: string,
  address: string,
  deps: Pick<AddressBookDependencies, 'addresses'>,
): Promise<void> {
  if (!(await deps.addresses.remove(userId, address)))
    throw new NotFoundError('You have no saved address like this.');
}
