/** Depositing USDT on TRON: the customer's own TRC20 deposit address. */
import { UsdtDepositAddressSchema } from '../chain-deposits';
import { defineRoutes } from '../route-definition';
import { writesAccounts } from '../route-grants';

export const chainDepositRoutes = defineRoutes({
  getUsdtDepositAddress: {
    method: 'GET',
    path: '/wallets/usdt/deposit-address',
    access: 'user',
    response: UsdtDepositAddressSchema,
    handler: 'lambdas/chain-deposits/get-usdt-deposit-address.ts',
    // Assigns the person's address on the first visit (the index counter, the owner, the profile).
    grants: writesAccounts,
  },
});
