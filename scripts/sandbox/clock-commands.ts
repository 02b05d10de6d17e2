/**
 * `npm run sandbox -- clock …`: show or move the local stack's one clock (handlers, schedules, quotes,
 * cooling-off, limits and every sandbox read it), so a waiting rule can be tried without waiting.
 */
import { type SandboxCommand, SandboxUsageError } from './sandbox-command';

interface ClockAnswer {
  now: string;
  offsetMs: number;
  offset: string;
}

const describe = (answer: ClockAnswer) =>
  `Local time ${answer.now} (${answer.offset === 'none' ? 'the system’s time' : `${answer.offset} ahead of the system’s time`})`;

const clockShow: SandboxCommand = {
  words: ['clock'],
  usage: 'clock                                     the local time the handlers and sandboxes read',
  run: async (args, sandbox) => {
    if (args.length > 0 && args[0] !== 'show')
      throw new SandboxUsageError(`Unknown clock command: ${args[0]}`);
    return describe(await sandbox.request<ClockAnswer>('GET', '/sandbox/clock'));
  },
};

const clockAdvance: SandboxCommand = {
  words: ['clock', 'advance'],
  usage:
    'clock advance <30s|10m|25h|2d>            move the local clock forward (past a quote, a cooling-off, a day)',
  run: async (args, sandbox) => {
    const [by] = args;
    if (!by || args.length > 1 || !/^\d+[smhd]$/.test(by))
      throw new SandboxUsageError('Say how far, a whole number of s, m, h or d: clock advance 25h');
    return describe(await sandbox.request<ClockAnswer>('POST', '/sandbox/clock', { advance: by }));
  },
};

const clockSet: SandboxCommand = {
  words: ['clock', 'set'],
  usage: 'clock set <ISO time>                      put the local clock at this time; it runs on from there',
  run: async (args, sandbox) => {
    const [at] = args;
    if (!at || args.length > 1 || !Number.isFinite(Date.parse(at)))
      throw new SandboxUsageError('Name the time, e.g. clock set 2030-05-15T06:30:00Z');
    return describe(await sandbox.request<ClockAnswer>('POST', '/sandbox/clock', { set: at }));
  },
};

const clockReset: SandboxCommand = {
  words: ['clock', 'reset'],
  usage: 'clock reset                               the system’s time again',
  run: async (_args, sandbox) =>
    describe(await sandbox.request<ClockAnswer>('POST', '/sandbox/clock', { reset: true })),
};

export const clockCommands: SandboxCommand[] = [clockShow, clockAdvance, clockSet, clockReset];
