/** The real parts of the saved-address routes: the accounts table, where an address leads, the customer's email, the clock. */
import { customerMessages, maskedAddress } from '../domain/notifications/customer-messages';
import type { AddressBookDependencies } from '../domain/usdt-withdrawals/withdrawal-addresses';
import { now } from './clock';
import { customerNotifier } from './notifications/ses-customer-notifier';
import { destinationChecksFromEnvironment } from './usdt-withdrawal-destination-checks';
import { withdrawalAddressRepository } from './withdrawal-address-repository';

export const withdrawalAddressDependencies = (): AddressBookDependencies => ({
  ...destinationChecksFromEnvironment(),
  addresses: withdrawalAddressRepository,
  announceAddressAdded: (saved) =>
    customerNotifier().tell(
      saved.userId,
      customerMessages.withdrawalAddressAdded({
        address: maskedAddress(saved.address),
        at: new Date(saved.addedAt),
      }),
    ),
  now,
});
