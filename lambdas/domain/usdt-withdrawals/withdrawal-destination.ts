/**
 * Where a USDT withdrawal may go, one rule for every step that can send money there: saving the
 * address, asking for a withdrawal to it, and the sender just before it signs. An address of this
 * wallet (a customer's deposit address, the house's hot wallet and other addresses) is refused: USDT
 * sent there is an internal move the chain watcher rightly never credits, so it would reach no one. An
 * address can become ours after it was saved (a deposit address handed out later), which is why the
 * rule runs again at each step. A smart contract's address (the USDT token contract itself above all)
 * is refused too: it holds no key, and a token sent to a contract that was not written to pass it on
 * can never be spent by anyone.
 */
import { tronAccountHex } from '../tron/tron-address';

export interface DestinationChecks {
  /** Who holds the address as a deposit address, if anyone does. */
  depositAddressOwner(address: string): Promise<string | undefined>;
  /** The house's own addresses (the hot wallet, TRON_HOUSE_ADDRESSES). */
  houseAddresses(): Promise<readonly string[]>;
  /** The USDT contract withdrawals are sent in (mainnet's TR7NHq…; the sandbox's locally). */
  usdtContract: string;
  /** True when a smart contract lives at the address (the full node's wallet/getcontract). */
  isContract(address: string): Promise<boolean>;
}

export const destinationRefusals = {
  ours: 'This is an address of this wallet. Moving USDT between our own addresses is not a withdrawal.',
  tokenContract:
    'This is the address of the USDT token contract itself, not a wallet: USDT sent to it can never be spent by anyone. Copy the receiving address from your wallet or exchange.',
  contract:
    'This is the address of a smart contract, not a wallet: USDT sent to it may never be spent by anyone. Copy the receiving address from your wallet or exchange.',
} as const;

const sameAccount = (a: string, b: string) => tronAccountHex(a) === tronAccountHex(b);

/** True when the address is one of ours: the house's, or any customer's deposit address. */
export async function isOurAddress(
  address: string,
  checks: Pick<DestinationChecks, 'depositAddressOwner' | 'houseAddresses'>,
): Promise<boolean> {
  const house = await checks.houseAddresses();
  if (house.some((each) => sameAccount(each, address))) return true;
  return (await checks.depositAddressOwner(address)) !== undefined;
}

/** Why USDT may not be sent to the address, in the customer's words; undefined when it may. */
export async function destinationRefusal(
  address: string,
  checks: DestinationChecks,
): Promise<string | undefined> {
  if (await isOurAddress(address, checks)) return destinationRefusals.ours;
  if (sameAccount(address, checks.usdtContract)) return destinationRefusals.tokenContract;
  if (await checks.isContract(address)) return destinationRefusals.contract;
  return undefined;
}
