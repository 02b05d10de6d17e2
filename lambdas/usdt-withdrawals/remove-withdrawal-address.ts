/** DELETE /wallets/usdt/withdrawal-addresses/{address} — forgets a saved address; sent withdrawals keep theirs. */
import { usdtWithdrawalRoutes } from '../../contract/routes/usdt-withdrawals';
import { withdrawalAddressRepository } from '../adapters/withdrawal-address-repository';
import { removeSavedAddress } from '../domain/usdt-withdrawals/withdrawal-addresses';
import { apiHandler } from '../http/api-handler';
import { noContent } from '../http/responses';

export const handler = apiHandler(
  usdtWithdrawalRoutes.removeWithdrawalAddress,
  async ({ caller, pathParameters }) => {
    await removeSavedAddress(caller.userId, pathParameters.address, {
      addresses: withdrawalAddressRepository,
    });
    return noContent();
  },
);
