/** `npm run sandbox -- price …`: show, set, release or stop the sandbox's USDT/INR price. */
import { parseArgs } from 'node:util';
import { type SandboxCommand, SandboxUsageError } from './sandbox-command';

interface PriceAnswer {
  price: string;
  at: string;
  moving: boolean;
  stopped: boolean;
}

const describe = (answer: PriceAnswer) =>
  `USDT/INR ₹${answer.price} at ${answer.at} (${answer.stopped ? 'feed stopped: the ticker answers 503' : answer.moving ? 'moving' : 'held'})`;

const priceShow: SandboxCommand = {
  words: ['price', 'show'],
  usage: 'price show                                the sandbox price of USDT in INR',
  run: async (_args, sandbox) => describe(await sandbox.request<PriceAnswer>('GET', '/sandbox/price')),
};

const priceSet: SandboxCommand = {
  words: ['price', 'set'],
  usage:
    'price set <rupees> [--age <seconds>]      hold this price (stamped --age seconds ago: a stale feed)',
  run: async (args, sandbox) => {
    const parsed = (() => {
      try {
        return parseArgs({
          args,
          options: { age: { type: 'string' } },
          allowPositionals: true,
          strict: true,
        });
      } catch (error) {
        throw new SandboxUsageError((error as Error).message);
      }
    })();
    const [price] = parsed.positionals;
    if (!price) throw new SandboxUsageError('Name the price, e.g. price set 88.42');
    const age = parsed.values.age;
    if (age !== undefined && !/^\d+$/.test(age)) throw new SandboxUsageError('--age is whole seconds');
    return describe(
      await sandbox.request<PriceAnswer>('POST', '/sandbox/price', {
        price,
        ...(age === undefined ? {} : { ageSeconds: Number(age) }),
      }),
    );
  },
};

const priceWalk: SandboxCommand = {
  words: ['price', 'walk'],
  usage: 'price walk                                let the price move again in small steps',
  run: async (_args, sandbox) =>
    describe(await sandbox.request<PriceAnswer>('POST', '/sandbox/price', { walk: true })),
};

const priceStop: SandboxCommand = {
  words: ['price', 'stop'],
  usage: 'price stop                                the ticker answers 503 until the next set or walk',
  run: async (_args, sandbox) =>
    describe(await sandbox.request<PriceAnswer>('POST', '/sandbox/price', { stopped: true })),
};

export const priceCommands: SandboxCommand[] = [priceShow, priceSet, priceWalk, priceStop];
