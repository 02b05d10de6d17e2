/**
 * GET /wallets/usdt/deposit-address — a verified customer's own TRC20 address for receiving USDT,
 * derived watch-only from the account xpub and given out on the first visit.
 */
import { chainDepositRoutes } from '../../contract/routes/chain-deposits';
import { now } from '../adapters/clock';
import { depositAddressRepository } from '../adapters/deposit-address-repository';
import { loadProfile } from '../adapters/profile-repository';
import { usdtContractFromEnvironment } from '../adapters/tron/trongrid-chain';
import { tronAccountXpub } from '../config/tron-account-key';
import { assertMayAddMoney } from '../domain/deposits/deposit-account';
import { FINAL_CONFIRMATIONS } from '../domain/tron/chain-deposits';
import { depositAddressOf } from '../domain/tron/deposit-address';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(chainDepositRoutes.getUsdtDepositAddress, async ({ caller }) => {
  const profile = await loadProfile(caller.userId);
  assertMayAddMoney(profile?.kycStatus ?? 'not-submitted');
  const assigned = await depositAddressOf(caller.userId, {
    store: depositAddressRepository,
    accountXpub: tronAccountXpub(),
    now,
  });
  return json({
    network: 'TRC20',
    address: assigned.address,
    tokenContract: usdtContractFromEnvironment(),
    confirmations: FINAL_CONFIRMATIONS,
  });
});
