/**
 * `bench/results.json`: this run's figures, compared with the previous file before it is replaced.
 * A figure that grew by more than 10 % (sizes, times, ratios) or a Lighthouse score that fell by more
 * than 10 % is flagged as a regression. The file is a local artefact (bench/.gitignore): figures
 * depend on the machine, so only runs on one machine compare.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const REGRESSION_THRESHOLD = 0.1;

/** Nested figures as written to the file; only the numbers are compared. */
type Figures = Record<string, unknown>;

/** Every numeric figure by its path (`handlers.GetMe.initRatio`). */
export function flatten(figures: Figures, prefix = ''): Map<string, number> {
  const flat = new Map<string, number>();
  for (const [name, value] of Object.entries(figures)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'number') flat.set(path, value);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [inner, number] of flatten(value as Figures, path)) flat.set(inner, number);
  }
  return flat;
}

export interface Regression {
  figure: string;
  previous: number;
  current: number;
  change: number;
}

export type Judgement = 'lower-is-better' | 'higher-is-better' | 'not-compared';

/**
 * Scores are better when higher; sizes, times and ratios (KB, ms, × floor) when lower. Of the load
 * stage only the ratios are compared: its raw requests per second and milliseconds move with whatever
 * else this shared machine runs, while the floor measured in the same run moves with them.
 */
export function judgement(figure: string): Judgement {
  if (figure.startsWith('lighthouse.')) return 'higher-is-better';
  if (!figure.startsWith('load.')) return 'lower-is-better';
  if (figure.endsWith('SpeedupRatio')) return 'higher-is-better';
  return figure.endsWith('Ratio') ? 'lower-is-better' : 'not-compared';
}

export function regressions(previous: Figures, current: Figures): Regression[] {
  const before = flatten(previous);
  const found: Regression[] = [];
  for (const [figure, value] of flatten(current)) {
    const old = before.get(figure);
    const judged = judgement(figure);
    if (old === undefined || old === 0 || judged === 'not-compared') continue;
    const change = (value - old) / old;
    const worse = judged === 'higher-is-better' ? -change : change;
    if (worse > REGRESSION_THRESHOLD) found.push({ figure, previous: old, current: value, change });
  }
  return found;
}

export function compareAndWrite(file: string, current: Figures): Regression[] {
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Figures) : undefined;
  const found = previous ? regressions(previous, current) : [];
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
  if (!previous) console.log(`\nWrote ${file} (no previous results to compare with).`);
  else if (found.length === 0) console.log(`\nWrote ${file}: no figure regressed by more than 10 %.`);
  else {
    console.log(`\nWrote ${file}. REGRESSIONS over 10 % against the previous run:`);
    for (const { figure, previous: old, current: value, change } of found)
      console.log(`  ${figure}: ${old} → ${value} (${change > 0 ? '+' : ''}${Math.round(change * 100)} %)`);
  }
  return found;
}
