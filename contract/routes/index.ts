/**
 * The one route table of the HTTP API: every capability's routes (one file each in this folder). The
 * cloud, the local HTTP API, the security harness and `npm run invoke` read it whole; the SPA imports
 * only the capability files its screens call, so a screen loads only the schemas it uses.
 */
import type { ApiRoute } from '../route-definition';
import { accountRoutes } from './account';
import { accountSetupRoutes } from './account-setup';
import { bankTransferRoutes } from './bank-transfers';
import { buyUsdtRoutes } from './buy-usdt';
import { cardDepositRoutes } from './card-deposits';
import { chainDepositRoutes } from './chain-deposits';
import { documentRoutes } from './documents';
import { inrWithdrawalRoutes } from './inr-withdrawals';
import { kycReviewRoutes } from './kyc-review';
import { paymentWebhookRoutes } from './payment-webhooks';
import { proofOfReservesRoutes } from './proof-of-reserves';
import { sellUsdtRoutes } from './sell-usdt';
import { taxStatementRoutes } from './tax-statements';
import { uploadRoutes } from './uploads';
import { usdtWithdrawalRoutes } from './usdt-withdrawals';
import { walletRoutes } from './wallets';

export const capabilityRoutes = [
  accountRoutes,
  uploadRoutes,
  documentRoutes,
  accountSetupRoutes,
  kycReviewRoutes,
  bankTransferRoutes,
  chainDepositRoutes,
  walletRoutes,
  cardDepositRoutes,
  buyUsdtRoutes,
  sellUsdtRoutes,
  paymentWebhookRoutes,
  usdtWithdrawalRoutes,
  taxStatementRoutes,
  inrWithdrawalRoutes,
  proofOfReservesRoutes,
] as const;

export const apiRoutes = {
  ...accountRoutes,
  ...uploadRoutes,
  ...documentRoutes,
  ...accountSetupRoutes,
  ...kycReviewRoutes,
  ...bankTransferRoutes,
  ...chainDepositRoutes,
  ...walletRoutes,
  ...cardDepositRoutes,
  ...buyUsdtRoutes,
  ...sellUsdtRoutes,
  ...paymentWebhookRoutes,
  ...usdtWithdrawalRoutes,
  ...taxStatementRoutes,
  ...inrWithdrawalRoutes,
  ...proofOfReservesRoutes,
};

export type ApiRouteName = keyof typeof apiRoutes;

/** Every route, in the order of the capabilities above. */
export const routes: readonly ApiRoute[] = Object.values(apiRoutes);

export function routeNamed(name: string): ApiRoute {
  const route = routes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}
