/** GET /wallets/usdt/withdrawal-addresses — the caller's saved addresses, each with when it may receive. */
import { usdtWithdrawalRoutes } from '../../contract/routes/usdt-withdrawals';
import { now } from '../adapters/clock';
import { withdrawalAddressRepository } from '../adapters/withdrawal-address-repository';
import { savedAddressView } from '../domain/usdt-withdrawals/withdrawal-views';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(usdtWithdrawalRoutes.listWithdrawalAddresses, async ({ caller }) => {
  const at = now();
  const saved = await withdrawalAddressRepository.list(caller.userId);
  return json({ addresses: saved.map((each) => savedAddressView(each, at)) });
});
