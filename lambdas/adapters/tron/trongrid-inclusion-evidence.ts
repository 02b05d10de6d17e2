/**
 * Evidence, block by block, that a signed transaction can never be in the chain: the only ground on
 * which the sender may give a withdrawal's money back. Lookups by transaction id (gettransactioninfobyid,
 * gettransactionbyid) and the head (getnowblock) are separate calls that TronGrid's load balancer may
 * send to nodes at different heights, so "nobody knows it and the head is past its expiry" can be said
 * of a transfer that landed. A solidified block, by contrast, is the same on every node that has it, and
 * a node that lacks it answers `{}`, never an empty block.
 *
 * So every solidified block a transaction could be in is read, by number, from
 * `POST /walletsolidity/getblockbynum`: from the block after its reference block (TRON's TaPoS: a
 * transaction is valid only in blocks after the block its ref_block_bytes and ref_block_hash name) up to
 * the first block stamped after its expiration (no block from then on may include it). The evidence
 * holds only if each of them is there, is the block asked for, and lists no transaction with its id.
 * Anything short of that (a block the node lacks, the expiry not yet solidified, a reference block not
 * found) is no evidence, and nothing is returned on it.
 */
import type { SignedUsdtTransfer } from '../../domain/tron/usdt-sending';
import { parseTronGrid, type TronGridOptions, tronGridClient } from './trongrid-client';
import { keptTransaction, solidifiedBlock } from './trongrid-full-node-shapes';
import { blockHeader } from './trongrid-shapes';

/** ref_block_bytes are a block number's low 16 bits: candidates for the reference block are this far apart. */
const REF_BLOCK_CYCLE = 65_536;
/**
 * The most blocks read for one transaction. TRON makes a block every 3 s and a built transaction lives
 * a minute (about 20 blocks); a transaction whose window spans more is left to an operator.
 */
const MAX_BLOCKS_READ = 400;

export function tronGridInclusionEvidence(options: TronGridOptions) {
  const client = tronGridClient(options);
  const solidifiedBlockAt = async (number: number) =>
    parseTronGrid(
      solidifiedBlock,
      await client.post('/walletsolidity/getblockbynum', { num: number }),
      `Solidified block ${number}`,
    );

  /** The reference block's number, found by its low 16 bits and its hash; undefined if not solidified. */
  async function referenceBlock(
    head: number,
    refBytes: string,
    refHash: string,
  ): Promise<number | undefined> {
    const low = Number.parseInt(refBytes, 16);
    const newest = head - ((((head - low) % REF_BLOCK_CYCLE) + REF_BLOCK_CYCLE) % REF_BLOCK_CYCLE);
    // The newest block with those low bits, or the one a cycle before (TRON accepts a reference up to
    // 65,535 blocks back).
    for (const number of [newest, newest - REF_BLOCK_CYCLE]) {
      if (number < 0) continue;
      const block = await solidifiedBlockAt(number);
      if (block.blockID?.toLowerCase().slice(16, 32) === refHash.toLowerCase()) return number;
    }
    return undefined;
  }

  return {
    async neverIncluded(signed: SignedUsdtTransfer): Promise<boolean> {
      let kept: ReturnType<typeof keptTransaction.parse>;
      try {
        kept = keptTransaction.parse(JSON.parse(signed.transaction));
      } catch {
        return false;
      }
      const { ref_block_bytes, ref_block_hash, expiration } = kept.raw_data;
      const head = parseTronGrid(
        blockHeader,
        await client.post('/walletsolidity/getnowblock', {}),
        'The solidified head',
      ).block_header.raw_data;
      // A shortcut to "no evidence" only: a head not yet past the expiry leaves nothing to read.
      if (head.timestamp <= expiration) return false;
      const reference = await referenceBlock(head.number, ref_block_bytes, ref_block_hash);
      if (reference === undefined) return false;
      const id = signed.transactionId.toLowerCase();
      for (let number = reference + 1; number <= reference + MAX_BLOCKS_READ; number += 1) {
        const block = await solidifiedBlockAt(number);
        const header = block.block_header?.raw_data;
        if (!header || header.number !== number) return false;
        if ((block.transactions ?? []).some((transaction) => transaction.txID.toLowerCase() === id))
          return false;
        if (header.timestamp > expiration) return true;
      }
      return false;
    },
  };
}
