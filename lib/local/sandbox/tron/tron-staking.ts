/**
 * Energy on the sandbox chain (tron-resources.ts), as TronGrid answers for it and as a person stakes:
 *
 *   POST|GET /wallet/getaccountresource { address, visible? }   EnergyLimit, EnergyUsed, freeNetLimit,
 *        freeNetUsed, TotalEnergyLimit, TotalEnergyWeight… (zero fields left out; {} for no account)
 *   POST /sandbox/tron/stake { trx, address? }   stakes that much of the account's TRX for ENERGY, as
 *        freezebalancev2 would (the hot wallet unless named); TRON's refusals for less than 1 TRX or more
 *        than the balance
 */
import type { ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { formatAmount, isTronAddress, parseAmount, tronAddressFromHex } from '../../../../lambdas/local-twin';
import { answerControl, controlInput, parsed } from '../control-input';
import { escapeHtml, SandboxInputError, type SandboxRequest, sendJson } from '../sandbox-server';
import { namedOrHotWallet } from './hot-wallet-controls';
import { type TronSandboxChain, TronSandboxRefusal } from './tron-chain';

const stakeCommand = z.object({
  address: z.optional(
    z.string().check(z.refine(isTronAddress, 'a TRON address (34 characters, starts with T)')),
  ),
  trx: z.string().check(z.regex(/^\d{1,12}(\.\d{1,6})?$/, 'a decimal with at most 6 decimals')),
});

const trxText = (sun: bigint) => formatAmount(sun, 'USDT');
const whole = (value: number) => value.toLocaleString('en-US');

function resourceQuery(request: SandboxRequest): string | undefined {
  const address =
    request.method === 'GET'
      ? request.url.searchParams.get('address')
      : (request.json() as { address?: unknown } | undefined)?.address;
  return typeof address === 'string' ? tronAddressFromHex(address) : undefined;
}

export function stakingState(chain: TronSandboxChain, address: string) {
  return {
    energyStakedSun: chain.resources.energyStakeSun(address).toString(),
    energyLimit: chain.resources.energyLimit(address),
    energyAvailable: chain.resources.energyAvailable(address),
  };
}

/** Answers getaccountresource and the stake control; false for any other request. */
export function handleStaking(
  chain: TronSandboxChain,
  hotWallet: string | undefined,
  request: SandboxRequest,
  response: ServerResponse,
): boolean {
  const { pathname } = request.url;
  if (pathname === '/wallet/getaccountresource' && (request.method === 'POST' || request.method === 'GET')) {
    const holder = resourceQuery(request);
    const exists =
      holder !== undefined && (chain.trxBalance(holder) > 0n || chain.resources.energyStakeSun(holder) > 0n);
    sendJson(response, 200, exists ? chain.resources.accountResource(holder) : {});
    return true;
  }
  if (pathname !== '/sandbox/tron/stake' || request.method !== 'POST') return false;
  const command = parsed(stakeCommand, controlInput(request));
  const address = namedOrHotWallet(command.address, hotWallet);
  try {
    chain.stakeForEnergy(address, parseAmount(command.trx, 'USDT'));
  } catch (error) {
    if (error instanceof TronSandboxRefusal) throw new SandboxInputError(error.message);
    throw error;
  }
  answerControl(request, response, {
    address,
    trxSun: chain.trxBalance(address).toString(),
    ...stakingState(chain, address),
  });
  return true;
}

export function stakingSection(chain: TronSandboxChain, hotWallet: string | undefined): string {
  if (!hotWallet) return '';
  const state = stakingState(chain, hotWallet);
  return `<p>Hot wallet's energy: ${escapeHtml(trxText(BigInt(state.energyStakedSun)))} TRX staked for ${whole(state.energyLimit)} energy a day, ${whole(state.energyAvailable)} available now (used energy comes back over 24 hours; a USDT transfer takes about 64,000, 130,000 to an address that never held USDT)</p>
<form method="post" action="/sandbox/tron/stake" class="card">
  <label for="tron-stake-trx">Stake the hot wallet's TRX for energy</label>
  <input id="tron-stake-trx" name="trx" inputmode="decimal" placeholder="100000">
  <button type="submit">Stake</button>
</form>`;
}
