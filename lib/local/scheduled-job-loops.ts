/**
 * What the cloud runs on a schedule, the local stack runs in loops started from the same declarations
 * (each job's `local`, contract/schedules/*): a job runs a fixed interval after its previous run ends, or
 * right after each run of the job it follows; some only under `npm start`, some once at start-up too. A
 * failed run is logged and the loop goes on: no chain or ledger error can stop the stack.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LocalRun, ScheduledJob } from '../../contract/schedule-definition';
import { type ScheduledJobName, scheduledJobs, type scheduledJobsByName } from '../../contract/schedules';
import { repositoryRoot } from './local-paths';
import type { LocalProfile } from './ports';
import { repeatAfterEachRun } from './repeating-run';

/** The jobs the twin runs by itself: those that declare a `local` run. */
type LocallyRunJobName = {
  [Name in ScheduledJobName]: (typeof scheduledJobsByName)[Name] extends { local: LocalRun } ? Name : never;
}[ScheduledJobName];

interface RunLog {
  /** The stack log's source for the job's lines. */
  source: string;
  /** What a failed run is called, before its error's message. */
  failed: string;
  /** What a run's report is worth saying, if anything: a quiet run says nothing. */
  said?: (report: never) => string | undefined;
}

/** How each job the twin runs speaks in its log. */
const runLogs: Record<LocallyRunJobName, RunLog> = {
  tronDepositWatcher: {
    source: 'tron-watch',
    failed: 'watch run failed',
    said: (report: { failed: number }) =>
      report.failed > 0 ? `${report.failed} pending deposits never became final: failed` : undefined,
  },
  usdtWithdrawalSender: {
    source: 'tron-watch',
    failed: 'withdrawal sender run failed',
    said: (report: { returned: number }) =>
      report.returned > 0 ? `${report.returned} USDT withdrawals failed on chain: returned` : undefined,
  },
  proofOfReservesPublisher: {
    source: 'reserves',
    failed: 'proof of reserves not published',
    said: (report: { leafCount: number }) => `proof of reserves published: ${report.leafCount} customers`,
  },
};

type Log = (source: string, line: string) => void;

const localRunOf = (job: ScheduledJob): LocalRun => {
  if (!job.local) throw new Error(`${job.name} declares no local run`);
  return job.local;
};

/** One run of a job, through the export its declaration names; never throws. */
async function runOnce(job: ScheduledJob, log: Log): Promise<void> {
  const { run } = localRunOf(job);
  const { source, failed, said } = runLogs[job.name as LocallyRunJobName];
  try {
    // Loaded here, after the stack has set the handler environment the adapters read.
    const module = (await import(pathToFileURL(join(repositoryRoot, job.handler)).href)) as Record<
      string,
      () => Promise<never>
    >;
    const runJob = module[run];
    if (typeof runJob !== 'function') throw new Error(`${job.handler} exports no ${run}`);
    const line = said?.(await runJob());
    if (line) log(source, line);
  } catch (error) {
    log(source, `${failed}: ${(error as Error).message}`);
  }
}

const runsIn = (profile: LocalProfile) => (job: ScheduledJob) =>
  job.local !== undefined && (!job.local.devOnly || profile === 'dev');

/**
 * The loop of a job with its own interval: it, then each job declared to run after it (in `profile`).
 * Runs once first when the job asks to run at start-up, and resolves after that run.
 */
export async function startJobLoop(
  job: ScheduledJob,
  options: { profile: LocalProfile; log: Log; intervalMs?: number },
): Promise<{ stop(): Promise<void> }> {
  const { cadence, atStart } = localRunOf(job);
  if (!('everyMs' in cadence)) throw new Error(`${job.name} runs after ${cadence.after}, in its loop`);
  const followers = scheduledJobs.filter(
    (follower) =>
      runsIn(options.profile)(follower) &&
      follower.local &&
      'after' in follower.local.cadence &&
      follower.local.cadence.after === job.name,
  );
  const run = async () => {
    await runOnce(job, options.log);
    for (const follower of followers) await runOnce(follower, options.log);
  };
  if (atStart) await run();
  return repeatAfterEachRun(run, options.intervalMs ?? cadence.everyMs);
}

/** Every job the twin runs by itself in `profile`, each in its loop; stopping waits for runs under way. */
export async function startScheduledJobLoops(options: {
  profile: LocalProfile;
  log: Log;
}): Promise<{ stop(): Promise<void> }> {
  const heads = scheduledJobs.filter(
    (job) => runsIn(options.profile)(job) && job.local && 'everyMs' in job.local.cadence,
  );
  const loops = await Promise.all(heads.map((job) => startJobLoop(job, options)));
  return {
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}
