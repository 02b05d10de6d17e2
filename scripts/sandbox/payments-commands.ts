/**
 * `npm run sandbox -- …` commands of the payments sandbox: act as the customer's bank, the card
 * checkout or the provider's dashboard against the running sandbox's control API.
 */
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import { deliveryText } from '../../lib/local/sandbox/payments/payments-pages';
import type { DeliveryAttempt } from '../../lib/local/sandbox/payments/payments-state';
import { type SandboxCommand, SandboxUsageError } from './sandbox-command';

export const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
    `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}` as unknown as number,
  );

export function options<T extends ParseArgsOptionsConfig>(args: string[], spec: T) {
  try {
    return parseArgs({ args, options: spec, allowPositionals: true, strict: true });
  } catch (error) {
    throw new SandboxUsageError((error as Error).message);
  }
}

export function deliveryLine(
  eventName: string,
  eventId: string,
  delivery: DeliveryAttempt | null,
  nextAttemptAt?: string | null,
  state?: string,
) {
  const ok = delivery?.status != null && delivery.status >= 200 && delivery.status < 300;
  const outcome = !delivery
    ? state === 'lost'
      ? `lost on the way (deliver it with: npm run sandbox -- webhooks resend ${eventId})`
      : 'held: deliveries are paused (npm run sandbox -- webhooks resume)'
    : ok
      ? `${deliveryText(delivery)}: delivered`
      : `${deliveryText(delivery)}: not accepted${nextAttemptAt ? `, retrying at ${nextAttemptAt.slice(11, 19)} UTC` : ''}`;
  return `Webhook ${eventName} ${eventId} → ${outcome}`;
}

interface TransferAnswer {
  utr: string;
  paymentId: string;
  amount: number;
  method: string;
  virtualAccountId: string;
  payer: { ifsc: string; account_number: string; name: string | null } | null;
  matchesAllowedPayer: boolean;
  event: { id: string; event: string; state: string; nextAttemptAt: string | null };
  delivery: DeliveryAttempt | null;
}

const bankTransfer: SandboxCommand = {
  words: ['bank-transfer'],
  usage:
    'bank-transfer --to <email | account number | UPI id | va_…> --amount <rupees> [--utr <UTR>] [--mode IMPS|NEFT|RTGS]\n' +
    '              [--from-account <number> --from-ifsc <IFSC> [--from-name <name>]] [--unknown-payer] [--upi [--from-vpa <vpa>]]\n' +
    '              [--lose-webhook]',
  run: async (args, sandbox) => {
    const { values } = options(args, {
      to: { type: 'string' },
      amount: { type: 'string' },
      utr: { type: 'string' },
      mode: { type: 'string' },
      'from-account': { type: 'string' },
      'from-ifsc': { type: 'string' },
      'from-name': { type: 'string' },
      'unknown-payer': { type: 'boolean' },
      'lose-webhook': { type: 'boolean' },
      upi: { type: 'boolean' },
      'from-vpa': { type: 'string' },
    });
    if (!values.to || !values.amount) throw new SandboxUsageError('--to and --amount are required');
    const answer = await sandbox.request<TransferAnswer>('POST', '/sandbox/payments/bank-transfers', {
      to: values.to,
      amount: values.amount,
      utr: values.utr,
      mode: values.mode,
      fromAccount: values['from-account'],
      fromIfsc: values['from-ifsc'],
      fromName: values['from-name'],
      unknownPayer: values['unknown-payer'] === true,
      loseWebhook: values['lose-webhook'] === true,
      method: values.upi ? 'upi' : 'bank_transfer',
      fromVpa: values['from-vpa'],
    });
    const from = answer.payer
      ? `${answer.payer.account_number} · ${answer.payer.ifsc}${answer.matchesAllowedPayer ? ' (an allowed payer: the verified account)' : ' (NOT an allowed payer)'}`
      : 'an account the bank did not report (payer_bank_account: null)';
    return [
      `Sent ${rupees(answer.amount)} by ${answer.method === 'upi' ? 'UPI' : 'bank transfer'} to ${answer.virtualAccountId}`,
      `UTR ${answer.utr} · payment ${answer.paymentId}`,
      `From ${from}`,
      deliveryLine(
        answer.event.event,
        answer.event.id,
        answer.delivery,
        answer.event.nextAttemptAt,
        answer.event.state,
      ),
    ].join('\n');
  },
};

export interface EventAnswer {
  id: string;
  event: string;
  state: string;
  createdAt: string;
  nextAttemptAt: string | null;
  deliveries: DeliveryAttempt[];
}

const webhooksResend: SandboxCommand = {
  words: ['webhooks', 'resend'],
  usage: 'webhooks resend <event id>… | --last <N>   deliver events again, signed, with their own event ids',
  run: async (args, sandbox) => {
    const { values, positionals } = options(args, { last: { type: 'string' } });
    if (positionals.length === 0 && !values.last) throw new SandboxUsageError('Name event ids or --last N');
    const answer = await sandbox.request<{
      resent: { id: string; event: string; delivery: DeliveryAttempt }[];
    }>(
      'POST',
      '/sandbox/payments/events/resend',
      positionals.length > 0 ? { eventIds: positionals } : { last: Number(values.last) },
    );
    return answer.resent.map((each) => deliveryLine(each.event, each.id, each.delivery)).join('\n');
  },
};

const webhooksList: SandboxCommand = {
  words: ['webhooks', 'list'],
  usage: 'webhooks list [--last <N>]                the newest events and their delivery attempts',
  run: async (args, sandbox) => {
    const { values } = options(args, { last: { type: 'string' } });
    const events = await sandbox.request<EventAnswer[]>(
      'GET',
      `/sandbox/payments/events?last=${values.last ?? 10}`,
    );
    if (events.length === 0) return 'No events yet.';
    return events
      .map((event) =>
        [
          `${event.createdAt.slice(11, 19)} ${event.id} ${event.event} — ${event.state}${event.nextAttemptAt ? ` (next try ${event.nextAttemptAt.slice(11, 19)})` : ''}`,
          ...event.deliveries.map((delivery) => `    ${deliveryText(delivery)}`),
        ].join('\n'),
      )
      .join('\n');
  },
};

const webhooksPause = (paused: boolean): SandboxCommand => ({
  words: ['webhooks', paused ? 'pause' : 'resume'],
  usage: paused
    ? 'webhooks pause                            hold new events back (to make them arrive late)'
    : 'webhooks resume                           send the held events, all at once',
  run: async (_args, sandbox) => {
    const answer = await sandbox.request<{ paused: boolean; released: number }>(
      'PUT',
      '/sandbox/payments/webhooks',
      {
        paused,
      },
    );
    return paused
      ? 'Webhook deliveries are paused.'
      : `Webhook deliveries resumed; ${answer.released} held event(s) sent.`;
  },
});

const webhooksUnreliable: SandboxCommand = {
  words: ['webhooks', 'unreliable'],
  usage:
    'webhooks unreliable [--drop 0.2] [--duplicate 0.3] [--delay-ms 3000] | off   lose, repeat and delay new events',
  run: async (args, sandbox) => {
    const { values, positionals } = options(args, {
      drop: { type: 'string', default: '0.2' },
      duplicate: { type: 'string', default: '0.3' },
      'delay-ms': { type: 'string', default: '3000' },
    });
    const unreliable =
      positionals[0] === 'off'
        ? null
        : {
            drop: Number(values.drop),
            duplicate: Number(values.duplicate),
            maxDelayMs: Number(values['delay-ms']),
          };
    await sandbox.request('PUT', '/sandbox/payments/webhooks', { unreliable });
    return unreliable
      ? `New webhook events are now lost ${unreliable.drop * 100}% of the time, sent twice ${unreliable.duplicate * 100}% of the time, and each delayed up to ${unreliable.maxDelayMs} ms (so out of order).`
      : 'Webhook deliveries are reliable again.';
  },
};

const webhooksTarget: SandboxCommand = {
  words: ['webhooks', 'target'],
  usage: 'webhooks target [<url>]                   where webhooks go (shows it without a URL)',
  run: async (args, sandbox) => {
    const [url] = args;
    const answer = url
      ? await sandbox.request<{ url: string | null }>('PUT', '/sandbox/payments/webhooks', { url })
      : await sandbox.request<{ url: string | null }>('GET', '/sandbox/payments/webhooks');
    return `Webhooks go to ${answer.url ?? 'nowhere'}`;
  },
};

const loseWebhookOption = { 'lose-webhook': { type: 'boolean' } } as const;

const checkout: SandboxCommand = {
  words: ['checkout'],
  usage:
    'checkout <order id> success|failure|3ds-approve|3ds-decline|close [--lose-webhook]\n' +
    '                                            the checkout page without a browser; nobody returns to the app\n' +
    '                                            with its fields, and --lose-webhook loses its webhooks too',
  run: async (args, sandbox) => {
    const { values, positionals } = options(args, loseWebhookOption);
    const [orderId, outcome] = positionals;
    if (!orderId || !outcome) throw new SandboxUsageError('Name the order and the outcome');
    const answer = await sandbox.request<{ kind: string; fields: Record<string, string> }>(
      'POST',
      '/sandbox/payments/checkout',
      { order_id: orderId, outcome, loseWebhooks: values['lose-webhook'] === true },
    );
    return [
      `Checkout ${answer.kind}. The browser would return with:`,
      ...Object.entries(answer.fields).map(([name, value]) => `  ${name}=${value}`),
      ...(values['lose-webhook']
        ? ['Its webhooks were lost on the way (npm run sandbox -- webhooks list).']
        : []),
    ].join('\n');
  },
};

const captureLate: SandboxCommand = {
  words: ['payments', 'capture'],
  usage:
    'payments capture <payment id> [--lose-webhook]   a late capture of a failed card payment (its webhooks lost)',
  run: async (args, sandbox) => {
    const { values, positionals } = options(args, loseWebhookOption);
    const [paymentId] = positionals;
    if (!paymentId) throw new SandboxUsageError('Name the payment (pay_…)');
    const answer = await sandbox.request<{ events: EventAnswer[] }>(
      'POST',
      `/sandbox/payments/payments/${encodeURIComponent(paymentId)}/capture`,
      { loseWebhooks: values['lose-webhook'] === true },
    );
    return [
      `Captured ${paymentId} late.`,
      ...answer.events.map((event) =>
        deliveryLine(
          event.event,
          event.id,
          event.deliveries.at(-1) ?? null,
          event.nextAttemptAt,
          event.state,
        ),
      ),
    ].join('\n');
  },
};

type RefundAnswer = {
  refund: { id: string; amount: number; status: string };
  payment: { amount: number; amount_refunded: number; status: string };
};

const refundWords = (paymentId: string, answer: RefundAnswer) => {
  const { payment, refund } = answer;
  return `${rupees(refund.amount)} of ${paymentId} (${refund.id}, ${refund.status}); ${rupees(payment.amount_refunded)} of ${rupees(payment.amount)} refunded, payment ${payment.status}.`;
};

const refundFromDashboard: SandboxCommand = {
  words: ['payments', 'refund'],
  usage:
    'payments refund <payment id> [--amount <rupees>] [--pending] [--lose-webhook]   a refund made in the dashboard (all that is left without --amount), refund.created and refund.processed sent (or lost); --pending: only refund.created, settled later by refund-settle; an authorised payment is voided',
  run: async (args, sandbox) => {
    const { values, positionals } = options(args, {
      amount: { type: 'string' },
      pending: { type: 'boolean' },
      ...loseWebhookOption,
    });
    const [paymentId] = positionals;
    if (!paymentId) throw new SandboxUsageError('Name the payment (pay_…)');
    const answer = await sandbox.request<RefundAnswer>(
      'POST',
      `/sandbox/payments/payments/${encodeURIComponent(paymentId)}/refund`,
      {
        ...(values.amount ? { amount: values.amount } : {}),
        pending: values.pending === true,
        loseWebhooks: values['lose-webhook'] === true,
      },
    );
    return `Refunded from the dashboard: ${refundWords(paymentId, answer)}`;
  },
};

const refundSettle: SandboxCommand = {
  words: ['payments', 'refund-settle'],
  usage:
    'payments refund-settle <refund id> processed|failed [--lose-webhook]   a pending refund processed, or failed by the payer’s bank (the money back in the merchant’s balance)',
  run: async (args, sandbox) => {
    const { values, positionals } = options(args, loseWebhookOption);
    const [refundId, outcome] = positionals;
    if (!refundId || (outcome !== 'processed' && outcome !== 'failed'))
      throw new SandboxUsageError('Name the refund (rfnd_…) and processed or failed');
    const answer = await sandbox.request<RefundAnswer>(
      'POST',
      `/sandbox/payments/refunds/${encodeURIComponent(refundId)}/${outcome === 'processed' ? 'process' : 'fail'}`,
      { loseWebhooks: values['lose-webhook'] === true },
    );
    return `Refund settled: ${refundWords(answer.refund.id, answer)}`;
  },
};

const authorizeOnly: SandboxCommand = {
  words: ['payments', 'authorize'],
  usage:
    'payments authorize <order id> [--lose-webhook]   a card payment on the order authorised and never captured (payment.authorized); `payments refund` then voids it',
  run: async (args, sandbox) => {
    const { values, positionals } = options(args, loseWebhookOption);
    const [orderId] = positionals;
    if (!orderId) throw new SandboxUsageError('Name the order (order_…)');
    const { payment } = await sandbox.request<{ payment: { id: string; amount: number } }>(
      'POST',
      `/sandbox/payments/orders/${encodeURIComponent(orderId)}/authorize`,
      { loseWebhooks: values['lose-webhook'] === true },
    );
    return `Authorised ${rupees(payment.amount)} on ${orderId} as ${payment.id}, not captured.`;
  },
};

interface SettlementAnswer {
  id: string;
  amount: number;
  status: string;
  utr: string | null;
}

const settlementLine = (settlement: SettlementAnswer) =>
  `Settlement ${settlement.id} of ${rupees(settlement.amount)}: ${settlement.status}${settlement.utr ? ` (UTR ${settlement.utr})` : ''}.`;

const settle: SandboxCommand = {
  words: ['payments', 'settle'],
  usage:
    'payments settle [--fail] [--retry <setl_…>] [--lose-webhook]   settle captured payments less fees and refunds to our bank (--fail: fails first; --retry: processes a failed one), settlement.processed sent (or lost)',
  run: async (args, sandbox) => {
    const { values } = options(args, {
      fail: { type: 'boolean' },
      retry: { type: 'string' },
      ...loseWebhookOption,
    });
    const loseWebhook = values['lose-webhook'] === true;
    const answer = values.retry
      ? await sandbox.request<SettlementAnswer>(
          'POST',
          `/sandbox/payments/settlements/${encodeURIComponent(values.retry)}/retry`,
          { loseWebhook },
        )
      : await sandbox.request<SettlementAnswer>('POST', '/sandbox/payments/settlements', {
          fail: values.fail === true,
          loseWebhook,
        });
    return settlementLine(answer);
  },
};

export const paymentsCommands: SandboxCommand[] = [
  settle,
  bankTransfer,
  webhooksResend,
  webhooksList,
  webhooksPause(true),
  webhooksPause(false),
  webhooksUnreliable,
  webhooksTarget,
  checkout,
  captureLate,
  refundFromDashboard,
  refundSettle,
  authorizeOnly,
];
