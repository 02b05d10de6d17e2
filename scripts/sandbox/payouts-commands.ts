/**
 * `npm run sandbox -- payouts …`: act as RazorpayX deciding the wallet's payouts, and as the business
 * topping up the account they are paid from, against the running sandbox's control API
 * (lib/local/sandbox/payments/payouts-control.ts).
 */
import { deliveryLine, type EventAnswer, options, rupees } from './payments-commands';
import { type SandboxCommand, SandboxUsageError } from './sandbox-command';

interface PayoutAnswer {
  id: string;
  amount: number;
  mode: string;
  status: string;
  utr: string | null;
  reference_id: string | null;
  status_details: { description: string } | null;
  created_at: number;
}

const payoutLine = (payout: PayoutAnswer) =>
  [
    `${payout.id} ${rupees(payout.amount)} ${payout.mode} ${payout.status}`,
    payout.utr ? `UTR ${payout.utr}` : '',
    payout.reference_id ? `ref ${payout.reference_id}` : '',
    payout.status_details ? `(${payout.status_details.description})` : '',
  ]
    .filter(Boolean)
    .join(' · ');

const eventLines = (events: EventAnswer[]) =>
  events.map((event) =>
    deliveryLine(event.event, event.id, event.deliveries.at(-1) ?? null, event.nextAttemptAt, event.state),
  );

const DONE: Record<string, string> = {
  process: 'processed',
  fail: 'failed',
  reject: 'rejected',
  reverse: 'reversed',
};

const decide = (action: keyof typeof DONE, what: string): SandboxCommand => ({
  words: ['payouts', action],
  usage: `payouts ${action} <payout id>`.padEnd(43) + what,
  run: async (args, sandbox) => {
    const [payoutId] = args;
    if (!payoutId || args.length > 1) throw new SandboxUsageError('Name one payout (pout_…)');
    const answer = await sandbox.request<{ payout: PayoutAnswer; events: EventAnswer[] }>(
      'POST',
      `/sandbox/payments/payouts/${encodeURIComponent(payoutId)}/${action}`,
    );
    return [`Payout ${DONE[action]}: ${payoutLine(answer.payout)}`, ...eventLines(answer.events)].join('\n');
  },
});

const list: SandboxCommand = {
  words: ['payouts', 'list'],
  usage:
    'payouts list [--last <N>]                  the business balance, what new payouts do, and the newest payouts',
  run: async (args, sandbox) => {
    const { values } = options(args, { last: { type: 'string', default: '20' } });
    const last = Number(values.last);
    if (!Number.isInteger(last) || last < 1) throw new SandboxUsageError('--last is a whole number from 1');
    const answer = await sandbox.request<{ balance: number; newPayouts: string; payouts: PayoutAnswer[] }>(
      'GET',
      '/sandbox/payments/payouts',
    );
    return [
      `Business balance ${rupees(answer.balance)}; new payouts: ${answer.newPayouts}.`,
      ...(answer.payouts.length === 0 ? ['No payouts yet.'] : answer.payouts.slice(0, last).map(payoutLine)),
    ].join('\n');
  },
};

const topUp: SandboxCommand = {
  words: ['payouts', 'top-up'],
  usage:
    'payouts top-up <rupees>                    add money to the business account; queued payouts that now fit go out',
  run: async (args, sandbox) => {
    const [amount] = args;
    if (!amount || args.length > 1) throw new SandboxUsageError('Give the amount in rupees, e.g. 100000');
    const answer = await sandbox.request<{ balance: number; events: EventAnswer[] }>(
      'POST',
      '/sandbox/payments/payouts/top-up',
      { amount },
    );
    return [`Business balance is now ${rupees(answer.balance)}.`, ...eventLines(answer.events)].join('\n');
  },
};

const newPayouts: SandboxCommand = {
  words: ['payouts', 'new'],
  usage:
    'payouts new process|hold|fail              what new payouts do: processed at once, stay processing, or fail',
  run: async (args, sandbox) => {
    const [outcome] = args;
    if (!outcome || args.length > 1) throw new SandboxUsageError('Say process, hold or fail');
    const answer = await sandbox.request<{ newPayouts: string }>(
      'PUT',
      '/sandbox/payments/payouts/settings',
      {
        newPayouts: outcome,
      },
    );
    return `New payouts: ${answer.newPayouts}.`;
  },
};

export const payoutsCommands: SandboxCommand[] = [
  list,
  decide('process', 'a queued or processing payout processed (a UTR)'),
  decide('fail', 'a queued or processing payout failed, the money back'),
  decide('reject', 'a queued, pending or processing payout rejected'),
  decide('reverse', 'a processed payout returned by the beneficiary’s bank'),
  topUp,
  newPayouts,
];
