/**
 * The local stack's clock, which handlers, schedules and every sandbox read (lib/local/local-clock.ts):
 * moved forward so a waiting rule (a quote's expiry, an address's 24-hour cooling-off, a day's limit,
 * a PIN lockout) can be tried by hand, through this control API, `npm run sandbox -- clock …` and the
 * buttons on the sandbox page:
 *
 *   GET  /sandbox/clock                               the local time and how far it runs ahead
 *   POST /sandbox/clock  { advance: "25h" }           move it forward (s, m, h or d)
 *   POST /sandbox/clock  { set: "2030-05-15T06:30:00Z" }   put it at this time (it runs on from there)
 *   POST /sandbox/clock  { reset: true }              the system's time again
 */
import type { ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { durationMs, type LocalClock, offsetText } from '../../local-clock';
import { controlInput, handleControlPath } from '../control-input';
import { escapeHtml, SandboxInputError, type SandboxModule, type SandboxRequest } from '../sandbox-server';

const clockCommand = z.union([
  z.object({ advance: z.string() }),
  z.object({ set: z.string() }),
  z.object({ reset: z.literal(true) }),
]);

export function clockModule(clock: LocalClock): SandboxModule {
  const describe = () => {
    const offsetMs = clock.offsetMs();
    return {
      now: new Date(Date.now() + offsetMs).toISOString(),
      offsetMs,
      offset: offsetText(offsetMs),
    };
  };

  const apply = (request: SandboxRequest) => {
    const parsed = clockCommand.safeParse(
      controlInput(request, (form) =>
        form.get('reset') === 'true' ? { reset: true } : Object.fromEntries(form),
      ),
    );
    if (!parsed.success) throw new SandboxInputError('Say advance ("25h"), set (an ISO time) or reset');
    const command = parsed.data;
    if ('advance' in command) {
      const ms = durationMs(command.advance);
      if (!ms) throw new SandboxInputError('advance is a whole number of s, m, h or d, e.g. "25h"');
      clock.advance(ms);
    } else if ('set' in command) {
      const at = Date.parse(command.set);
      if (!Number.isFinite(at)) throw new SandboxInputError('set is a time, e.g. "2030-05-15T06:30:00Z"');
      clock.set(at);
    } else clock.reset();
  };

  return {
    name: 'Clock',
    handle(request, response: ServerResponse) {
      if (request.url.pathname !== '/sandbox/clock') return false;
      handleControlPath(request, response, { describe, apply });
      return true;
    },
    pageSection() {
      const shown = describe();
      const advance = (by: string, what: string) =>
        `<form method="post" action="/sandbox/clock" class="inline"><input type="hidden" name="advance" value="${by}"><button type="submit" title="${escapeHtml(what)}">+${by}</button></form>`;
      return `<p>Local time <strong>${escapeHtml(shown.now)}</strong> · ahead of the system by ${escapeHtml(shown.offset)}
· the handlers, quotes, cooling-off, limits and every sandbox read it</p>
${advance('10m', 'past a quote’s expiry')}
${advance('1h', 'past a PIN lockout')}
${advance('25h', 'past a saved address’s cooling-off and into the next day')}
<form method="post" action="/sandbox/clock" class="inline"><input type="hidden" name="reset" value="true"><button class="danger" type="submit">Back to the system’s time</button></form>`;
    },
  };
}
