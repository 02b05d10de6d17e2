/**
 * `npm run sandbox -- tron …`: send TRC20 transfers on the sandbox chain, mine blocks (which include and,
 * 19 blocks on, solidify what the hot wallet broadcast), drop a transaction, fund the hot wallet, stake its
 * TRX for energy, make the next broadcast fail, make lookups answer from a node lagging the head, take
 * TronGrid down and bring it back.
 */
import { parseArgs } from 'node:util';
import { type SandboxCommand, SandboxUsageError } from './sandbox-command';

interface SentTransfer {
  txId: string;
  blockNumber: number;
  confirmations: number;
  symbol: string;
  amount: string;
  to: string;
}

interface ChainHeight {
  height: number;
  solidifiedHeight: number;
}

function options(args: string[], names: string[]) {
  try {
    return parseArgs({
      args,
      options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new SandboxUsageError((error as Error).message);
  }
}

const tronSend: SandboxCommand = {
  words: ['tron', 'send'],
  usage:
    'tron send --to <address> --amount <USDT> [--token <contract>] [--from <address>]   prints the tx hash',
  run: async (args, sandbox) => {
    const { values } = options(args, ['to', 'amount', 'token', 'from']);
    if (!values.to || !values.amount) throw new SandboxUsageError('tron send needs --to and --amount');
    const sent = await sandbox.request<SentTransfer>('POST', '/sandbox/tron/transfers', {
      to: values.to,
      amount: values.amount,
      ...(values.token ? { token: values.token } : {}),
      ...(values.from ? { from: values.from } : {}),
    });
    return [
      sent.txId,
      `${sent.amount} ${sent.symbol} to ${sent.to} in block ${sent.blockNumber}: final after 19 more blocks`,
    ].join('\n');
  },
};

const tronMine: SandboxCommand = {
  words: ['tron', 'mine'],
  usage: 'tron mine [blocks]                        add empty blocks (default 1); 19 make a transfer final',
  run: async (args, sandbox) => {
    const [count = '1'] = options(args, []).positionals;
    if (!/^\d+$/.test(count)) throw new SandboxUsageError('tron mine takes a whole number of blocks');
    const mined = await sandbox.request<ChainHeight>('POST', '/sandbox/tron/mine', { blocks: Number(count) });
    return `Block ${mined.height}; final up to block ${mined.solidifiedHeight}`;
  },
};

const tronDrop: SandboxCommand = {
  words: ['tron', 'drop'],
  usage: 'tron drop <txid>                          fork a transaction out before its block solidifies',
  run: async (args, sandbox) => {
    const [txId] = options(args, []).positionals;
    if (!txId) throw new SandboxUsageError('tron drop needs the transaction id `tron send` printed');
    const dropped = await sandbox.request<SentTransfer>('POST', '/sandbox/tron/drop', { txId });
    return `Dropped ${dropped.txId}: ${dropped.amount} ${dropped.symbol} to ${dropped.to} is in no block any more`;
  },
};

const tronShow: SandboxCommand = {
  words: ['tron', 'show'],
  usage:
    'tron show                                 the chain height, the USDT contract, the latest transfers',
  run: async (_args, sandbox) => JSON.stringify(await sandbox.request('GET', '/sandbox/tron'), null, 2),
};

const tronFund: SandboxCommand = {
  words: ['tron', 'fund'],
  usage:
    'tron fund [--trx <TRX>] [--usdt <USDT>] [--address <address>]   give the hot wallet (or the address) TRX and USDT',
  run: async (args, sandbox) => {
    const { values } = options(args, ['trx', 'usdt', 'address']);
    if (!values.trx && !values.usdt) throw new SandboxUsageError('tron fund needs --trx and/or --usdt');
    const funded = await sandbox.request<{ address: string; trxSun: string; usdtMicro: string }>(
      'POST',
      '/sandbox/tron/fund',
      {
        ...(values.trx ? { trx: values.trx } : {}),
        ...(values.usdt ? { usdt: values.usdt } : {}),
        ...(values.address ? { address: values.address } : {}),
      },
    );
    return `${funded.address} now holds ${funded.trxSun} sun and ${funded.usdtMicro} USDT micro-units`;
  },
};

const tronStake: SandboxCommand = {
  words: ['tron', 'stake'],
  usage:
    'tron stake --trx <TRX> [--address <address>]   stake the hot wallet’s (or the address’s) TRX for energy',
  run: async (args, sandbox) => {
    const { values } = options(args, ['trx', 'address']);
    if (!values.trx) throw new SandboxUsageError('tron stake needs --trx');
    const staked = await sandbox.request<{
      address: string;
      energyStakedSun: string;
      energyLimit: number;
      energyAvailable: number;
    }>('POST', '/sandbox/tron/stake', {
      trx: values.trx,
      ...(values.address ? { address: values.address } : {}),
    });
    return `${staked.address} has ${staked.energyStakedSun} sun staked for ${staked.energyLimit} energy a day, ${staked.energyAvailable} available now`;
  },
};

const NEXT_BROADCAST_OUTCOMES = ['SUCCESS', 'OUT_OF_ENERGY', 'REVERT', 'DROPPED'];

const tronNextBroadcast: SandboxCommand = {
  words: ['tron', 'next-broadcast'],
  usage:
    'tron next-broadcast <REVERT|OUT_OF_ENERGY|DROPPED|SUCCESS>   the next sent transfer fails on chain, or is never included',
  run: async (args, sandbox) => {
    const [outcome] = options(args, []).positionals;
    if (!outcome || !NEXT_BROADCAST_OUTCOMES.includes(outcome))
      throw new SandboxUsageError(`tron next-broadcast takes one of ${NEXT_BROADCAST_OUTCOMES.join(', ')}`);
    await sandbox.request('POST', '/sandbox/tron/next-broadcast', { outcome });
    return outcome === 'SUCCESS'
      ? 'The next broadcast succeeds'
      : outcome === 'DROPPED'
        ? 'The next broadcast is taken and never included in a block'
        : `The next broadcast is included and fails with ${outcome}`;
  },
};

const tronLaggingNode: SandboxCommand = {
  words: ['tron', 'lagging-node'],
  usage:
    'tron lagging-node <blocks>                transaction and block lookups answer from a node that far behind the head (0: in step)',
  run: async (args, sandbox) => {
    const [count = ''] = options(args, []).positionals;
    if (!/^\d+$/.test(count)) throw new SandboxUsageError('tron lagging-node takes a whole number of blocks');
    await sandbox.request('POST', '/sandbox/tron/lagging-node', { blocks: Number(count) });
    return count === '0'
      ? 'Lookups answer from a node in step with the head'
      : `Lookups answer from a node ${count} blocks behind the head`;
  },
};

const tronOutage: SandboxCommand = {
  words: ['tron', 'outage'],
  usage: 'tron outage <on|off>                     TronGrid answers 503 to every call (on), or is back (off)',
  run: async (args, sandbox) => {
    const [state] = options(args, []).positionals;
    if (state !== 'on' && state !== 'off') throw new SandboxUsageError('tron outage takes on or off');
    await sandbox.request('POST', '/sandbox/tron/outage', { down: state === 'on' });
    return state === 'on' ? 'TronGrid is down: every call answers 503' : 'TronGrid is back';
  },
};

export const tronCommands: SandboxCommand[] = [
  tronSend,
  tronMine,
  tronDrop,
  tronShow,
  tronFund,
  tronStake,
  tronNextBroadcast,
  tronLaggingNode,
  tronOutage,
];
