/** Depositing USDT on TRON: the customer's own TRC20 deposit address. */
import { UsdtDepositAddressSchema } from '../chain-deposits';
import { noBody, noPathParameters, noQuery } from '../request-shapes';
import { defineRoutes } from '../route-definition';

export const chainDepositRoutes = defineRoutes({
  getUsdtDepositAddress: {
    method: 'GET',
    path: '/wallets/usdt/deposit-address',
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: noPathParameters },
    response: UsdtDepositAddressSchema,
    handler: 'lambdas/chain-deposits/get-usdt-deposit-address.ts',
    // Assigns the person's address on the first visit (the index counter, the owner, the profile).
    grants: { tables: { accounts: 'readWrite' } },
  },
});
