/**
 * A front for DynamoDB Local that can misbehave the way the service does, so the product's handling of
 * a failing database is tested on the wire, through the AWS SDK's own retries, not on a mocked client.
 * The handlers' DynamoDB endpoint is this front; with no faults set it only forwards.
 *
 * Faults (chosen per request, at the rate set, among the operations set):
 *   - `throttle`: 400 ThrottlingException, nothing written (the SDK backs off and tries again);
 *   - `conflict`: a TransactWriteItems cancelled with TransactionConflict, nothing written (the ledger
 *     tries again, as DynamoDB asks);
 *   - `lost-answer`: the request is carried out, then answered 500 InternalServerError, so the caller
 *     cannot know it was written (the SDK sends it again; the second try must not write twice).
 *
 * With a seed, each write's fault follows from the seed and the write itself (dynamodb-fault-choice.ts),
 * so a seed that failed a run fails the same writes again, in whatever order they arrive. `firstFaults`
 * are owed before any draw: the first writes they apply to meet them in order (a conflict only a
 * transaction), so a run that must meet a fault kind meets it, however few writes it makes and
 * whatever ids (which are in the writes' keys, so in their draws) the run happened to make.
 *
 * Control, beside the DynamoDB protocol (which is POST / only): `PUT /__faults` with
 * `{ rate, kinds?, operations?, seed? }`, `DELETE /__faults`, `GET /__faults` for what was injected
 * (counts by kind, and each fault with the keys of the write it met).
 */
import { request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { seededDraws, touchedKeys, writeIdentity } from './dynamodb-fault-choice';
import { listenOnLoopback } from './listen';
import { createGuardedServer } from './request-guard';

export const FAULTS_PATH = '/__faults';

export const faultKinds = ['throttle', 'conflict', 'lost-answer'] as const;
export type DynamoFaultKind = (typeof faultKinds)[number];

/** The writes a money movement makes; reads are left alone unless named. */
const WRITE_OPERATIONS = ['TransactWriteItems', 'PutItem', 'UpdateItem', 'DeleteItem'];

export const FaultSettingsSchema = z.strictObject({
  /** The share of matching requests that fail, 0 to 1. */
  rate: z.number().check(z.minimum(0), z.maximum(1)),
  kinds: z.optional(z.array(z.enum(faultKinds)).check(z.minLength(1))),
  /** DynamoDB operation names (`TransactWriteItems`); the writes when absent. */
  operations: z.optional(z.array(z.string()).check(z.minLength(1))),
  /** Makes the choice of faulted requests repeatable: the same writes meet the same faults. */
  seed: z.optional(z.int()),
  /** Faults the first writes they apply to meet, in order, before any draw decides. */
  firstFaults: z.optional(z.array(z.enum(faultKinds))),
});
export type FaultSettings = z.infer<typeof FaultSettingsSchema>;

/** One fault injected: the write it met, by the keys it touches (`pk sk`), and which try it was. */
export interface InjectedFault {
  kind: DynamoFaultKind;
  operation: string;
  keys: string[];
  attempt?: number;
}

export interface FaultCounts {
  forwarded: number;
  injected: Record<DynamoFaultKind, number>;
  /** The faults injected since they were set, oldest first (the last MAX_FAULTS_LISTED). */
  faults: InjectedFault[];
}

/** Enough for a test's run to find the fault that met its write; a long run keeps the latest. */
const MAX_FAULTS_LISTED = 2_000;

const errorBody = (type: string, message: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message, ...extra });

function answer(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, {
    'content-type': 'application/x-amz-json-1.0',
    'x-amzn-requestid': crypto.randomUUID(),
  });
  response.end(body);
}

/** DynamoDB's answer to a transaction that met another one: one reason per item, in order. */
function transactionConflict(body: Buffer): string {
  let items = 1;
  try {
    items = Math.max(
      1,
      (JSON.parse(body.toString('utf8')) as { TransactItems?: unknown[] }).TransactItems?.length ?? 1,
    );
  } catch {}
  const reasons = Array.from({ length: items }, (_, index) =>
    index === 0
      ? { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' }
      : { Code: 'None' },
  );
  return errorBody(
    'TransactionCanceledException',
    `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((reason) => reason.Code).join(', ')}]`,
    { CancellationReasons: reasons },
  );
}

export async function startDynamoDbFaultFront(options: {
  port: number;
  /** DynamoDB Local's port. */
  targetPort: number;
  log: (line: string) => void;
}): Promise<{ url: string; stop: () => Promise<void> }> {
  let settings: FaultSettings | undefined;
  /** What of `firstFaults` no write has met yet. */
  let owed: DynamoFaultKind[] = [];
  /** How many times each write (by identity) has come since faults were set: its try's number. */
  const tries = new Map<string, number>();
  const counts: FaultCounts = {
    forwarded: 0,
    injected: { throttle: 0, conflict: 0, 'lost-answer': 0 },
    faults: [],
  };
  const resetCounts = () => {
    counts.forwarded = 0;
    for (const kind of faultKinds) counts.injected[kind] = 0;
    counts.faults = [];
  };

  const control = (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    if (request.method === 'GET')
      return answer(response, 200, JSON.stringify({ settings: settings ?? null, ...counts }));
    if (request.method === 'DELETE') {
      settings = undefined;
      return answer(response, 200, JSON.stringify(counts));
    }
    if (request.method !== 'PUT')
      return answer(response, 405, JSON.stringify({ error: 'PUT, GET or DELETE' }));
    let parsed: ReturnType<typeof FaultSettingsSchema.safeParse>;
    try {
      parsed = FaultSettingsSchema.safeParse(JSON.parse(body.toString('utf8')));
    } catch {
      return answer(response, 400, JSON.stringify({ error: 'Send JSON' }));
    }
    if (!parsed.success)
      return answer(response, 400, JSON.stringify({ error: z.prettifyError(parsed.error) }));
    settings = parsed.data;
    owed = [...(settings.firstFaults ?? [])];
    tries.clear();
    resetCounts();
    options.log(`faults on: ${JSON.stringify(settings)}`);
    return answer(response, 200, JSON.stringify({ settings }));
  };

  /** Whether this try of this write fails, and which kind to pick, in [0, 1) each. */
  const draws = (seed: number | undefined, operation: string, body: Buffer) => {
    if (seed === undefined) return { chance: Math.random(), pick: Math.random() };
    const identity = writeIdentity(operation, body);
    const attempt = (tries.get(identity) ?? 0) + 1;
    tries.set(identity, attempt);
    const [chance, pick] = seededDraws(seed, identity, attempt);
    return { chance, pick, attempt };
  };

  const appliesTo = (operation: string) => (kind: DynamoFaultKind) =>
    kind !== 'conflict' || operation === 'TransactWriteItems';

  /** The owed fault this write meets first, if one applies to it. */
  const owedFault = (operation: string): DynamoFaultKind | undefined => {
    const index = owed.findIndex(appliesTo(operation));
    return index < 0 ? undefined : owed.splice(index, 1)[0];
  };

  /** The fault this request gets, if any, recorded with the write it met. */
  const faultFor = (operation: string, body: Buffer): DynamoFaultKind | undefined => {
    if (!settings || !(settings.operations ?? WRITE_OPERATIONS).includes(operation)) return undefined;
    const { chance, pick, attempt } = draws(settings.seed, operation, body);
    const kinds = (settings.kinds ?? faultKinds).filter(appliesTo(operation));
    const kind =
      owedFault(operation) ?? (chance < settings.rate ? kinds[Math.floor(pick * kinds.length)] : undefined);
    if (!kind) return undefined;
    counts.faults.push({ kind, operation, keys: touchedKeys(body), ...(attempt ? { attempt } : {}) });
    if (counts.faults.length > MAX_FAULTS_LISTED) counts.faults.shift();
    return kind;
  };

  const pass = (
    request: IncomingMessage,
    body: Buffer,
    reply: (status: number, headers: string[], body: Buffer) => void,
  ) => {
    const outgoing = forward(
      {
        host: '127.0.0.1',
        port: options.targetPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (upstream) => {
        const chunks: Buffer[] = [];
        upstream.on('data', (chunk: Buffer) => chunks.push(chunk));
        upstream.on('end', () =>
          reply(upstream.statusCode ?? 502, upstream.rawHeaders, Buffer.concat(chunks)),
        );
      },
    );
    outgoing.on('error', (error) => {
      options.log(`forward error: ${error.message}`);
      reply(502, [], Buffer.from(errorBody('InternalServerError', 'DynamoDB Local did not answer')));
    });
    outgoing.end(body);
  };

  const server = createGuardedServer('dynamodb-faults', options.log, async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if ((request.url ?? '').startsWith(FAULTS_PATH)) return control(request, response, body);

    const operation = String(request.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    const fault = faultFor(operation, body);
    if (fault) counts.injected[fault] += 1;
    else counts.forwarded += 1;
    if (fault === 'throttle')
      return answer(
        response,
        400,
        errorBody('ThrottlingException', 'Rate of requests exceeds the allowed throughput.'),
      );
    if (fault === 'conflict') return answer(response, 400, transactionConflict(body));
    pass(request, body, (status, headers, upstreamBody) => {
      if (fault === 'lost-answer') {
        answer(response, 500, errorBody('InternalServerError', 'Internal server error'));
        return;
      }
      response.writeHead(status, headers);
      response.end(upstreamBody);
    });
  });
  const stop = await listenOnLoopback(server, options.port);
  return { url: `http://localhost:${options.port}`, stop };
}
