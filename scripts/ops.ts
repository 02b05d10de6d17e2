/**
 * `npm run ops -- <area> <command> …`: operators' actions on the running local stack, or on a
 * deployed stack with `--stack-outputs <file>` (from `cdk deploy --outputs-file`) or
 * `--profile <aws profile>`. The commands run the handlers' own domain code and adapters.
 *
 *   npm run ops -- kyc list [--limit 25] [--cursor …]
 *   npm run ops -- kyc show <userId|email>
 *   npm run ops -- kyc approve <userId|email>
 *   npm run ops -- kyc reject <userId|email> --reason "The back of the ID is blurred."
 *   npm run ops -- audit reads [--date YYYY-MM-DD]
 *   npm run ops -- ledger verify
 *   npm run ops -- ledger stream-status
 *   npm run ops -- ledger stream-start --book-is-quiet
 *   npm run ops -- ledger reconcile
 *   npm run ops -- deposits held [--limit 25] [--cursor …]
 *   npm run ops -- deposits release <userId>/<transactionId> [--reason "…"]
 *   npm run ops -- deposits return <userId>/<transactionId> --reason "…"
 *   npm run ops -- deposits reconcile
 *   npm run ops -- suspense list [--limit 25] [--cursor …]
 *   npm run ops -- suspense assign <id> <userId|email>
 *   npm run ops -- suspense return <id> --reason "…"
 *   npm run ops -- receivables list
 *   npm run ops -- inventory
 *   npm run ops -- hot-wallet
 *   npm run ops -- inventory add <USDT> [--reference <text>]
 *   npm run ops -- chain status
 *   npm run ops -- chain rescan --from-block <n> [--to-block <m>]
 *   npm run ops -- settlements reconcile
 *   npm run ops -- tds quarter <YYYY-Qn> [--out <file>]
 *   npm run ops -- withdrawals reconcile
 *   npm run ops -- reserves [publish]
 */
import { parseArgs } from 'node:util';
import { DomainError } from '../lambdas/domain/errors';
import { isLocalProfile, LOCAL_PROFILES } from '../lib/local/ports';
import { auditCommands } from './ops/audit-commands';
import { chainCommands } from './ops/chain-commands';
import { depositCommands } from './ops/deposit-commands';
import { hotWalletCommands } from './ops/hot-wallet-commands';
import { inrWithdrawalCommands } from './ops/inr-withdrawal-commands';
import { inventoryCommands } from './ops/inventory-commands';
import { kycCommands } from './ops/kyc-commands';
import { ledgerCommands } from './ops/ledger-commands';
import { OpsCheckFailedError, OpsUsageError, useStack } from './ops/ops-environment';
import { receivableCommands } from './ops/receivable-commands';
import { reservesCommands } from './ops/reserves-commands';
import { settlementCommands } from './ops/settlement-commands';
import { suspenseCommands } from './ops/suspense-commands';
import { tdsCommands } from './ops/tds-commands';

/** What the command line gives a command; each area's commands read the parts they need. */
interface OpsCommandInput {
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

const usage = `Usage: npm run ops -- kyc list|show <customer>|approve <customer>|reject <customer> --reason "…"
       (<customer> is the user id or the email the customer signed up with)
       npm run ops -- audit reads [--date YYYY-MM-DD]   reviewers' reads of people's documents that day
       npm run ops -- ledger verify   check the ledger's invariants; exits 1 naming any break
       npm run ops -- ledger stream-status   the stream checker's breaks and how far behind it is; exits 1 on a break
       npm run ops -- ledger stream-start --book-is-quiet   start the stream checker's sums from the book as it stands (cloud; README "Starting the stream checker from the book")
       npm run ops -- ledger reconcile   the clearing accounts against what the payment provider settles (captured - fees - refunds)
                                   and the chain's accounts against what our deposit addresses received on TRON
       npm run ops -- deposits held | release <userId>/<transactionId> [--reason "…"]
                                   | return <userId>/<transactionId> --reason "…"
                                   transfers held for review, and the decision on each
       npm run ops -- deposits reconcile   record transfers, card payments and refunds of the last day whose webhook never came
       npm run ops -- receivables list   customers who owe us (a refund after they spent the money), and how much
       npm run ops -- suspense list | assign <id> <customer> | return <id> --reason "…"
                                   money that is nobody's yet (sent to no customer's account):
                                   credit it to the customer it was meant for, or send it back
       npm run ops -- inventory [add <USDT> [--reference <text>]]
                                   the USDT the house holds and sells; funding it
       npm run ops -- hot-wallet   the hot wallet's TRX and USDT against the withdrawals waiting and customers' USDT;
                                   exits 1 when it cannot pay what waits
       npm run ops -- chain status   the TRON watcher's watermark, the solidified head, deposits pending
       npm run ops -- chain rescan --from-block <n> [--to-block <m>]
                                   read solidified blocks again and credit only what is missing
       npm run ops -- tds quarter <YYYY-Qn> [--out <file>]
                                   TDS (s.194S) deducted on sells and borne on buys in a financial-year
                                   quarter (Q1 = April–June, IST): per customer, PAN masked; the Form 26QF
                                   lines, PAN whole, only in the file (default tds-26qf-<quarter>.csv)
       npm run ops -- withdrawals reconcile   send payouts of reserved INR withdrawals never made, book those whose webhook never came
       npm run ops -- reserves   customers' balances (a Merkle-sum tree's totals) against what the house holds:
                                   clearing accounts, our bank, USDT on the chain; exits 1 on a shortfall
       npm run ops -- reserves publish   build and publish the proof of reserves now (the daily job)
Options:
  --stack-outputs <file>   a deployed stack, from \`cdk deploy --outputs-file <file>\`
  --profile <name>         a deployed stack, its outputs read from CloudFormation with this AWS profile
  --region <region>        with --profile: the stack's region (default: the profile's)
  --stack <name>           the stack's name (default InrUsdtWallet)
  --local <dev|test>       which local stack (default dev, the one \`npm start\` runs)
  --limit <n>, --cursor <c>  paging of \`kyc list\`, \`deposits held\` and \`suspense list\``;

async function main(): Promise<string> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      reason: { type: 'string' },
      reference: { type: 'string' },
      date: { type: 'string' },
      'from-block': { type: 'string' },
      'to-block': { type: 'string' },
      'book-is-quiet': { type: 'boolean' },
      limit: { type: 'string' },
      cursor: { type: 'string' },
      out: { type: 'string' },
      'stack-outputs': { type: 'string' },
      profile: { type: 'string' },
      region: { type: 'string' },
      stack: { type: 'string' },
      local: { type: 'string', default: 'dev' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [area, named, customer, target] = positionals;
  if (values.help || !area) return usage;
  // `inventory` alone shows it.
  const command =
    area === 'inventory' || area === 'hot-wallet'
      ? (named ?? 'show')
      : area === 'reserves'
        ? (named ?? 'check')
        : named;
  const commandsByArea: Record<
    string,
    Record<string, ((input: OpsCommandInput) => Promise<string>) | undefined>
  > = {
    kyc: kycCommands,
    audit: auditCommands,
    ledger: ledgerCommands,
    deposits: depositCommands,
    suspense: suspenseCommands,
    receivables: receivableCommands,
    inventory: inventoryCommands,
    chain: chainCommands,
    settlements: settlementCommands,
    tds: tdsCommands,
    withdrawals: inrWithdrawalCommands,
    'hot-wallet': hotWalletCommands,
    reserves: reservesCommands,
  };
  const commands = Object.hasOwn(commandsByArea, area) ? commandsByArea[area] : undefined;
  const run = commands && command && Object.hasOwn(commands, command) ? commands[command] : undefined;
  if (!command) throw new OpsUsageError(usage);
  if (!run) throw new OpsUsageError(usage);
  if (!isLocalProfile(values.local)) throw new OpsUsageError(`--local is ${LOCAL_PROFILES.join(', ')}.`);

  // biome-ignore lint/correctness/useHookAtTopLevel: useStack picks a stack; it is not a React hook.
  const where = await useStack({
    localProfile: values.local,
    ...(values['stack-outputs'] ? { stackOutputs: values['stack-outputs'] } : {}),
    ...(values.profile ? { profile: values.profile } : {}),
    ...(values.region ? { region: values.region } : {}),
    ...(values.stack ? { stackName: values.stack } : {}),
  });
  console.error(`(${where})`);
  return run({
    command,
    ...(customer ? { customer } : {}),
    ...(target ? { target } : {}),
    ...(values.reason !== undefined ? { reason: values.reason } : {}),
    ...(values.reference !== undefined ? { reference: values.reference } : {}),
    ...(area === 'inventory' && customer ? { amount: customer } : {}),
    ...(values.limit ? { limit: values.limit } : {}),
    ...(values.cursor ? { cursor: values.cursor } : {}),
    ...(values.date ? { date: values.date } : {}),
    ...(values.out ? { out: values.out } : {}),
    ...(values['from-block'] !== undefined ? { fromBlock: values['from-block'] } : {}),
    ...(values['to-block'] !== undefined ? { toBlock: values['to-block'] } : {}),
    ...(values['book-is-quiet'] ? { bookIsQuiet: true } : {}),
  });
}

try {
  console.log(await main());
} catch (error) {
  // Refusals are the operator's to read (409 already decided, 404 no application, …); faults show a stack.
  if (error instanceof OpsUsageError || error instanceof OpsCheckFailedError || error instanceof DomainError)
    console.error(error.message);
  else if (
    error instanceof TypeError &&
    (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
  )
    console.error(`${error.message}\n\n${usage}`);
  else console.error(error);
  process.exitCode = 1;
}
