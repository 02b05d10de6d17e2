/**
 * cognito-local started in this process: its default server set-up repeated with our own message
 * delivery (codes go to the mailbox, not the console) and without aws-sdk v2 (no triggers run
 * locally, so its Lambda and KMS clients are never used). It listens on an internal port; the
 * mending layer in front of it owns the public Cognito port.
 */
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Writable } from 'node:stream';
import type { Router as RouterType } from 'cognito-local/lib/server/Router';
import type { createServer as createServerType } from 'cognito-local/lib/server/server';
import type { Services } from 'cognito-local/lib/services';
import type { CognitoService } from 'cognito-local/lib/services/cognitoService';
import type { Messages } from 'cognito-local/lib/services/messages';
import { writeFileAtomically } from './atomic-file';
import type { Mailbox, MailKind } from './mailbox';
import { guardServer } from './request-guard';

const requireFromHere = createRequire(import.meta.url);
const requireFromCognitoLocal = createRequire(requireFromHere.resolve('cognito-local/package.json'));
const load = <T>(path: string): T => requireFromHere(`cognito-local/lib/${path}`) as T;

export interface CognitoLocal {
  /** Internal address of cognito-local itself; the product talks to the mending layer instead. */
  internalUrl: string;
  services: Services;
  /** Calls one cognito-local operation in-process, as the HTTP server would. */
  call<T = Record<string, unknown>>(operation: string, request: Record<string, unknown>): Promise<T>;
  stop(): Promise<void>;
}

type LogLine = { level: number; msg?: string; err?: { message?: string } };

/** Cognito's default verification email, which the cloud pool keeps. */
function mailFor(source: string, code: string): { kind: MailKind; subject: string; body: string } {
  switch (source) {
    case 'ForgotPassword':
      return {
        kind: 'forgot-password',
        subject: 'Your verification code',
        body: `Your password reset code is ${code}.`,
      };
    case 'ResendCode':
      return {
        kind: 'resend-code',
        subject: 'Your verification code',
        body: `Your verification code is ${code}.`,
      };
    case 'SignUp':
      return {
        kind: 'sign-up',
        subject: 'Your verification code',
        body: `Your verification code is ${code}.`,
      };
    default:
      return { kind: 'other', subject: 'Your verification code', body: `Your code is ${code}.` };
  }
}

interface StormDbFileEngine {
  path: string;
  async: boolean;
  serialize(data: unknown): string;
  write(data: unknown): Promise<void> | null;
}

/**
 * cognito-local keeps the user pool in StormDB files, which StormDB saves with fs.writeFile: truncate,
 * then write, and two saves close together write the file at once. A stack killed between the two, or
 * racing saves, leave a file the next start refuses ("invalid or corrupted format") or reads as empty,
 * every user gone. Its file engine saves through writeFileAtomically instead, one save after another.
 */
export function saveUserPoolFilesAtomically(): void {
  const stormDb = requireFromCognitoLocal('stormdb') as { localFileEngine: { prototype: StormDbFileEngine } };
  stormDb.localFileEngine.prototype.write = function write(this: StormDbFileEngine, data: unknown) {
    writeFileAtomically(this.path, this.serialize(data));
    return this.async ? Promise.resolve() : null;
  };
}

export async function startCognitoLocal(options: {
  directory: string;
  /** Public base URL (the mending layer): tokens carry `<issuerDomain>/<poolId>` as issuer. */
  issuerDomain: string;
  mailbox: Mailbox;
  log: (line: string) => void;
}): Promise<CognitoLocal> {
  mkdirSync(options.directory, { recursive: true });
  saveUserPoolFilesAtomically();
  const pino = requireFromCognitoLocal('pino') as (options: object, stream: Pick<Writable, 'write'>) => never;
  const logger = pino(
    { level: 'info' },
    {
      write: (line: string) => {
        const entry = JSON.parse(line) as LogLine;
        // Refusals (wrong password, bad code) are logged by the mending layer in the service's words.
        if (entry.level === 40 && entry.msg?.startsWith('Error handling target')) return true;
        options.log(
          `${entry.level >= 50 ? 'error: ' : ''}${entry.msg ?? ''}${entry.err?.message ? ` (${entry.err.message})` : ''}`,
        );
        return true;
      },
    },
  );
  const ctx = { logger };

  const { DateClock } = load<typeof import('cognito-local/lib/services/clock')>('services/clock');
  const { CognitoServiceFactoryImpl } =
    load<typeof import('cognito-local/lib/services/cognitoService')>('services/cognitoService');
  const { UserPoolServiceFactoryImpl } =
    load<typeof import('cognito-local/lib/services/userPoolService')>('services/userPoolService');
  const { StormDBDataStoreFactory } = load<typeof import('cognito-local/lib/services/dataStore/stormDb')>(
    'services/dataStore/stormDb',
  );
  const { TriggersService } = load<typeof import('cognito-local/lib/services/triggers/triggers')>(
    'services/triggers/triggers',
  );
  const { LambdaService } = load<typeof import('cognito-local/lib/services/lambda')>('services/lambda');
  const { otp } = load<typeof import('cognito-local/lib/services/otp')>('services/otp');
  const { JwtTokenGenerator } =
    load<typeof import('cognito-local/lib/services/tokenGenerator')>('services/tokenGenerator');
  const { Router } = load<{ Router: typeof RouterType }>('server/Router');
  const { createServer } = load<{ createServer: typeof createServerType }>('server/server');

  const config = {
    LambdaClient: { region: 'local' },
    TriggerFunctions: {},
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: options.issuerDomain },
    KMSConfig: { region: 'local' },
    ServerConfig: { port: 0, hostname: '127.0.0.1', development: false, https: false },
  };
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(options.directory);
  const cognito: CognitoService = await new CognitoServiceFactoryImpl(
    options.directory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  const unused = {} as never;
  const triggers = new TriggersService(clock, cognito, new LambdaService({}, unused), unused);
  const messages: Messages = {
    deliver: async (_ctx, source, _clientId, _userPoolId, user, code, _metadata, deliveryDetails) => {
      const to = deliveryDetails.Destination ?? user.Username;
      options.mailbox.deliver({ to, code, ...mailFor(source, code) });
      options.log(`mail to ${to}: ${source} code`);
    },
  };
  const services: Services = {
    clock,
    cognito,
    config: config as unknown as Services['config'],
    messages,
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const router = Router(services);
  const server: Server = guardServer(
    await createServer(router, logger, config.ServerConfig, services).start(),
    'cognito-local',
    options.log,
  );
  const { port } = server.address() as AddressInfo;
  return {
    internalUrl: `http://127.0.0.1:${port}`,
    services,
    call: (operation, request) => router(operation)(ctx, request),
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
