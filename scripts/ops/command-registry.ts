/**
 * The commands of `npm run ops -- …`, as the sandbox's CLI registers its own: the words that name a
 * command, the positional arguments after them (named as the commands read them), one usage line and
 * what it does, and the function that runs it. `npm run ops -- help` prints this list; a command is
 * added here once and is then both runnable and documented.
 */
import { auditCommands } from './audit-commands';
import { chainCommands } from './chain-commands';
import { depositCommands } from './deposit-commands';
import { hotWalletCommands } from './hot-wallet-commands';
import { inrWithdrawalCommands } from './inr-withdrawal-commands';
import { inventoryCommands } from './inventory-commands';
import { kycCommands } from './kyc-commands';
import { ledgerCommands } from './ledger-commands';
import { receivableCommands } from './receivable-commands';
import { reservesCommands } from './reserves-commands';
import { settlementCommands } from './settlement-commands';
import { suspenseCommands } from './suspense-commands';
import { tdsCommands } from './tds-commands';

/** What the command line gives a command; each command reads the parts it needs. */
export interface OpsCommandInput {
  /** The command's last word (`approve`, `reject`): one function may serve two. */
  command: string;
  customer?: string;
  target?: string;
  reason?: string;
  reference?: string;
  amount?: string;
  limit?: string;
  cursor?: string;
  date?: string;
  out?: string;
  fromBlock?: string;
  toBlock?: string;
  bookIsQuiet?: boolean;
}

type Positional = 'customer' | 'target' | 'amount';

export interface OpsCommand {
  words: readonly string[];
  positionals?: readonly Positional[];
  /** How it is called, after `npm run ops --`. */
  usage: string;
  /** What it does, in a line or two. */
  does: string;
  run(input: OpsCommandInput): Promise<string>;
}

// Each area's module keeps its functions by name; the registry names the command and says what it does.
const command = (
  words: readonly string[],
  run: ((input: OpsCommandInput) => Promise<string>) | undefined,
  usage: string,
  does: string,
  positionals: readonly Positional[] = [],
): OpsCommand => {
  if (!run) throw new Error(`ops ${words.join(' ')} has no function to run`);
  return { words, positionals, usage, does, run };
};

export const opsCommands: readonly OpsCommand[] = [
  command(
    ['kyc', 'list'],
    kycCommands.list,
    'kyc list [--limit 25] [--cursor …]',
    'applications waiting for review, oldest first',
  ),
  command(
    ['kyc', 'show'],
    kycCommands.show,
    'kyc show <customer>',
    'one application, unmasked, with image links (<customer>: the user id or the email signed up with)',
    ['customer'],
  ),
  command(['kyc', 'approve'], kycCommands.approve, 'kyc approve <customer>', 'approve an application', [
    'customer',
  ]),
  command(
    ['kyc', 'reject'],
    kycCommands.reject,
    'kyc reject <customer> --reason "…"',
    'reject it, with the reason the customer reads',
    ['customer'],
  ),
  command(
    ['audit', 'reads'],
    auditCommands.reads,
    'audit reads [--date YYYY-MM-DD]',
    "reviewers' reads of people's documents that day (UTC)",
  ),
  command(
    ['ledger', 'verify'],
    ledgerCommands.verify,
    'ledger verify',
    "check the ledger's invariants; exits 1 naming any break",
  ),
  command(
    ['ledger', 'stream-status'],
    ledgerCommands['stream-status'],
    'ledger stream-status',
    "the stream checker's breaks and how far behind it is; exits 1 on a break",
  ),
  command(
    ['ledger', 'stream-start'],
    ledgerCommands['stream-start'],
    'ledger stream-start --book-is-quiet',
    'start the stream checker\'s sums from the book as it stands (cloud; docs/ledger-checks.md, "Starting from the book")',
  ),
  command(
    ['ledger', 'reconcile'],
    ledgerCommands.reconcile,
    'ledger reconcile',
    "the clearing accounts against what the payment provider settles, and the chain's accounts against what our deposit addresses received on TRON",
  ),
  command(
    ['deposits', 'held'],
    depositCommands.held,
    'deposits held [--limit 25] [--cursor …]',
    'transfers held for review',
  ),
  command(
    ['deposits', 'release'],
    depositCommands.release,
    'deposits release <userId>/<transactionId> [--reason "…"]',
    "credit a held transfer to its customer's wallet",
    ['customer'],
  ),
  command(
    ['deposits', 'return'],
    depositCommands.return,
    'deposits return <userId>/<transactionId> --reason "…"',
    'send a held transfer back to the account it came from',
    ['customer'],
  ),
  command(
    ['deposits', 'reconcile'],
    depositCommands.reconcile,
    'deposits reconcile',
    'record transfers, card payments and refunds of the last day whose webhook never came',
  ),
  command(
    ['receivables', 'list'],
    receivableCommands.list,
    'receivables list',
    'customers who owe us (a refund after they spent the money), and how much',
  ),
  command(
    ['suspense', 'list'],
    suspenseCommands.list,
    'suspense list [--limit 25] [--cursor …]',
    "money that is nobody's yet (sent to no customer's account)",
  ),
  command(
    ['suspense', 'assign'],
    suspenseCommands.assign,
    'suspense assign <id> <customer>',
    'credit it to the customer it was meant for',
    ['customer', 'target'],
  ),
  command(
    ['suspense', 'return'],
    suspenseCommands.return,
    'suspense return <id> --reason "…"',
    'send it back to whoever sent it',
    ['customer'],
  ),
  command(['inventory'], inventoryCommands.show, 'inventory', 'the USDT the house holds and sells'),
  command(
    ['inventory', 'add'],
    inventoryCommands.add,
    'inventory add <USDT> [--reference <text>]',
    'fund the inventory',
    ['amount'],
  ),
  command(
    ['hot-wallet'],
    hotWalletCommands.show,
    'hot-wallet',
    "the hot wallet's TRX, USDT and energy against the withdrawals waiting and customers' USDT, and the network fees paid against the chain's charge; exits 1 when it cannot pay what waits",
  ),
  command(
    ['hot-wallet', 'stake'],
    hotWalletCommands.stake,
    'hot-wallet stake <TRX>',
    "stake that much of the hot wallet's TRX for energy (freezebalancev2)",
    ['amount'],
  ),
  command(
    ['chain', 'status'],
    chainCommands.status,
    'chain status',
    "the TRON watcher's watermark, the solidified head, deposits pending",
  ),
  command(
    ['chain', 'rescan'],
    chainCommands.rescan,
    'chain rescan --from-block <n> [--to-block <m>]',
    'read solidified blocks again and credit only what is missing',
  ),
  command(
    ['settlements', 'reconcile'],
    settlementCommands.reconcile,
    'settlements reconcile',
    'book processed Razorpay settlements whose webhook never came, once each',
  ),
  command(
    ['tds', 'quarter'],
    tdsCommands.quarter,
    'tds quarter <YYYY-Qn> [--out <file>]',
    'TDS (s.194S) deducted on sells and borne on buys in a financial-year quarter (Q1 = April–June, IST): per customer, PAN masked; the Form 26QF lines, PAN whole, only in the file (default tds-26qf-<quarter>.csv)',
    ['customer'],
  ),
  command(
    ['withdrawals', 'reconcile'],
    inrWithdrawalCommands.reconcile,
    'withdrawals reconcile',
    'send payouts of reserved INR withdrawals never made, book those whose webhook never came',
  ),
  command(
    ['reserves'],
    reservesCommands.check,
    'reserves',
    "customers' balances (a Merkle-sum tree's totals) against what the house holds: clearing accounts, our bank, USDT on the chain; exits 1 on a shortfall",
  ),
  command(
    ['reserves', 'publish'],
    reservesCommands.publish,
    'reserves publish',
    'build and publish the proof of reserves now (the daily job)',
  ),
];

/** The command whose words start the positionals (longest match first), and the positionals after them. */
export function findOpsCommand(
  positionals: readonly string[],
): { command: OpsCommand; rest: string[] } | undefined {
  const candidates = [...opsCommands].sort((a, b) => b.words.length - a.words.length);
  for (const found of candidates)
    if (found.words.every((word, index) => positionals[index] === word))
      return { command: found, rest: positionals.slice(found.words.length) };
  return undefined;
}

const OPTIONS = `Options:
  --stack-outputs <file>     a deployed stack, from \`cdk deploy --outputs-file <file>\`
  --profile <name>           a deployed stack, its outputs read from CloudFormation with this AWS profile
  --region <region>          with --profile: the stack's region (default: the profile's)
  --stack <name>             the stack's name (default InrUsdtWallet)
  --local <dev|test>         which local stack (default dev, the one \`npm start\` runs)`;

/** The one usage text: every command with what it does, then the options every command takes. */
export const opsUsage = (): string =>
  [
    'Usage: npm run ops -- <command> [options]',
    '',
    ...opsCommands.flatMap(({ usage, does }) => [`  ${usage}`, `      ${does}`]),
    '',
    OPTIONS,
  ].join('\n');
