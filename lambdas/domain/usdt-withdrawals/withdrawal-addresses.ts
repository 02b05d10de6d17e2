/**
 * The customer's saved TRON addresses for USDT withdrawals. An address is checked as typed (base58check,
 * mainnet) and refused when it is one of ours (any customer's deposit address, the house's hot wallet):
 * that would be an internal move, which the chain watcher never credits. A new address may receive
 * only after a cooling-off, so that someone who took over the account cannot add their own address and
 * empty the wallet at once; the customer is told by email that it was added.
 */
import { ConflictError, InvalidRequestError, NotFoundError } from '../errors';
import { isTronAddress, tronAccountHex } from '../tron/tron-address';

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
  /** Refuses (SavedAddressExistsError) an address the customer saved already. */
  add(saved: SavedAddress): Promise<void>;
  /** False when there was nothing to remove. */
  remove(userId: string, address: string): Promise<boolean>;
}

export interface AddressBookDependencies {
  addresses: SavedAddressStore;
  /** Who holds the address as a deposit address, if anyone does. */
  depositAddressOwner(address: string): Promise<string | undefined>;
  /** The house's own addresses (the hot wallet, TRON_HOUSE_ADDRESSES). */
  houseAddresses(): Promise<readonly string[]>;
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

export const opensAt = (saved: Pick<SavedAddress, 'addedAt'>) =>
  new Date(Date.parse(saved.addedAt) + ADDRESS_COOLING_OFF_MS);

export const isOpen = (saved: Pick<SavedAddress, 'addedAt'>, now: Date) =>
  now.getTime() >= opensAt(saved).getTime();

async function assertNotOurs(address: string, deps: AddressBookDependencies): Promise<void> {
  const account = tronAccountHex(address);
  const house = await deps.houseAddresses();
  const ours =
    house.some((each) => tronAccountHex(each) === account) ||
    (await deps.depositAddressOwner(address)) !== undefined;
  if (ours)
    throw refused(
      'address',
      'This is an address of this wallet. Moving USDT between our own addresses is not a withdrawal.',
    );
}

export async function addSavedAddress(
  userId: string,
  request: { label: string; address: string },
  deps: AddressBookDependencies,
): Promise<SavedAddress> {
  const address = request.address.trim();
  const label = request.label.trim();
  if (!isTronAddress(address))
    throw refused('address', 'This is not a TRON address: check it letter by letter (it starts with T).');
  if (label.length === 0) throw refused('label', 'Give the address a name you will recognise.');
  await assertNotOurs(address, deps);
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
