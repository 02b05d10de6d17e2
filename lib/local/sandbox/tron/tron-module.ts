/**
 * The TRON sandbox as a module of the sandbox server: a chain that makes a block every 3 s of the local
 * clock, as TRON does (looking every `blockIntervalMs`, 1 s for `npm start`, for the blocks due; off in
 * tests, which mine on demand so nothing depends on timing), TronGrid's API over it (trongrid-api.ts,
 * trongrid-block-events.ts, tron-full-node.ts, tron-solidity-node.ts, tron-block-api.ts,
 * tron-contracts.ts), a node whose lookups can lag the head (lagging-node.ts), a control API,
 * `npm run sandbox -- tron …` and a form on the sandbox page:
 *
 *   GET  /sandbox/tron                                   height, final height, contracts, latest transfers
 *   POST /sandbox/tron/transfers { to, amount, token?, from? }   a TRC20 transfer in a new block
 *        (amount in token units, e.g. "25.5"; token: a contract address, default the sandbox's USDT)
 *   POST /sandbox/tron/mine { blocks?: 1…1000 }          add empty blocks on top
 *   POST /sandbox/tron/stake { trx, address? }          stake TRX for energy (tron-staking.ts)
 *   POST /sandbox/tron/drop { txId }                     fork a transaction out before its block
 *        solidifies (409 once it has): it was never on the chain, as a dropped transaction on TRON
 *   POST /sandbox/tron/lagging-node { blocks }           lookups answer from a node behind the head
 *        (lagging-node.ts)
 *   POST /sandbox/tron/outage { down }                   TronGrid answers 503 to every call (node-outage.ts)
 */
import type { ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { formatAmount, isTronAddress, parseAmount } from '../../../../lambdas/local-twin';
import { answerControl, controlInput, parsed } from '../control-input';
import {
  escapeHtml,
  SandboxInputError,
  type SandboxModule,
  type SandboxRequest,
  sendJson,
} from '../sandbox-server';
import {
  handleHotWalletControls,
  hotWalletSection,
  hotWalletState,
  openHotWallet,
} from './hot-wallet-controls';
import { handleLaggingNodeControl, laggingNodeSection } from './lagging-node';
import { NodeOutage } from './node-outage';
import { handleBlockApi } from './tron-block-api';
import {
  BLOCK_INTERVAL_MS,
  type ChainTransfer,
  SANDBOX_FAKE_USDT,
  SANDBOX_HOUSE,
  SANDBOX_SENDER,
  SANDBOX_USDT,
  SOLIDIFY_CONFIRMATIONS,
  TronSandboxChain,
  TronSandboxRefusal,
  tokenOf,
} from './tron-chain';
import { handleContractApi } from './tron-contracts';
import { handleFullNodeApi } from './tron-full-node';
import { handleSolidityNodeApi } from './tron-solidity-node';
import { handleStakeTransactions } from './tron-stake-transactions';
import { handleStaking, stakingSection, stakingState } from './tron-staking';
import { handleTronGridApi } from './trongrid-api';
import { handleBlockEvents } from './trongrid-block-events';

export const DEFAULT_BLOCK_INTERVAL_MS = 1_000;
const MAX_MINED_AT_ONCE = 1_000;
const SHOWN_TRANSFERS = 20;

const tronAddress = z
  .string()
  .check(z.refine(isTronAddress, 'a TRON address (34 characters, starts with T)'));

const transferCommand = z.object({
  to: tronAddress,
  amount: z.string().check(z.regex(/^\d{1,12}(\.\d{1,6})?$/, 'amount is a decimal with at most 6 decimals')),
  token: z.optional(tronAddress),
  from: z.optional(tronAddress),
});

const dropCommand = z.object({
  txId: z.string().check(z.regex(/^[0-9a-fA-F]{64}$/, 'a transaction id (64 hex digits)')),
});

const mineCommand = z.object({
  blocks: z.optional(z.number().check(z.int(), z.gte(1), z.lte(MAX_MINED_AT_ONCE))),
});

export interface TronModuleOptions {
  /** A JSON file to keep the chain in across restarts; memory only without one. */
  stateFile?: string;
  /**
   * How often the chain makes the blocks its clock says are due (one every 3 s, so a clock moved on
   * makes the blocks of the time it skipped); 0: blocks only when mined through the control API.
   */
  blockIntervalMs: number;
  /** The house's hot wallet (the local signer's address): funded on its first start, the default to fund. */
  hotWallet?: string;
  /** Where the chain's time comes from (the local stack's clock); the system's without one. */
  now?: () => number;
}

function describeTransfer(chain: TronSandboxChain, transfer: ChainTransfer) {
  const token = tokenOf(transfer.contract);
  return {
    txId: transfer.txId,
    blockNumber: transfer.blockNumber,
    confirmations: chain.height - transfer.blockNumber,
    final: chain.isConfirmed(transfer),
    dropped: transfer.dropped === true,
    contract: transfer.contract,
    symbol: token.symbol,
    from: transfer.from,
    to: transfer.to,
    value: transfer.value,
    amount: formatAmount(BigInt(transfer.value), 'USDT'),
  };
}

function dropTransfer(chain: TronSandboxChain, txId: string): ChainTransfer {
  try {
    return chain.drop(txId);
  } catch (error) {
    if (error instanceof TronSandboxRefusal) throw new SandboxInputError(error.message, 409);
    throw error;
  }
}

/** Final, dropped, or its confirmations with a button to fork it out. */
function confirmationsCell(transfer: ReturnType<typeof describeTransfer>): string {
  if (transfer.dropped) return '<span class="bad">dropped</span>';
  if (transfer.final) return '<span class="ok">final</span>';
  return `${transfer.confirmations} / ${SOLIDIFY_CONFIRMATIONS} <form method="post" action="/sandbox/tron/drop" class="inline"><input type="hidden" name="txId" value="${escapeHtml(transfer.txId)}"><button type="submit">Drop</button></form>`;
}

export function tronModule(options: TronModuleOptions): SandboxModule & { chain: TronSandboxChain } {
  const chain = new TronSandboxChain(options.stateFile, options.now);
  const outage = new NodeOutage();
  if (options.hotWallet) openHotWallet(chain, options.hotWallet);
  const timer =
    options.blockIntervalMs > 0
      ? setInterval(() => chain.makeDueBlocks(), options.blockIntervalMs)
      : undefined;
  timer?.unref();

  const state = () => ({
    height: chain.height,
    solidifiedHeight: chain.solidifiedHeight,
    confirmationsToFinal: SOLIDIFY_CONFIRMATIONS,
    blockIntervalMs: options.blockIntervalMs > 0 ? BLOCK_INTERVAL_MS : 0,
    usdtContract: SANDBOX_USDT.address,
    fakeUsdtContract: SANDBOX_FAKE_USDT.address,
    houseAddress: SANDBOX_HOUSE,
    lookupLagBlocks: chain.lookupLag,
    trongridDown: outage.down,
    ...hotWalletState(chain, options.hotWallet),
    ...(options.hotWallet ? { hotWalletEnergy: stakingState(chain, options.hotWallet) } : {}),
    transfers: chain
      .history()
      .slice(-SHOWN_TRANSFERS)
      .reverse()
      .map((transfer) => describeTransfer(chain, transfer)),
  });

  const send = (request: SandboxRequest) => {
    const command = parsed(transferCommand, controlInput(request));
    const value = parseAmount(command.amount, 'USDT');
    if (value <= 0n) throw new SandboxInputError('amount must be above zero');
    return chain.send({
      contract: command.token ?? SANDBOX_USDT.address,
      from: command.from ?? SANDBOX_SENDER,
      to: command.to,
      value: value.toString(),
    });
  };

  return {
    name: 'TRON chain (TronGrid)',
    chain,
    handle(request, response: ServerResponse) {
      if (outage.refuse(request, response)) return true;
      if (handleTronGridApi(chain, request, response)) return true;
      if (handleStakeTransactions(chain, request, response)) return true;
      if (handleFullNodeApi(chain, request, response)) return true;
      if (handleContractApi(chain, request, response)) return true;
      if (handleSolidityNodeApi(chain, request, response)) return true;
      if (handleBlockApi(chain, request, response)) return true;
      if (handleBlockEvents(chain, request, response)) return true;
      if (handleStaking(chain, options.hotWallet, request, response)) return true;
      const { pathname } = request.url;
      if (!pathname.startsWith('/sandbox/tron')) return false;
      if (handleHotWalletControls(chain, options.hotWallet, request, response)) return true;
      if (handleLaggingNodeControl(chain, request, response)) return true;
      if (outage.handleControl(request, response)) return true;
      if (pathname === '/sandbox/tron' && request.method === 'GET') sendJson(response, 200, state());
      else if (pathname === '/sandbox/tron/transfers' && request.method === 'POST') {
        const sent = send(request);
        answerControl(request, response, describeTransfer(chain, sent));
      } else if (pathname === '/sandbox/tron/mine' && request.method === 'POST') {
        const { blocks = 1 } = parsed(
          mineCommand,
          controlInput(request, (form) => ({ blocks: Number(form.get('blocks') ?? 1) })),
        );
        chain.mine(blocks);
        answerControl(request, response, { height: chain.height, solidifiedHeight: chain.solidifiedHeight });
      } else if (pathname === '/sandbox/tron/drop' && request.method === 'POST') {
        const { txId } = parsed(
          dropCommand,
          controlInput(request, (form) => ({ txId: form.get('txId') ?? '' })),
        );
        const dropped = dropTransfer(chain, txId);
        answerControl(request, response, describeTransfer(chain, dropped));
      } else sendJson(response, 404, { message: `Nothing here: ${request.method} ${pathname}` });
      return true;
    },
    pageSection() {
      const shown = state();
      const rows = shown.transfers
        .map(
          (transfer) =>
            `<tr><td class="mono">${escapeHtml(transfer.txId.slice(0, 16))}…</td><td>${escapeHtml(transfer.amount)} ${escapeHtml(transfer.symbol)}${transfer.contract === SANDBOX_USDT.address ? '' : ' <span class="bad">(not the USDT contract)</span>'}</td><td class="mono">${escapeHtml(transfer.to)}</td><td>${confirmationsCell(transfer)}</td></tr>`,
        )
        .join('');
      return `<p>Block <strong>${shown.height}</strong> · final up to ${shown.solidifiedHeight} · ${options.blockIntervalMs > 0 ? `a block every ${BLOCK_INTERVAL_MS / 1000} s of the local clock` : 'blocks only when mined (3 s apart)'}
· USDT contract <code>${escapeHtml(SANDBOX_USDT.address)}</code></p>
<form method="post" action="/sandbox/tron/transfers" class="card">
  <label for="tron-to">Send to (a customer's TRC20 deposit address)</label>
  <input id="tron-to" name="to" placeholder="T…" required>
  <label for="tron-amount">Amount</label>
  <input id="tron-amount" name="amount" inputmode="decimal" placeholder="25.00" required>
  <label for="tron-token">Token</label>
  <select id="tron-token" name="token">
    <option value="${escapeHtml(SANDBOX_USDT.address)}">USDT (the sandbox's USDT contract)</option>
    <option value="${escapeHtml(SANDBOX_FAKE_USDT.address)}">A fake "USDT" from another contract</option>
  </select>
  <button class="primary" type="submit">Send</button>
</form>
<form method="post" action="/sandbox/tron/mine" class="inline"><input type="hidden" name="blocks" value="${SOLIDIFY_CONFIRMATIONS}"><button type="submit">Mine ${SOLIDIFY_CONFIRMATIONS} blocks</button></form>
${rows ? `<div class="table"><table><tr><th>Transaction</th><th>Amount</th><th>To</th><th>Confirmations</th></tr>${rows}</table></div>` : '<p class="muted">No transfers yet.</p>'}
${hotWalletSection(chain, options.hotWallet)}
${stakingSection(chain, options.hotWallet)}
${laggingNodeSection(chain)}
${outage.section()}`;
    },
    stop() {
      if (timer) clearInterval(timer);
      chain.save();
    },
  };
}
