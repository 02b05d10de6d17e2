/**
 * The one vocabulary of limits on an amount: the least and the most of one request, the most of a day
 * (the calendar day in India), what was used of it and what is left. Every figure is a decimal string
 * in the capability's currency.
 *
 * Each capability's terms name these figures in words of their own (`minimumPerOrderInr`, `minimum`,
 * `leftToday`), which clients already read, so the names stay; a capability's `LimitNames` says which
 * of its fields is which term, and from it come the fields of its schema, the server's figures for them
 * and the SPA's reading of them.
 */
import { DecimalAmount } from './wallets';

export interface LimitFigures {
  minimumPerRequest: string;
  maximumPerRequest: string;
  maximumPerDay: string;
  usedToday: string;
  leftToday: string;
}

/** What a screen shows of a capability's limits: what was used today is in what is left. */
export type ShownLimits = Omit<LimitFigures, 'usedToday'>;

/** Which field of a capability's terms holds each term; a terms route need not say what was used. */
export type LimitNames = { readonly [Term in keyof ShownLimits]: string } & { readonly usedToday?: string };

/** The terms' fields as the capability names them. */
export type NamedLimits<Names extends LimitNames> = {
  [Term in keyof Names & keyof LimitFigures as Names[Term] & string]: string;
};

type NamedFields<Names extends LimitNames> = {
  [Term in keyof Names & keyof LimitFigures as Names[Term] & string]: typeof DecimalAmount;
};

const termsOf = <Names extends LimitNames>(names: Names) =>
  Object.entries(names) as [keyof LimitFigures, string][];

/** The schema fields of a capability's limits, spread into its terms' schema. */
export const limitFields = <const Names extends LimitNames>(names: Names) =>
  Object.fromEntries(termsOf(names).map(([, name]) => [name, DecimalAmount])) as NamedFields<Names>;

/** The figures under the capability's names, as its terms route answers them. */
export const namedLimits = <const Names extends LimitNames>(figures: LimitFigures, names: Names) =>
  Object.fromEntries(termsOf(names).map(([term, name]) => [name, figures[term]])) as NamedLimits<Names>;

/** The figures a screen shows, read from the capability's terms by its names. */
export function shownLimits<const Names extends LimitNames>(
  named: NamedLimits<Names>,
  names: Names,
): ShownLimits {
  const field = (term: keyof ShownLimits) => (named as Record<string, string>)[names[term]] ?? '';
  return {
    minimumPerRequest: field('minimumPerRequest'),
    maximumPerRequest: field('maximumPerRequest'),
    maximumPerDay: field('maximumPerDay'),
    leftToday: field('leftToday'),
  };
}
