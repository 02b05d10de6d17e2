/**
 * The payments sandbox as a module of the sandbox server: Razorpay's API, its hosted checkout, RazorpayX
 * payouts, signed webhooks with retries, the bank-transfer simulator and the control API, over one shared state.
 */
import type { SandboxModule } from '../sandbox-server';
import { handleCheckout } from './checkout-page';
import { handlePaymentsControl } from './payments-control';
import { handlePaymentsPages, paymentsSection } from './payments-pages';
import { PaymentsSandbox } from './payments-sandbox';
import { PaymentsState } from './payments-state';
import { PayoutDesk } from './payout-desk';
import { handlePayoutsApi } from './payouts-api';
import { handlePayoutsControl } from './payouts-control';
import { handlePayoutsPage, payoutsSection } from './payouts-section';
import { handleRazorpayApi } from './razorpay-api';
import { handleSettlementsPage, settlementsSection } from './settlements-section';
import { LOCAL_RETRY_SCHEDULE, type RetrySchedule, WebhookSender } from './webhook-sender';

export interface PaymentsSandboxSecrets {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export interface PaymentsModuleOptions {
  secrets: PaymentsSandboxSecrets;
  /** Where webhooks are delivered (the local API's /webhooks/razorpay); null: nowhere until set. */
  webhookUrl: string | null;
  /** A JSON file to keep the state in across restarts; in memory only without one. */
  stateFile?: string;
  schedule?: RetrySchedule;
  merchantName?: string;
  log: (line: string) => void;
}

export function paymentsModule(
  options: PaymentsModuleOptions,
): SandboxModule & { sandbox: PaymentsSandbox; payouts: PayoutDesk } {
  const state = new PaymentsState(options.stateFile, options.webhookUrl);
  const sender = new WebhookSender(state, {
    webhookSecret: options.secrets.webhookSecret,
    schedule: options.schedule ?? LOCAL_RETRY_SCHEDULE,
    log: options.log,
  });
  const sandbox = new PaymentsSandbox(
    state,
    sender,
    options.secrets,
    options.merchantName ?? 'INR Wallet (local)',
  );
  const payouts = new PayoutDesk(sandbox);
  sender.resume();
  return {
    name: 'Payments (Razorpay)',
    sandbox,
    payouts,
    handle: async (request, response) =>
      (await handlePayoutsApi(payouts, request, response)) ||
      (await handleRazorpayApi(sandbox, request, response)) ||
      (await handleCheckout(sandbox, request, response)) ||
      (await handlePayoutsControl(payouts, request, response)) ||
      (await handlePaymentsControl(sandbox, request, response)) ||
      (await handlePaymentsPages(sandbox, request, response)) ||
      (await handleSettlementsPage(sandbox, request, response)) ||
      (await handlePayoutsPage(payouts, request, response)),
    pageSection: () => paymentsSection(sandbox) + settlementsSection(sandbox) + payoutsSection(payouts),
    stop: () => {
      sender.stop();
      state.save();
    },
  };
}
