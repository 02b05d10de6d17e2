/**
 * What the reconciliations share that book what no webhook brought (bank transfers to virtual accounts,
 * card payments on our orders, refunds): the provider's payments (or refunds) of the last day and a
 * bit, listed once however many reconciliations read them, and the booking of each one the ledger has
 * not recorded, a failure left to the next run.
 */
import type { PaymentProvider, ProviderPayment } from '../payments/payment-provider';

/** Razorpay's webhook retries run for 24 hours; the window covers them and a margin. */
export const RECONCILIATION_WINDOW_MS = 26 * 60 * 60 * 1000;
/** Left to the webhook, which normally arrives within seconds. */
export const RECONCILIATION_GRACE_MS = 5 * 60 * 1000;
const PAGE_SIZE = 100;

type Page = { from: Date; to: Date; count: number; skip: number };

/**
 * What a provider's list (payments, refunds) holds of the window, oldest first: the provider lists
 * newest first, and recorded oldest first they show in the wallet in the order they were made.
 */
export async function listedInWindow<Item>(
  list: (page: Page) => Promise<Item[]>,
  options: { now: Date; graceMs: number },
): Promise<Item[]> {
  const to = new Date(options.now.getTime() - options.graceMs);
  const from = new Date(to.getTime() - RECONCILIATION_WINDOW_MS);
  const listed: Item[] = [];
  for (let skip = 0; ; skip += PAGE_SIZE) {
    const page = await list({ from, to, count: PAGE_SIZE, skip });
    listed.push(...page);
    if (page.length < PAGE_SIZE) break;
  }
  return listed.reverse();
}

/** The provider's payments of one window, listed on first read and then kept for the next reader. */
export interface PaymentsWindow {
  payments: () => Promise<ProviderPayment[]>;
}

export function paymentsWindow(
  provider: Pick<PaymentProvider, 'listPayments'>,
  options: { now: Date; graceMs: number },
): PaymentsWindow {
  let listed: Promise<ProviderPayment[]> | undefined;
  return { payments: () => (listed ??= listedInWindow((page) => provider.listPayments(page), options)) };
}

/**
 * How a reconciliation reads the provider's payments: a window another reconciliation of the same run
 * already listed (an operator's `deposits reconcile` runs both), or its own; `graceMs`, how recent a
 * payment may be and still be left to its webhook (an operator may say 0).
 */
export type PaymentsToReconcile = { window: PaymentsWindow } | { graceMs?: number };

export function windowToReconcile(
  deps: { provider: Pick<PaymentProvider, 'listPayments'>; now: () => Date },
  options: PaymentsToReconcile,
): PaymentsWindow {
  if ('window' in options) return options.window;
  return paymentsWindow(deps.provider, {
    now: deps.now(),
    graceMs: options.graceMs ?? RECONCILIATION_GRACE_MS,
  });
}

export interface Reconciliation<Outcome extends string> {
  /** Items of the window this reconciliation looks after. */
  checked: number;
  /** What booking each unrecorded one did. */
  recorded: Partial<Record<Outcome, number>>;
  /** Items the provider or the ledger could not answer for now; the next run tries them again. */
  failures: number;
}

/**
 * Books each item the ledger has not recorded, in order, counting what each booking did (`undefined`:
 * nothing to count). One that fails is counted and left to the next run: its id makes a later booking
 * once, whichever path gets there first.
 */
export async function bookUnrecorded<Item, Outcome extends string>(
  items: readonly Item[],
  steps: {
    isRecorded: (item: Item) => Promise<boolean>;
    book: (item: Item) => Promise<Outcome | undefined>;
  },
): Promise<Reconciliation<Outcome>> {
  const report: Reconciliation<Outcome> = { checked: items.length, recorded: {}, failures: 0 };
  for (const item of items) {
    try {
      if (await steps.isRecorded(item)) continue;
      const outcome = await steps.book(item);
      if (outcome !== undefined) report.recorded[outcome] = (report.recorded[outcome] ?? 0) + 1;
    } catch {
      report.failures += 1;
    }
  }
  return report;
}
