/**
 * The deploy-time resolver of the hot wallet's address answers CloudFormation at the response URL every
 * time: the address on create and update, FAILED with the reason when KMS fails (a deploy that hears
 * nothing hangs for an hour), and a plain SUCCESS on delete (the key is retained, nothing to undo).
 */
import { describe, expect, it } from 'vitest';
import { answerHotWalletAddress, type CustomResourceEvent } from '../../../lambdas/deploy/hot-wallet-address';

const event = (type: CustomResourceEvent['RequestType'], physical?: string): CustomResourceEvent => ({
  RequestType: type,
  ResponseURL: 'https://cloudformation-custom-resource-response.example/presigned',
  StackId: 'stack',
  RequestId: 'request',
  LogicalResourceId: 'HotWalletAddress',
  ...(physical ? { PhysicalResourceId: physical } : {}),
  ResourceProperties: { KeyId: 'arn:aws:kms:ap-south-1:123456789012:key/hot' },
});

async function answered(request: CustomResourceEvent, addressOf: (keyId: string) => Promise<string>) {
  const bodies: Record<string, unknown>[] = [];
  await answerHotWalletAddress(request, addressOf, async (url, body) => {
    expect(url).toBe(request.ResponseURL);
    bodies.push(JSON.parse(body) as Record<string, unknown>);
  });
  expect(bodies).toHaveLength(1);
  return bodies[0];
}

describe('the hot wallet address resource', () => {
  it('answers the address derived from the key on create', async () => {
    const body = await answered(event('Create'), async (keyId) => {
      expect(keyId).toBe('arn:aws:kms:ap-south-1:123456789012:key/hot');
      return 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
    });
    expect(body).toEqual({
      StackId: 'stack',
      RequestId: 'request',
      LogicalResourceId: 'HotWalletAddress',
      Status: 'SUCCESS',
      PhysicalResourceId: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
      Data: { Address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH' },
    });
  });

  it('answers FAILED with the reason when the key cannot be read', async () => {
    const body = await answered(event('Update', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH'), async () => {
      throw new Error('AccessDeniedException');
    });
    expect(body).toMatchObject({
      Status: 'FAILED',
      PhysicalResourceId: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
      Reason: 'AccessDeniedException',
    });
  });

  it('answers SUCCESS on delete without reading the key', async () => {
    const body = await answered(event('Delete', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH'), async () => {
      throw new Error('must not be called');
    });
    expect(body).toMatchObject({
      Status: 'SUCCESS',
      PhysicalResourceId: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
    });
  });
});
