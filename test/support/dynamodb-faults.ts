/**
 * Turns the local stack's DynamoDB fault front (lib/local/dynamodb-faults.ts) on and off from a test.
 * Test files run one at a time, so faults set here meet only this file's requests.
 */
import { expect } from 'vitest';
import { FAULTS_PATH, type FaultCounts, type FaultSettings } from '../../lib/local/dynamodb-faults';
import { stackUnderTest } from './stack-context';

const controlUrl = () => `${stackUnderTest().handlerEnv.AWS_ENDPOINT_URL_DYNAMODB}${FAULTS_PATH}`;

export async function injectDynamoFaults(settings: FaultSettings): Promise<void> {
  const response = await fetch(controlUrl(), { method: 'PUT', body: JSON.stringify(settings) });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Stops injecting and says how many of each fault were injected. */
export async function stopDynamoFaults(): Promise<FaultCounts> {
  const response = await fetch(controlUrl(), { method: 'DELETE' });
  expect(response.status).toBe(200);
  return (await response.json()) as FaultCounts;
}
