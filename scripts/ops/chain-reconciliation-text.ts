/**
 * The chain reconciliation (lambdas/domain/tron/chain-reconciliation.ts) as `npm run ops -- ledger
 * reconcile` prints it: each chain account beside what the chain shows for it, then each difference by
 * transaction with the amounts.
 */

import { chainReconciliationDependencies } from '../../lambdas/adapters/chain-watch-dependencies';
import {
  type ChainAccountLine,
  describeChainDifference,
  usdtText,
} from '../../lambdas/domain/tron/chain-reconciliation';
import { reconcileChainDeposits } from '../../lambdas/domain/tron/chain-reconciliation-run';

const figureOf: Record<ChainAccountLine['account'], string> = {
  'usdt-chain-clearing': 'received on the chain from outside the house (tron-deposit-transfers)',
  'usdt-chain-dust': 'of it in transfers under 1 USDT (dust)',
};

/** The text, and whether the book and the chain agree. */
export async function chainReconciliationText(): Promise<{ text: string[]; agree: boolean }> {
  const report = await reconcileChainDeposits(chainReconciliationDependencies());
  const text = report.lines.map(
    (line) =>
      `house/${line.account}: ${usdtText(line.balanceMinor)} in the book, ${usdtText(line.chainMinor)} ${figureOf[line.account]}; ${
        line.differenceMinor === 0n ? 'they agree' : `${usdtText(line.differenceMinor)} apart`
      }.`,
  );
  text.push(
    `Read ${report.transfers} incoming USDT transfers on ${report.addresses} deposit addresses; ${report.awaitingWatcher} solidified past the watcher's watermark, for its next runs to book.`,
  );
  if (report.differences.length > 0)
    text.push(
      `${report.differences.length} chain difference(s):`,
      ...report.differences.map((found) => `  ${describeChainDifference(found)}`),
    );
  const agree = report.differences.length === 0 && report.lines.every((line) => line.differenceMinor === 0n);
  return { text, agree };
}
