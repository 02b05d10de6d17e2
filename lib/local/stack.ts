/**
 * The local twin: every stand-in the product needs, started from one process on fixed ports, wired
 * with the same descriptions as the cloud (tables, routes, runtime config). `npm start` and the test
 * suite's global setup both use it; only the profile, the SPA mode and persistence differ.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { ApiRoute } from '../../contract/route-definition';
import { type RuntimeConfig, RuntimeConfigSchema } from '../../contract/runtime-config';
import { ACCESS_TOKEN_SCOPE } from '../../definitions/identity';
import { LOCAL_CLOCK_FILE_VARIABLE } from '../../lambdas/local-twin';
import { startCognitoLocal } from './cognito-local';
import { startCognitoMends } from './cognito-mends/server';
import { ensureUserPool } from './cognito-pool';
import { startDynamoDbFaultFront } from './dynamodb-faults';
import { assertJava, startDynamoDbLocal } from './dynamodb-local';
import { ensureFieldKeyFile } from './field-key-file';
import { LOCAL_REGION, type LocalUrls, localHandlerEnv } from './handler-environment';
import { ensureHotWalletKey } from './hot-wallet-key-file';
import { startHttpApi } from './http-api';
import { createJwtAuthorizer } from './jwt-authorizer';
import { startLedgerStreamLoop } from './ledger-stream-loop';
import { startLedgerStreamCheckOnce } from './ledger-stream-start';
import { localClock } from './local-clock';
import { dataDirectory, profileDirectory, stackFiles } from './local-paths';
import { Mailbox, startMailboxServer } from './mailbox';
import { openLocalInventory } from './opening-inventory';
import { assertPortsFree } from './port-check';
import { type LocalProfile, localPorts } from './ports';
import { keepServingAfterRequestFailures } from './request-guard';
import { ensureLocalReviewer, type ReviewerSignIn } from './reviewer-account';
import { startS3Local } from './s3-local';
import { sandboxModules } from './sandbox/sandbox-modules';
import { ensureSandboxSecrets } from './sandbox/sandbox-secrets';
import { startSandboxServer } from './sandbox/sandbox-server';
import { DEFAULT_BLOCK_INTERVAL_MS } from './sandbox/tron/tron-module';
import { startScheduledJobLoops } from './scheduled-job-loops';
import { startSpa } from './spa';
import { claimStackLock, runningStackPid } from './stack-lock';

export type { LocalProfile } from './ports';
export { UPLOADS_BUCKET } from './s3-local';

export interface LocalStackOptions {
  profile: LocalProfile;
  spa: 'dev-server' | 'preview' | 'none';
  /** Keep data under .local/<profile> across restarts; otherwise every start is fresh. */
  persist: boolean;
  log?: (source: string, line: string) => void;
  /** Routes the local API serves beside the route table's (the load bench's floor); never the cloud's. */
  extraRoutes?: readonly ApiRoute[];
}

export interface LocalStack {
  urls: LocalUrls;
  runtimeConfig: RuntimeConfig;
  /** The environment the handlers run with (also set into this process's environment). */
  handlerEnv: Record<string, string>;
  userPool: { id: string; clientId: string };
  /** The local KYC reviewer's sign-in (member of kyc-reviewers), printed by `npm start`. */
  reviewer: ReviewerSignIn;
  /** The house's TRON hot wallet (its key stands in for the cloud's KMS key), printed by `npm start`. */
  hotWalletAddress: string;
  stop(): Promise<void>;
}

type Stop = () => Promise<void>;

/**
 * `npm start` makes a TRON block every 3 s of the local clock, as TRON does, looking every second for the
 * blocks due (SANDBOX_TRON_BLOCK_MS to change how often), so a deposit is final about a minute after it
 * is sent; the stacks tests start make none by themselves: tests mine what they need.
 */
function tronBlockIntervalMs(profile: LocalProfile): number {
  if (profile !== 'dev') return 0;
  const configured = Number(process.env.SANDBOX_TRON_BLOCK_MS);
  return Number.isInteger(configured) && configured >= 0 ? configured : DEFAULT_BLOCK_INTERVAL_MS;
}

/** Sets the handler environment into this process, dropping a developer's real AWS session. */
export function applyHandlerEnv(env: Record<string, string>): void {
  for (const name of ['AWS_PROFILE', 'AWS_SESSION_TOKEN', 'AWS_ENDPOINT_URL']) delete process.env[name];
  Object.assign(process.env, env);
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { profile, persist } = options;
  const log = options.log ?? ((source: string, line: string) => console.log(`[${source}] ${line}`));
  const ports = localPorts[profile];
  await assertPortsFree(ports, runningStackPid(profile));
  assertJava();

  const urls = {
    app: `http://localhost:${ports.app}`,
    api: `http://localhost:${ports.api}`,
    mailbox: `http://localhost:${ports.mailbox}`,
    cognito: `http://localhost:${ports.cognito}`,
    s3: `http://localhost:${ports.s3}`,
    dynamodb: `http://localhost:${ports.dynamodb}`,
    dynamodbFaults: `http://localhost:${ports.dynamodbFaults}`,
    sandbox: `http://localhost:${ports.sandbox}`,
  };
  const appOrigins = [urls.app, `http://127.0.0.1:${ports.app}`];
  const files = stackFiles(profile);
  mkdirSync(profileDirectory(profile), { recursive: true });

  const stops: Stop[] = [];
  const temporary: string[] = [];
  const directoryFor = (service: string) => {
    const directory = dataDirectory(profile, service, persist);
    if (!persist) temporary.push(directory);
    return directory;
  };
  const releaseLock = claimStackLock(profile);
  stops.push(async () => releaseLock());
  const stopGuarding = keepServingAfterRequestFailures((line) => log('stack', line));
  stops.push(async () => stopGuarding());

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // Last started, first stopped: the SPA and API go before the services they call.
    for (const step of stops.reverse()) {
      await step().catch((error: Error) => log('stack', `stop failed: ${error.message}`));
    }
    for (const directory of temporary) rmSync(directory, { recursive: true, force: true });
  };

  const sandboxSecrets = ensureSandboxSecrets(profile, persist);
  // A fresh stack starts on the system's time; a kept one where its clock was left, as its data was.
  const clock = localClock(files.clock);
  if (!persist) clock.reset();
  // Set before the sandbox starts: the payment provider's times come from this process's clock.
  process.env[LOCAL_CLOCK_FILE_VARIABLE] = clock.file;
  const hotWallet = ensureHotWalletKey(profile);

  try {
    const mailbox = new Mailbox(persist ? files.mailbox : undefined);
    const started = <T extends { stop: Stop }>(service: Promise<T>) =>
      service.then((running) => {
        stops.push(() => running.stop());
        return running;
      });

    // Java takes longest to come up, so everything else starts while it boots.
    // allSettled: when one fails, the others finish starting first, so stop() reaches all of them.
    const settled = await Promise.allSettled([
      started(
        startDynamoDbLocal({
          port: ports.dynamodb,
          ...(persist ? { dbPath: join(profileDirectory(profile), 'dynamodb') } : {}),
          log: (line) => log('dynamodb', line),
        }),
      ),
      started(
        startS3Local({
          port: ports.s3,
          directory: directoryFor('s3'),
          appOrigins,
          log: (line) => log('s3', line),
        }),
      ),
      started(startMailboxServer(mailbox, ports.mailbox, (line) => log('mailbox', line))),
      (async () => {
        const cognitoDirectory = directoryFor('cognito');
        const local = await started(
          startCognitoLocal({
            directory: cognitoDirectory,
            issuerDomain: urls.cognito,
            mailbox,
            log: (line) => log('cognito', line),
          }),
        );
        const userPool = await ensureUserPool(local);
        const reviewer = await ensureLocalReviewer(local, userPool.id, profile);
        await started(
          startCognitoMends(ports.cognito, {
            cognito: local,
            issuer: (poolId) => `${urls.cognito}/${poolId}`,
            ...(persist ? { sessionsFile: join(cognitoDirectory, 'sessions.json') } : {}),
            log: (line) => log('cognito', line),
          }),
        );
        const issuer = `${urls.cognito}/${userPool.id}`;
        const jwks = (await (await fetch(`${issuer}/.well-known/jwks.json`)).json()) as Jwks;
        return { userPool, issuer, jwks, reviewer };
      })(),
      // Webhooks go to the API, which starts later: until it answers they fail and are retried.
      started(
        startSandboxServer({
          port: ports.sandbox,
          modules: sandboxModules({
            stateDirectory: persist ? join(profileDirectory(profile), 'sandbox') : undefined,
            urls: { api: urls.api, sandbox: urls.sandbox },
            secrets: sandboxSecrets,
            log: (line) => log('sandbox', line),
            tronBlockIntervalMs: tronBlockIntervalMs(profile),
            tronHotWallet: hotWallet.address,
            clock,
          }),
          log: (line) => log('sandbox', line),
        }),
      ),
      started(
        startDynamoDbFaultFront({
          port: ports.dynamodbFaults,
          targetPort: ports.dynamodb,
          log: (line) => log('dynamodb-faults', line),
        }),
      ),
    ]);
    const failure = settled.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    const cognito = (
      settled[3] as PromiseFulfilledResult<{
        userPool: LocalStack['userPool'];
        issuer: string;
        jwks: Jwks;
        reviewer: ReviewerSignIn;
      }>
    ).value;

    const { userPool, issuer, jwks, reviewer } = cognito;
    const handlerEnv = localHandlerEnv({
      urls,
      userPool,
      fieldKeyFile: ensureFieldKeyFile(profile),
      sandboxSecrets,
      hotWallet,
      clockFile: clock.file,
    });
    applyHandlerEnv(handlerEnv);
    await startLedgerStreamCheckOnce({
      dynamodbUrl: urls.dynamodb,
      region: LOCAL_REGION,
      log: (line) => log('ledger-stream', line),
    });
    await openLocalInventory((line) => log('stack', line));

    const runtimeConfig = RuntimeConfigSchema.parse({
      environment: 'local',
      region: LOCAL_REGION,
      apiUrl: urls.api,
      cognito: { userPoolId: userPool.id, userPoolClientId: userPool.clientId, endpoint: urls.cognito },
      mailboxUrl: urls.mailbox,
    } satisfies RuntimeConfig);
    writeFileSync(files.runtimeConfig, `${JSON.stringify(runtimeConfig, null, 2)}\n`);
    writeFileSync(files.handlerEnv, `${JSON.stringify(handlerEnv, null, 2)}\n`);
    process.env.WALLET_RUNTIME_CONFIG = files.runtimeConfig;

    const api = await started(
      startHttpApi({
        port: ports.api,
        appOrigins,
        authorize: createJwtAuthorizer({
          issuer,
          audience: [userPool.clientId],
          jwks,
          requiredScopes: [ACCESS_TOKEN_SCOPE],
        }),
        ...(options.extraRoutes ? { extraRoutes: options.extraRoutes } : {}),
        log: (line) => log('api', line),
      }),
    );
    if (options.spa !== 'none') {
      await started(startSpa({ mode: options.spa, port: ports.app, log: (line) => log('web', line) }));
    }
    // Handler modules load in the background, so the first request does not wait for them.
    void api.warmUp();
    // The scheduled jobs the twin runs itself, from their declarations (contract/schedules/*, `local`).
    const scheduledJobLoops = await startScheduledJobLoops({ profile, log });
    stops.push(() => scheduledJobLoops.stop());
    // The ledger checker on the accounts table's stream, as the cloud's event source mapping runs it.
    const ledgerStream = startLedgerStreamLoop({
      dynamodbUrl: urls.dynamodb,
      region: LOCAL_REGION,
      log: (line) => log('ledger-stream', line),
    });
    stops.push(() => ledgerStream.stop());

    return { urls, runtimeConfig, handlerEnv, userPool, reviewer, hotWalletAddress: hotWallet.address, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
