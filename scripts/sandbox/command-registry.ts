/**
 * The subcommands of `npm run sandbox -- …`. Each stand-in of the sandbox server registers its
 * commands here; a command is the words that name it, a one-line usage, and a `run` that gets the rest
 * of the arguments and a client for the running sandbox, and returns what to print:
 *
 *   export const priceCommands: SandboxCommand[] = [{
 *     words: ['price', 'set'],
 *     usage: 'price set <rupees per USDT>        the price feed answers this from now on',
 *     run: async (args, sandbox) => {
 *       const { body } = await sandbox.request('PUT', '/sandbox/price', { price: args[0] });
 *       return `Price is now ${body.price}`;
 *     },
 *   }];
 *
 * then adds `...priceCommands` to `sandboxCommands` below. Throw SandboxUsageError for a wrong call
 * (printed with the usage, exit code 2); the client throws SandboxAnswerError for a 4xx/5xx answer.
 */
import { clockCommands } from './clock-commands';
import { paymentsCommands } from './payments-commands';
import { payoutsCommands } from './payouts-commands';
import { priceCommands } from './price-commands';
import type { SandboxCommand } from './sandbox-command';
import { tronCommands } from './tron-commands';

export {
  SandboxAnswerError,
  type SandboxClient,
  type SandboxCommand,
  SandboxUsageError,
} from './sandbox-command';

export const sandboxCommands: SandboxCommand[] = [
  ...clockCommands,
  ...paymentsCommands,
  ...payoutsCommands,
  ...priceCommands,
  ...tronCommands,
];

/** The command whose words start the arguments (longest match first) and the arguments after them. */
export function findCommand(argv: string[]): { command: SandboxCommand; args: string[] } | undefined {
  const candidates = [...sandboxCommands].sort((a, b) => b.words.length - a.words.length);
  for (const command of candidates) {
    if (command.words.every((word, index) => argv[index] === word))
      return { command, args: argv.slice(command.words.length) };
  }
  return undefined;
}
