/**
 * Deposits end to end through the local stack (test profile, its own ports, fresh data): N signed
 * `virtual_account.credited` webhooks at once to `POST /webhooks/razorpay` for one customer, then for
 * N customers, each answered after the HTTP API ran the real handler (signature, parsing, owner
 * lookup, the payment confirmed with the payments sandbox, payer check, the ledger's one transaction). Latency is per delivery, as the provider sees it.
 */
import { checkLedgerTable } from '../../lambdas/adapters/ledger-checks/full-scan';
import { startLocalStack } from '../../lib/local/stack';
import {
  type CreditedWebhook,
  type Depositor,
  deliverBurst,
  recordedTransfers,
  seedDepositor,
  unexpectedRefusals,
} from '../../test/support/deposit-burst';
import { burstLine } from './stats';

export async function benchWebhookDeposits(count = 100): Promise<void> {
  const stack = await startLocalStack({ profile: 'test', spa: 'none', persist: false, log: () => {} });
  try {
    const secret = stack.handlerEnv.RAZORPAY_WEBHOOK_SECRET as string;
    const transfersTo = (depositors: readonly Depositor[]) =>
      recordedTransfers(
        stack.urls.sandbox,
        depositors.map((to) => ({ to, amountPaise: 10_000 })),
      );
    const burst = async (label: string, webhooks: CreditedWebhook[]) => {
      const result = await deliverBurst(stack.urls.api, secret, webhooks);
      const refused = result.statuses.filter((status) => status !== 200).length;
      const unexpected = unexpectedRefusals(result).length;
      const notCredited = result.receipts.filter((receipt) => receipt !== 'credited').length;
      console.log(
        burstLine(
          label,
          result.latenciesMs,
          result.seconds,
          `${result.redeliveries} redelivered (${unexpected} for other than a busy ledger), ${refused} refused, ${notCredited} not credited`,
        ),
      );
    };
    console.log(`Webhook deposits through the local stack's HTTP API (concurrency ${count}):`);
    const warmUp = await Promise.all(Array.from({ length: 20 }, () => seedDepositor()));
    await burst('warm-up, different customers', await transfersTo(warmUp));
    const one = await seedDepositor();
    await burst('one customer (one hot wallet)', await transfersTo(Array(count).fill(one)));
    const many = await Promise.all(Array.from({ length: count }, () => seedDepositor()));
    await burst(`${count} customers`, await transfersTo(many));
    const report = await checkLedgerTable();
    console.log(`invariant check: ${report.entries} entries, ${report.breaks.length} breaks`);
  } finally {
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  await benchWebhookDeposits(Number(process.argv[2] ?? 100));
