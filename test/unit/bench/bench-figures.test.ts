import { describe, expect, it } from 'vitest';
import type { RouteGrants } from '../../../contract/route-grants';
import { floorSource, sdkClientsOf } from '../../../scripts/bench/floor-clients';
import { regressions } from '../../../scripts/bench/results';

const route = (grants: RouteGrants) => ({ grants });

describe("a handler's floor", () => {
  it('constructs exactly the SDK clients its grants allow', () => {
    expect(sdkClientsOf(route({ tables: { accounts: 'read' } }))).toEqual(['dynamodb']);
    expect(
      sdkClientsOf(
        route({
          tables: { accounts: 'readWrite' },
          uploadsBucket: 'read',
          userPoolActions: ['cognito-idp:AdminGetUser'],
          fieldKeyActions: ['kms:Decrypt'],
        }),
      ),
    ).toEqual(['dynamodb', 's3', 'cognito', 'kms']);
    expect(sdkClientsOf(route({}))).toEqual([]);
  });

  it('is a module that builds those clients at init and exports them', () => {
    const source = floorSource(['dynamodb', 'kms']);
    expect(source).toContain("from '@aws-sdk/lib-dynamodb'");
    expect(source).toContain('new KMSClient({})');
    expect(source).not.toContain('S3Client');
    expect(source).toContain('export const clients = [');
  });
});

describe('comparing with the previous bench run', () => {
  const previous = {
    spa: { initialJsKb: 120, initialJsRatio: 1.1 },
    lighthouse: { performance: 95 },
    handlers: { GetMe: { initRatio: 1.2, clients: ['dynamodb'] } },
  };

  it('flags a size, time or ratio that grew by more than 10 %', () => {
    const found = regressions(previous, {
      spa: { initialJsKb: 133, initialJsRatio: 1.2 },
      lighthouse: { performance: 95 },
      handlers: { GetMe: { initRatio: 1.3, clients: ['dynamodb'] } },
    });
    expect(found.map((regression) => regression.figure)).toEqual(['spa.initialJsKb']);
  });

  it('flags a Lighthouse score that fell by more than 10 %, not one that rose', () => {
    expect(regressions(previous, { lighthouse: { performance: 80 } }).map((r) => r.figure)).toEqual([
      'lighthouse.performance',
    ]);
    expect(regressions({ lighthouse: { performance: 80 } }, { lighthouse: { performance: 99 } })).toEqual([]);
  });

  it('ignores figures the previous run did not have', () => {
    expect(regressions({}, { handlers: { NewRoute: { initRatio: 3 } } })).toEqual([]);
  });
});
