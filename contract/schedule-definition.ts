/**
 * What one scheduled job is, in one place, declared beside its capability's routes
 * (contract/schedules/<capability>.ts, named as contract/routes/<capability>.ts): what it is called, the
 * handler module it runs, how often and for how long, the grants its function gets (the routes' own
 * vocabulary, contract/route-grants.ts) and how the local twin runs it. CDK builds one function and one
 * EventBridge rule per declaration (lib/cloud/scheduled-function.ts); the twin starts its loops from
 * the same declarations (lib/local/scheduled-job-loops.ts).
 */
import type { RouteGrants } from './route-grants';

/** A rate EventBridge can run at, in the unit it is read in. */
export type ScheduleRate = { minutes: number } | { hours: number } | { days: number };

/** A weekly time in UTC, for a job that must run at a quiet hour rather than a rate from the deploy. */
export interface WeeklyTime {
  weekDay: 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN';
  hour: number;
  minute: number;
}

/** How the local twin runs a job; a job without it is run locally only on demand (tests, `npm run ops`). */
export interface LocalRun {
  /**
   * The handler module's export the twin calls: a run without Lambda's context or its log line (a
   * watcher's budget then comes from the module, not from a timeout).
   */
  run: string;
  /** The twin's cadence: `every` ms after the previous run ends, or right after each run of another job. */
  cadence: { everyMs: number } | { after: string };
  /**
   * Run by itself only under `npm start` (the `dev` profile): the stacks tests and benches start leave
   * it to the test. Every stack runs it when absent.
   */
  devOnly?: true;
  /** Also once at start-up, before the stack is ready, so its first result is there at once. */
  atStart?: boolean;
}

export interface ScheduleSpec {
  /** `TRON deposit watcher`: the rule's "Runs the …", and with `cadence` the function's description. */
  subject: string;
  /** `every minute`, `daily`: how a reader says the schedule. */
  cadence: string;
  /** Handler module, relative to the repository root; it exports `handler`. */
  handler: string;
  every: ScheduleRate;
  /** At a fixed weekly time instead of `every` from the deploy; `every` still sizes its alarms. */
  at?: WeeklyTime;
  /** Lambda's timeout of one run; the next run is the retry. */
  timeoutSeconds: number;
  grants: RouteGrants;
  /** What the job does with the accounts table's secondary indexes, which its table grant brings along. */
  indexUse: string;
  local?: LocalRun;
}

/** What a declaration is known by: its key, and its construct id in the stack. */
export interface ScheduleNames<Name extends string = string> {
  readonly name: Name;
  /** PascalCase of the name: the CDK construct id (`TronDepositWatcher`), stable across deploys. */
  readonly constructId: string;
}

export type ScheduledJob = ScheduleSpec & ScheduleNames;

export type ScheduleDefinitions<Declarations extends Record<string, ScheduleSpec>> = {
  readonly [Name in keyof Declarations & string]: Declarations[Name] & ScheduleNames<Name>;
};

const pascalCase = (name: string) => `${name[0]?.toUpperCase() ?? ''}${name.slice(1)}`;

/** One capability's scheduled jobs, each named by its key, which also names its construct. */
export function defineSchedules<const Declarations extends Record<string, ScheduleSpec>>(
  declarations: Declarations,
): ScheduleDefinitions<Declarations> {
  return Object.fromEntries(
    Object.entries(declarations).map(([name, declaration]) => [
      name,
      { ...declaration, name, constructId: pascalCase(name) },
    ]),
  ) as ScheduleDefinitions<Declarations>;
}

/** `TRON deposit watcher (every minute)`: the function's description in the console. */
export const scheduleDescription = (job: Pick<ScheduleSpec, 'subject' | 'cadence'>) =>
  `${pascalCase(job.subject)} (${job.cadence})`;
