/** The real parts of the saved-address routes: the accounts table, our own addresses, the customer's email, the clock. */
import { customerMessages, maskedAddress } from '../domain/notifications/customer-messages';
import type { AddressBookDependencies } from '../domain/usdt-withdrawals/withdrawal-addresses';
import { houseAddressesFromEnvironment } from './chain-watch-dependencies';
import { depositAddressRepository } from './deposit-address-repository';
import { customerNotifier } from './notifications/ses-customer-notifier';
import { withdrawalAddressRepository } from './withdrawal-address-repository';

export const withdrawalAddressDependencies = (): AddressBookDependencies => ({
  addresses: withdrawalAddressRepository,
  depositAddressOwner: (address) => depositAddressRepository.ownerOf(address),
  houseAddresses: async () => [...houseAddressesFromEnvironment()],
  announceAddressAdded: (saved) =>
    customerNotifier().tell(
      saved.userId,
      customerMessages.withdrawalAddressAdded({
        address: maskedAddress(saved.address),
        at: new Date(saved.addedAt),
      }),
    ),
  now: () => new Date(),
});
