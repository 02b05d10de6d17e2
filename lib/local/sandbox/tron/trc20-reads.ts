/**
 * The sandbox USDT's read-only TRC20 calls besides balanceOf, as `triggerconstantcontract` runs them on
 * TRON: `name()`, `symbol()`, `decimals()`, `totalSupply()`, each answered as its ABI-encoded return
 * value (one 32-byte word; a string as offset, length and its padded UTF-8 bytes). The total supply is
 * every USDT the sandbox's faucet sent, as on TRON it is every USDT minted.
 */
import { SANDBOX_SENDER, SANDBOX_USDT, type TronSandboxChain } from './tron-chain';

/** About what mainnet's USDT uses for such a call. */
const READ_ENERGY = 500;

const word = (value: bigint) => value.toString(16).padStart(64, '0');

function abiString(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  const padded = Buffer.alloc(Math.ceil(bytes.length / 32) * 32);
  bytes.copy(padded);
  return word(32n) + word(BigInt(bytes.length)) + padded.toString('hex');
}

/** The call's encoded result; undefined for a function that is not one of these. */
export function tokenRead(
  chain: TronSandboxChain,
  functionSelector: string,
): { result: string; energy: number } | undefined {
  const result = (() => {
    switch (functionSelector) {
      case 'name()':
        return abiString(SANDBOX_USDT.name);
      case 'symbol()':
        return abiString(SANDBOX_USDT.symbol);
      case 'decimals()':
        return word(BigInt(SANDBOX_USDT.decimals));
      case 'totalSupply()': {
        const minted = -chain.usdtBalance(SANDBOX_SENDER);
        return word(minted > 0n ? minted : 0n);
      }
      default:
        return undefined;
    }
  })();
  return result === undefined ? undefined : { result, energy: READ_ENERGY };
}
