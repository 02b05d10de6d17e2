/**
 * The modules mounted on the local sandbox server, in the order they are asked (see sandbox-server.ts
 * for the SandboxModule interface). A new stand-in (a price feed, a TRON chain) adds itself here with
 * what it needs from the context.
 */
import { join } from 'node:path';
import type { LocalClock } from '../local-clock';
import { clockModule } from './clock/clock-module';
import { paymentsModule } from './payments/payments-module';
import { priceModule } from './price/price-module';
import type { SandboxSecrets } from './sandbox-secrets';
import type { SandboxModule } from './sandbox-server';
import { tronModule } from './tron/tron-module';

export interface SandboxContext {
  /** A folder for the modules' state files when the stack keeps its data; undefined: memory only. */
  stateDirectory: string | undefined;
  /** The local HTTP API (where webhooks go) and the sandbox itself. */
  urls: { api: string; sandbox: string };
  secrets: SandboxSecrets;
  log: (line: string) => void;
  /** How often the chain makes the TRON blocks due (one every 3 s of the clock); 0: only when a test mines. */
  tronBlockIntervalMs: number;
  /** The house's hot-wallet address on the sandbox chain (funded on its first start). */
  tronHotWallet?: string;
  /** The stack's one clock: the chain's block times and the price's time come from it. */
  clock: LocalClock;
}

/** Where the payments sandbox delivers webhooks: the local API's public webhook route. */
export const razorpayWebhookUrl = (apiUrl: string) => `${apiUrl}/webhooks/razorpay`;

export function sandboxModules(context: SandboxContext): SandboxModule[] {
  return [
    // Before payments: the Razorpay stand-in answers every other /v1/ path as Razorpay would (401).
    clockModule(context.clock),
    tronModule({
      now: context.clock.nowMs,
      blockIntervalMs: context.tronBlockIntervalMs,
      ...(context.tronHotWallet ? { hotWallet: context.tronHotWallet } : {}),
      ...(context.stateDirectory ? { stateFile: join(context.stateDirectory, 'tron.json') } : {}),
    }),
    paymentsModule({
      secrets: context.secrets.razorpay,
      webhookUrl: process.env.SANDBOX_WEBHOOK_URL || razorpayWebhookUrl(context.urls.api),
      ...(context.stateDirectory ? { stateFile: join(context.stateDirectory, 'payments.json') } : {}),
      log: context.log,
    }),
    priceModule({ now: context.clock.nowMs }),
  ];
}
