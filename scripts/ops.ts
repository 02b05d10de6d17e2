/**
 * `npm run ops -- <command> …`: operators' actions on the running local stack, or on a deployed stack
 * with `--stack-outputs <file>` (from `cdk deploy --outputs-file`) or `--profile <aws profile>`. The
 * commands run the handlers' own domain code and adapters; they are registered, with their usage, in
 * scripts/ops/command-registry.ts, and `npm run ops -- help` lists them.
 */
import { parseArgs } from 'node:util';
import { DomainError } from '../lambdas/domain/errors';
import { isLocalProfile, LOCAL_PROFILES } from '../lib/local/ports';
import { findOpsCommand, type OpsCommandInput, opsUsage } from './ops/command-registry';
import { OpsCheckFailedError, OpsUsageError, useStack } from './ops/ops-environment';

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
  if (values.help || positionals.length === 0 || positionals[0] === 'help') return opsUsage();
  const found = findOpsCommand(positionals);
  if (!found) throw new OpsUsageError(`Unknown command: ${positionals.join(' ')}\n\n${opsUsage()}`);
  const { command, rest } = found;
  if (rest.length > (command.positionals?.length ?? 0))
    throw new OpsUsageError(
      `Too many arguments: ${rest.join(' ')}\n\nUsage: npm run ops -- ${command.usage}`,
    );
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
  const input: OpsCommandInput = {
    command: command.words.at(-1) as string,
    ...Object.fromEntries(
      (command.positionals ?? []).flatMap((name, index) => (rest[index] ? [[name, rest[index]]] : [])),
    ),
    ...(values.reason !== undefined ? { reason: values.reason } : {}),
    ...(values.reference !== undefined ? { reference: values.reference } : {}),
    ...(values.limit ? { limit: values.limit } : {}),
    ...(values.cursor ? { cursor: values.cursor } : {}),
    ...(values.date ? { date: values.date } : {}),
    ...(values.out ? { out: values.out } : {}),
    ...(values['from-block'] !== undefined ? { fromBlock: values['from-block'] } : {}),
    ...(values['to-block'] !== undefined ? { toBlock: values['to-block'] } : {}),
    ...(values['book-is-quiet'] ? { bookIsQuiet: true } : {}),
  };
  return command.run(input);
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
    console.error(`${error.message}\n\n${opsUsage()}`);
  else console.error(error);
  process.exitCode = 1;
}
