/**
 * Structured JSON logs. Callers pass only what is safe to keep: never a whole event or body, which may
 * hold Aadhaar, PAN or bank numbers.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';

let requestId: string | undefined;

export function setRequestId(id: string | undefined): void {
  requestId = id;
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, message, requestId, timestamp: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

export const logger = {
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};

/** The parts of an error that are safe to log: its name, message and stack, not attached payloads. */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error)
    return { errorName: error.name, errorMessage: error.message, stack: error.stack };
  return { errorMessage: String(error) };
}
