/**
 * `npm run invoke -- <FunctionName> <event.json>`: runs one route's handler with an event file against
 * the running dev local stack, the way `sam local invoke` does in the cloud world. The handler gets
 * the same environment as under the local HTTP API; no JWT check runs (the event's claims are trusted,
 * as they are once API Gateway has passed a request on).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { routes } from '../contract/routes';
import { loadHandler } from '../lib/local/http-api';
import { lambdaContext } from '../lib/local/lambda-context';
import { stackFiles } from '../lib/local/local-paths';
import { applyHandlerEnv } from '../lib/local/stack';
import { runningStackPid } from '../lib/local/stack-lock';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [functionName, eventFile] = process.argv.slice(2);
const names = routes.map((route) => route.functionName).join(', ');
if (!functionName || !eventFile)
  fail(`Usage: npm run invoke -- <FunctionName> <event.json>\nFunctions: ${names}`);

const route = routes.find((candidate) => candidate.functionName.toLowerCase() === functionName.toLowerCase());
if (!route) fail(`No function named ${functionName}. Functions: ${names}`);

const files = stackFiles('dev');
if (!runningStackPid('dev') || !existsSync(files.handlerEnv))
  fail(
    'The dev local stack is not running: start it with `npm start` in another terminal, then invoke again.',
  );

const event = JSON.parse(readFileSync(resolve(eventFile), 'utf8')) as unknown;
applyHandlerEnv(JSON.parse(readFileSync(files.handlerEnv, 'utf8')) as Record<string, string>);

const requestId = randomUUID();
const started = performance.now();
try {
  const handler = await loadHandler(route);
  const initMs = performance.now() - started;
  const invoked = performance.now();
  const result = await handler(event, lambdaContext(route.functionName, requestId));
  console.log(JSON.stringify(result, null, 2));
  console.error(
    `REPORT RequestId: ${requestId} Function: ${route.functionName} Init Duration: ${initMs.toFixed(1)} ms Duration: ${(performance.now() - invoked).toFixed(1)} ms`,
  );
  process.exit(0);
} catch (error) {
  console.error(
    JSON.stringify({ errorType: (error as Error).name, errorMessage: (error as Error).message }, null, 2),
  );
  console.error((error as Error).stack);
  process.exit(1);
}
