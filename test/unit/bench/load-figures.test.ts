import { describe, expect, it } from 'vitest';
import { scalingVerdict } from '../../../scripts/bench/load/scaling';
import { judgement, regressions } from '../../../scripts/bench/results';

const curve = (points: Record<number, number>) =>
  new Map(Object.entries(points).map(([n, rps]) => [Number(n), rps]));

describe('the scaling verdict', () => {
  it('holds when throughput at 1,000 customers is within the noise of 10 customers', () => {
    expect(scalingVerdict(curve({ 1: 20, 10: 40, 100: 41, 1000: 34 }))).toEqual({
      dropRatio: 1.18,
      falls: false,
    });
  });

  it('falls when 1,000 customers run slower than 10 by more than the noise', () => {
    expect(scalingVerdict(curve({ 1: 20, 10: 40, 100: 38, 1000: 30 }))).toEqual({
      dropRatio: 1.33,
      falls: true,
    });
  });

  it('does not count one customer (one hot wallet) against the curve', () => {
    expect(scalingVerdict(curve({ 1: 90, 10: 40, 100: 40, 1000: 40 })).falls).toBe(false);
  });
});

describe("the load stage against the previous run's", () => {
  it('compares only ratios to the floor, and the uploads speed-up as higher-is-better', () => {
    expect(judgement('load.routes.GET /me.p99Ratio')).toBe('lower-is-better');
    expect(judgement('load.scaling.buys.dropRatio')).toBe('lower-is-better');
    expect(judgement('load.uploads.parallelSpeedupRatio')).toBe('higher-is-better');
    expect(judgement('load.routes.GET /me.rps')).toBe('not-compared');
    expect(judgement('load.cores')).toBe('not-compared');
    expect(judgement('handlers.GetMe.initMs')).toBe('lower-is-better');
  });

  it('flags a route that costs more than 10 % more floors, not raw figures that moved with the machine', () => {
    const previous = { load: { routes: { 'GET /me': { rps: 180, p50Ms: 200, p50Ratio: 1.1 } } } };
    const found = regressions(previous, {
      load: { routes: { 'GET /me': { rps: 90, p50Ms: 400, p50Ratio: 1.3 } } },
    });
    expect(found.map((regression) => regression.figure)).toEqual(['load.routes.GET /me.p50Ratio']);
  });

  it('flags uploads whose parallel parts gained less than before', () => {
    const found = regressions(
      { load: { uploads: { parallelSpeedupRatio: 2 } } },
      { load: { uploads: { parallelSpeedupRatio: 1.5 } } },
    );
    expect(found.map((regression) => regression.figure)).toEqual(['load.uploads.parallelSpeedupRatio']);
  });
});
