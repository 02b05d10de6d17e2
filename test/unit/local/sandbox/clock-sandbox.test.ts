/**
 * The local clock as the handlers and a tester meet it: a file only the local stack names, moved through
 * the sandbox's control API and page, read back by the handlers' own now().
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CLOCK_FILE_VARIABLE, nowMs } from '../../../../lambdas/adapters/clock';
import { durationMs, localClock, offsetText } from '../../../../lib/local/local-clock';
import { clockModule } from '../../../../lib/local/sandbox/clock/clock-module';
import { type SandboxServer, startSandboxServer } from '../../../../lib/local/sandbox/sandbox-server';

const HOUR_MS = 3_600_000;

describe('the handlers’ clock', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'clock-')), 'clock.json');
  afterEach(() => {
    delete process.env[LOCAL_CLOCK_FILE_VARIABLE];
  });

  it('is the system’s where no clock file is named (the cloud), or none was written yet', () => {
    const before = Date.now();
    expect(nowMs()).toBeGreaterThanOrEqual(before);
    expect(nowMs() - Date.now()).toBeLessThanOrEqual(0);
    process.env[LOCAL_CLOCK_FILE_VARIABLE] = join(tmpdir(), 'no-such-clock.json');
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(HOUR_MS);
  });

  it('runs the local clock’s offset ahead of the system’s, and refuses a file it cannot read', () => {
    process.env[LOCAL_CLOCK_FILE_VARIABLE] = file;
    localClock(file).advance(25 * HOUR_MS);
    expect(nowMs() - Date.now()).toBeGreaterThan(24 * HOUR_MS);
    writeFileSync(file, '{"offsetMs":"a day"}');
    expect(() => nowMs()).toThrow(/offsetMs/);
  });
});

describe('durations and offsets as a person writes and reads them', () => {
  it('reads 30s, 10m, 25h and 2d, and nothing else', () => {
    expect(['30s', '10m', '25h', '2d'].map(durationMs)).toEqual([
      30_000,
      600_000,
      25 * HOUR_MS,
      2 * 24 * HOUR_MS,
    ]);
    expect(['25', '1.5h', '-1h', 'h', '1w'].map(durationMs)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('shows the offset by its parts', () => {
    expect(offsetText(0)).toBe('none');
    expect(offsetText(25 * HOUR_MS)).toBe('+1d 1h');
    expect(offsetText(-(5 * 60_000 + 30_000))).toBe('-5m 30s');
  });
});

describe('the clock sandbox', () => {
  const clock = localClock(join(mkdtempSync(join(tmpdir(), 'clock-')), 'clock.json'));
  let server: SandboxServer;
  beforeAll(async () => {
    server = await startSandboxServer({ port: 0, modules: [clockModule(clock)], log: () => {} });
  });
  afterAll(() => server.stop());

  const post = (body: string, type = 'application/json') =>
    fetch(`${server.url}/sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
      redirect: 'manual',
    });

  it('moves forward, to a time, and back to the system’s', async () => {
    const advanced = (await (await post('{"advance":"25h"}')).json()) as { offsetMs: number; offset: string };
    expect(advanced).toMatchObject({ offsetMs: 25 * HOUR_MS, offset: '+1d 1h' });
    const set = (await (await post('{"set":"2030-05-15T06:30:00Z"}')).json()) as { now: string };
    expect(Math.abs(Date.parse(set.now) - Date.parse('2030-05-15T06:30:00Z'))).toBeLessThan(60_000);
    expect(((await (await post('{"reset":true}')).json()) as { offsetMs: number }).offsetMs).toBe(0);
  });

  it('refuses a clock moved back or by something that is not a duration, and keeps its time', async () => {
    for (const body of ['{"advance":"-1h"}', '{"advance":"soon"}', '{"set":"tomorrow"}', '{}']) {
      const answer = await post(body);
      expect(answer.status, body).toBe(400);
    }
    expect(clock.offsetMs()).toBe(0);
  });

  it('moves by the buttons on the sandbox page', async () => {
    const page = await (await fetch(server.url)).text();
    expect(page).toContain('name="advance" value="25h"');
    const pressed = await post('advance=25h', 'application/x-www-form-urlencoded');
    expect(pressed.status).toBe(303);
    expect(clock.offsetMs()).toBe(25 * HOUR_MS);
    expect(await (await fetch(server.url)).text()).toContain('+1d 1h');
    await post('reset=true', 'application/x-www-form-urlencoded');
    expect(clock.offsetMs()).toBe(0);
  });
});
