import { afterEach, describe, expect, it } from 'vitest';
import { forgetSecretValues, secretValue } from '../../../lambdas/adapters/secret-values';

afterEach(() => {
  delete process.env.TEST_SECRET;
  delete process.env.TEST_SECRET_ARN;
  forgetSecretValues();
});

describe('secret values', () => {
  it('uses the value from the environment locally, without asking Secrets Manager', async () => {
    process.env.TEST_SECRET = 'local-value';
    const reads: string[] = [];
    const read = async (id: string) => {
      reads.push(id);
      return 'cloud';
    };
    await expect(secretValue('TEST_SECRET', read)).resolves.toBe('local-value');
    expect(reads).toEqual([]);
  });

  it('reads the secret named by the ARN once per cold start, however many invocations ask', async () => {
    process.env.TEST_SECRET_ARN = 'arn:aws:secretsmanager:ap-south-1:111122223333:secret:razorpay-key-AbCdEf';
    const reads: string[] = [];
    const read = async (id: string) => {
      reads.push(id);
      return 'from-secrets-manager';
    };
    const values = await Promise.all([secretValue('TEST_SECRET', read), secretValue('TEST_SECRET', read)]);
    await secretValue('TEST_SECRET', read);
    expect(values).toEqual(['from-secrets-manager', 'from-secrets-manager']);
    expect(reads).toEqual([process.env.TEST_SECRET_ARN]);
  });

  it('tries again on the next invocation after a failed read', async () => {
    process.env.TEST_SECRET_ARN = 'arn:aws:secretsmanager:ap-south-1:111122223333:secret:x';
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new Error('throttled');
      return 'second-time';
    };
    await expect(secretValue('TEST_SECRET', flaky)).rejects.toThrow('throttled');
    await expect(secretValue('TEST_SECRET', flaky)).resolves.toBe('second-time');
  });

  it('says which variable is missing when neither is set', async () => {
    await expect(secretValue('TEST_SECRET')).rejects.toThrow('TEST_SECRET or TEST_SECRET_ARN');
  });
});
