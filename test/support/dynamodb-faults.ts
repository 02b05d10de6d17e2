/**
 * Turns the local stack's DynamoDB fault front (lib/local/dynamodb-faults.ts) on and off from a test.
 * Test files run one at a time, so faults set here meet only this file's requests.
 */
import { expect } from 'vitest';
import {
  FAULTS_PATH,
  type FaultCounts,
  type FaultSettings,
  faultKinds,
} from '../../lib/local/dynamodb-faults';
import { stackUnderTest } from './stack-context';

const controlUrl = () => `${stackUnderTest().handlerEnv.AWS_ENDPOINT_URL_DYNAMODB}${FAULTS_PATH}`;

/**
 * Faults on. A run at a rate below 1 also owes one fault of each kind it names to its first writes
 * (`firstFaults`): its writes' keys hold ids made afresh each run, so its draws differ from run to run,
 * and a run of a few writes could otherwise meet no fault at all and prove nothing.
 */
export async function injectDynamoFaults(settings: FaultSettings): Promise<void> {
  const owed =
    settings.rate < 1 && !settings.firstFaults
      ? { ...settings, firstFaults: [...(settings.kinds ?? faultKinds)] }
      : settings;
  const response = await fetch(controlUrl(), { method: 'PUT', body: JSON.stringify(owed) });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** What was injected so far, faults still on. */
export async function dynamoFaultsSoFar(): Promise<FaultCounts> {
  const response = await fetch(controlUrl());
  expect(response.status).toBe(200);
  return (await response.json()) as FaultCounts;
}

/** The faults that met a write touching this item (its `pk` and `sk`). */
export const faultsMeeting = (counts: FaultCounts, item: { pk: string; sk: string }) =>
  counts.faults.filter((fault) => fault.keys.includes(`${item.pk} ${item.sk}`));

/** Stops injecting and says how many of each fault were injected. */
export async function stopDynamoFaults(): Promise<FaultCounts> {
  const response = await fetch(controlUrl(), { method: 'DELETE' });
  expect(response.status).toBe(200);
  return (await response.json()) as FaultCounts;
}

/**
 * What one fault run met: the faults injected (all kinds), the retries they caused outside the
 * handlers (redeliveries, operators running a command again; each fault is also retried inside, by the
 * AWS SDK or the ledger), and the checker's verdict after it. It fails a run that injected nothing, since
 * such a run proves nothing, and prints the figures for the run's report.
 */
export function expectFaultRunMet(
  run: string,
  counts: FaultCounts,
  retries: number,
  fullScan: { entries: number },
): void {
  const injected = counts.injected.throttle + counts.injected.conflict + counts.injected['lost-answer'];
  console.info(
    `${run}: ${injected} faults injected (${counts.injected.throttle} throttled, ${counts.injected.conflict} conflicts, ${counts.injected['lost-answer']} lost answers) among ${counts.forwarded} writes forwarded; ${retries} retries; checkers: no breaks in ${fullScan.entries} entries nor on the stream`,
  );
  expect(injected).toBeGreaterThan(0);
}
