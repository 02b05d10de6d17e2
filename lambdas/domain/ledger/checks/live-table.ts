/**
 * The invariant check over a live table. A scan is not a snapshot: while customers deposit, one pass
 * can see a new entry but the wallet balance, the record or the stock from before it (or the reverse)
 * and report a break that is not there. So a pass that finds breaks is followed by fresh passes, and
 * only a break found in every pass, with the same difference, is reported: a real break persists, an
 * account that was moving under the scan settles.
 */
import { breakIdentity, FullScanCheck, type LedgerReport } from './full-scan';

export async function checkLiveTable(
  scanInto: (check: FullScanCheck) => Promise<void>,
  options: { passes: number; pause: () => Promise<void> },
): Promise<LedgerReport> {
  const scanOnce = async () => {
    const check = new FullScanCheck();
    await scanInto(check);
    return check.report();
  };
  let report = await scanOnce();
  let suspected = new Set(report.breaks.map(breakIdentity));
  for (let pass = 2; pass <= options.passes && suspected.size > 0; pass += 1) {
    await options.pause();
    report = await scanOnce();
    const persisting = report.breaks.filter(
      (found) => found.kind !== 'book-not-zero' && suspected.has(breakIdentity(found)),
    );
    // The book's total is the sum of every balance: it is off only with some account or entry, so
    // it counts as a break only beside one (under steady writes it can be off in every pass).
    if (persisting.length > 0)
      persisting.push(
        ...report.breaks.filter(
          (found) => found.kind === 'book-not-zero' && suspected.has(breakIdentity(found)),
        ),
      );
    suspected = new Set(persisting.map(breakIdentity));
    report = { ...report, breaks: persisting };
  }
  return report;
}
