/**
 * The one route table of the HTTP API: every capability's routes (one file each in this folder), and
 * the scheduled jobs each capability declares beside them. The cloud, the local HTTP API, the security
 * harness and `npm run invoke` read the routes whole, the cloud and the local twin the jobs; the SPA
 * imports only the capability files its screens call, so a screen loads only the schemas it uses.
 */
import type { ApiRoute } from '../route-definition';
import type { ScheduledJob } from '../schedule-definition';
import { accountRoutes } from './account';
import { accountSetupRoutes } from './account-setup';
import { bankTransferRoutes, bankTransferSchedules } from './bank-transfers';
import { buyUsdtRoutes } from './buy-usdt';
import { cardDepositRoutes, cardDepositSchedules } from './card-deposits';
import { chainDepositRoutes, chainDepositSchedules } from './chain-deposits';
import { documentRoutes } from './documents';
import { inrWithdrawalRoutes, inrWithdrawalSchedules } from './inr-withdrawals';
import { kycReviewRoutes } from './kyc-review';
import { ledgerSchedules } from './ledger';
import { paymentWebhookRoutes } from './payment-webhooks';
import { proofOfReservesRoutes, proofOfReservesSchedules } from './proof-of-reserves';
import { sellUsdtRoutes } from './sell-usdt';
import { taxStatementRoutes } from './tax-statements';
import { uploadRoutes } from './uploads';
import { usdtWithdrawalRoutes, usdtWithdrawalSchedules } from './usdt-withdrawals';
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

export const scheduledJobsByName = {
  ...ledgerSchedules,
  ...proofOfReservesSchedules,
  ...cardDepositSchedules,
  ...bankTransferSchedules,
  ...inrWithdrawalSchedules,
  ...chainDepositSchedules,
  ...usdtWithdrawalSchedules,
};

export type ScheduledJobName = keyof typeof scheduledJobsByName;

/** Every scheduled job of every capability. */
export const scheduledJobs: readonly ScheduledJob[] = Object.values(scheduledJobsByName);
