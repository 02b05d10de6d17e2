/** The real parts of the saved-address routes: the accounts table, our own addresses, the clock. */
import type { AddressBookDependencies } from '../domain/usdt-withdrawals/withdrawal-addresses';
import { houseAddressesFromEnvironment } from './chain-watch-dependencies';
import { depositAddressRepository } from './deposit-address-repository';
import { withdrawalAddressRepository } from './withdrawal-address-repository';

export const withdrawalAddressDependencies = (): AddressBookDependencies => ({
  addresses: withdrawalAddressRepository,
  depositAddressOwner: (address) => depositAddressRepository.ownerOf(address),
  houseAddresses: async () => [...houseAddressesFromEnvironment()],
  // The customer's "withdrawal address added" email belongs here: the notifications port (branch
  // notifications) sends it, best effort, after the address is saved.
  announceAddressAdded: async () => {},
  now: () => new Date(),
});
