/**
 * Every scheduled job a capability declares can be built in the cloud and run by the local twin: its
 * handler module exports `handler`, the export its local run names is there, and a job that runs
 * after another names a job the twin runs on an interval.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ScheduledJob, scheduleDescription } from '../../../contract/schedule-definition';
import { scheduledJobs } from '../../../contract/schedules';

const repositoryRoot = new URL('../../../', import.meta.url).pathname;

const exports = (source: string, name: string) =>
  new RegExp(`export (const|async function|function) ${name}\\b`).test(source);

function missingParts(job: ScheduledJob): string[] {
  const file = join(repositoryRoot, job.handler);
  if (!existsSync(file)) return [`handler ${job.handler}`];
  const source = readFileSync(file, 'utf8');
  const missing = exports(source, 'handler') ? [] : [`an exported handler in ${job.handler}`];
  if (job.local && !exports(source, job.local.run)) missing.push(`${job.local.run} in ${job.handler}`);
  if (job.local && 'after' in job.local.cadence) {
    const { after } = job.local.cadence;
    const leader = scheduledJobs.find((candidate) => candidate.name === after);
    if (!leader?.local || !('everyMs' in leader.local.cadence))
      missing.push(`a job ${after} the twin runs on an interval`);
  }
  return missing;
}

describe('the scheduled job definitions', () => {
  it.each(scheduledJobs.map((job) => [job.name, job] as const))(
    '%s has its handler, and what its local run names',
    (_, job) => {
      expect(missingParts(job)).toEqual([]);
    },
  );

  it('names each job once, and its construct after it', () => {
    const names = scheduledJobs.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    const watcher = scheduledJobs.find((job) => job.name === 'tronDepositWatcher');
    expect(watcher?.constructId).toBe('TronDepositWatcher');
    expect(watcher && scheduleDescription(watcher)).toBe('TRON deposit watcher (every minute)');
  });
});
