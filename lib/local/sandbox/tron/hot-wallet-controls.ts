/**
 * The house's hot wallet on the sandbox chain: the twin's generated key's address, given TRX (for
 * energy and bandwidth beyond its stake), TRX staked for energy and USDT on its first start, and the sandbox's controls for sending from it:
 *
 *   POST /sandbox/tron/fund { address?, trx?, usdt? }     TRX and/or USDT from the sandbox's faucet
 *        (decimal amounts; address: the hot wallet unless named)
 *   POST /sandbox/tron/next-broadcast { outcome }         the next broadcast fails on chain
 *        (OUT_OF_ENERGY, REVERT), is never included (DROPPED), or SUCCESS again
 */
import type { ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import {
  formatAmount,
  isTronAddress,
  LOCAL_OPENING_INVENTORY_MICRO_USDT,
  parseAmount,
} from '../../../../lambdas/local-twin';
import { answerControl, controlInput, parsed } from '../control-input';
import { escapeHtml, SandboxInputError, type SandboxRequest } from '../sandbox-server';
import { BROADCAST_OUTCOMES, SANDBOX_SENDER, SANDBOX_USDT, type TronSandboxChain } from './tron-chain';

/** Enough TRX for a few hundred transfers at mainnet's energy price. */
const OPENING_TRX_SUN = 10_000_000_000n;
/**
 * TRX the hot wallet opens with staked for energy: about 28 million energy a day at mainnet's
 * TotalEnergyWeight, two hundred transfers to new holders or four hundred to holders, a busy day's sends.
 */
const OPENING_ENERGY_STAKE_SUN = 2_000_000_000_000n;
const SHOWN_BROADCASTS = 10;
const amount = z.optional(
  z.string().check(z.regex(/^\d{1,12}(\.\d{1,6})?$/, 'a decimal with at most 6 decimals')),
);

const fundCommand = z.object({
  address: z.optional(
    z.string().check(z.refine(isTronAddress, 'a TRON address (34 characters, starts with T)')),
  ),
  trx: amount,
  usdt: amount,
});
const nextBroadcastCommand = z.object({ outcome: z.enum(BROADCAST_OUTCOMES) });

/** TRX has six decimals (1 TRX = 1,000,000 sun), as USDT has: the same parsing and formatting serve. */
const sunOf = (text: string) => parseAmount(text, 'USDT');
const trxText = (sun: bigint) => formatAmount(sun, 'USDT');

function fund(chain: TronSandboxChain, address: string, trxSun: bigint, usdtMicro: bigint): void {
  if (trxSun > 0n) chain.fundTrx(address, trxSun);
  if (usdtMicro > 0n)
    chain.send({
      contract: SANDBOX_USDT.address,
      from: SANDBOX_SENDER,
      to: address,
      value: usdtMicro.toString(),
    });
}

/** The account a control names, or the hot wallet when it names none. */
export function namedOrHotWallet(named: string | undefined, hotWallet: string | undefined): string {
  const address = named ?? hotWallet;
  if (!address) throw new SandboxInputError('address: no hot wallet is configured, name one');
  return address;
}

/** Gives the hot wallet its opening TRX and the local ledger's opening inventory in USDT, once. */
export function openHotWallet(chain: TronSandboxChain, address: string): void {
  if (!chain.firstOpening(address)) return;
  fund(chain, address, OPENING_TRX_SUN + OPENING_ENERGY_STAKE_SUN, LOCAL_OPENING_INVENTORY_MICRO_USDT);
  chain.stakeForEnergy(address, OPENING_ENERGY_STAKE_SUN);
}

export function hotWalletState(chain: TronSandboxChain, address: string | undefined) {
  return {
    ...(address
      ? {
          hotWallet: {
            address,
            trxSun: chain.trxBalance(address).toString(),
            usdtMicro: chain.usdtBalance(address).toString(),
          },
        }
      : {}),
    nextBroadcast: chain.nextOutcome,
    broadcasts: chain
      .broadcasts()
      .slice(-SHOWN_BROADCASTS)
      .reverse()
      .map((sent) => ({
        txId: sent.txId,
        to: sent.to,
        value: sent.value,
        outcome: sent.outcome,
        blockNumber: sent.blockNumber ?? null,
        final: sent.blockNumber !== undefined && sent.blockNumber <= chain.solidifiedHeight,
      })),
  };
}

/** Answers the hot-wallet controls; false for any other request. */
export function handleHotWalletControls(
  chain: TronSandboxChain,
  hotWallet: string | undefined,
  request: SandboxRequest,
  response: ServerResponse,
): boolean {
  const { pathname } = request.url;
  if (request.method !== 'POST') return false;
  if (pathname === '/sandbox/tron/fund') {
    const command = parsed(fundCommand, controlInput(request));
    const address = namedOrHotWallet(command.address, hotWallet);
    const trxSun = command.trx ? sunOf(command.trx) : 0n;
    const usdtMicro = command.usdt ? parseAmount(command.usdt, 'USDT') : 0n;
    if (trxSun === 0n && usdtMicro === 0n) throw new SandboxInputError('trx or usdt: an amount above zero');
    fund(chain, address, trxSun, usdtMicro);
    answerControl(request, response, {
      address,
      trxSun: chain.trxBalance(address).toString(),
      usdtMicro: chain.usdtBalance(address).toString(),
    });
    return true;
  }
  if (pathname === '/sandbox/tron/next-broadcast') {
    const { outcome } = parsed(nextBroadcastCommand, controlInput(request));
    chain.setNextOutcome(outcome);
    answerControl(request, response, { nextBroadcast: chain.nextOutcome });
    return true;
  }
  return false;
}

export function hotWalletSection(chain: TronSandboxChain, hotWallet: string | undefined): string {
  const state = hotWalletState(chain, hotWallet);
  const wallet = state.hotWallet
    ? `<p>House hot wallet <code>${escapeHtml(state.hotWallet.address)}</code>: ${escapeHtml(trxText(BigInt(state.hotWallet.trxSun)))} TRX · ${escapeHtml(formatAmount(BigInt(state.hotWallet.usdtMicro), 'USDT'))} USDT</p>`
    : '<p class="muted">No hot wallet configured.</p>';
  const rows = state.broadcasts
    .map(
      (sent) =>
        `<tr><td class="mono">${escapeHtml(sent.txId.slice(0, 16))}…</td><td>${escapeHtml(formatAmount(BigInt(sent.value), 'USDT'))} USDT</td><td class="mono">${escapeHtml(sent.to)}</td><td>${escapeHtml(sent.outcome)}${sent.blockNumber === null ? ' (waiting for a block)' : sent.final ? ' · final' : ` · block ${sent.blockNumber}`}</td></tr>`,
    )
    .join('');
  const options = BROADCAST_OUTCOMES.map(
    (outcome) =>
      `<option value="${outcome}"${outcome === state.nextBroadcast ? ' selected' : ''}>${outcome}</option>`,
  ).join('');
  return `${wallet}
<form method="post" action="/sandbox/tron/fund" class="card">
  <label for="tron-fund-trx">Add TRX to the hot wallet</label>
  <input id="tron-fund-trx" name="trx" inputmode="decimal" placeholder="100">
  <label for="tron-fund-usdt">Add USDT to the hot wallet</label>
  <input id="tron-fund-usdt" name="usdt" inputmode="decimal" placeholder="1000">
  <button type="submit">Fund</button>
</form>
<form method="post" action="/sandbox/tron/next-broadcast" class="card">
  <label for="tron-next-broadcast">What the next broadcast transfer does</label>
  <select id="tron-next-broadcast" name="outcome">${options}</select>
  <button type="submit">Set</button>
</form>
${rows ? `<div class="table"><table><tr><th>Sent</th><th>Amount</th><th>To</th><th>Outcome</th></tr>${rows}</table></div>` : '<p class="muted">Nothing sent from the hot wallet yet.</p>'}`;
}
