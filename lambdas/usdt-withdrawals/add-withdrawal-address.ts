/**
 * POST /wallets/usdt/withdrawal-addresses — saves a TRON address under a label; it may receive once
 * its cooling-off ends. One of our own addresses is refused (an internal move), as is a bad checksum.
 */
import { usdtWithdrawalRoutes } from '../../contract/routes/usdt-withdrawals';
import { withdrawalAddressDependencies } from '../adapters/withdrawal-address-dependencies';
import { addSavedAddress } from '../domain/usdt-withdrawals/withdrawal-addresses';
import { savedAddressView } from '../domain/usdt-withdrawals/withdrawal-views';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(usdtWithdrawalRoutes.addWithdrawalAddress, async ({ caller, body }) => {
  const deps = withdrawalAddressDependencies();
  const saved = await addSavedAddress(caller.userId, body, deps);
  return json(savedAddressView(saved, deps.now()), 201);
});
