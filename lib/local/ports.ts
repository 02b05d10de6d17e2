/**
 * Fixed ports of the local stack. `dev` is what `npm start` uses (documented in docs/local-stack.md); `test` is what
 * `npm test` uses, so tests can run while a developer's `npm start` is up; `restart` is the stack a
 * test runs as a child process of its own, kills and starts again on its kept data, beside the shared
 * test stack; `bench` is the stack `npm run bench`'s load stage starts and stops, so it can measure while
 * `npm start` and the tests run. `WALLET_TEST_PORT_OFFSET` shifts every test and restart port, so two checkouts of the
 * project can run their test suites side by side.
 */
export const LOCAL_PROFILES = ['dev', 'test', 'restart', 'bench'] as const;
export type LocalProfile = (typeof LOCAL_PROFILES)[number];

export const isLocalProfile = (name: string | undefined): name is LocalProfile =>
  (LOCAL_PROFILES as readonly (string | undefined)[]).includes(name);

export interface LocalPorts {
  app: number;
  api: number;
  mailbox: number;
  cognito: number;
  s3: number;
  dynamodb: number;
  /** The front the handlers reach DynamoDB Local through, which can inject the service's faults. */
  dynamodbFaults: number;
  /** Stand-ins for outside providers (payments, …): lib/local/sandbox. */
  sandbox: number;
}

/** How far WALLET_TEST_PORT_OFFSET shifts the test, restart and bench stacks (0 when unset). */
export function testPortOffset(): number {
  const offset = Number(process.env.WALLET_TEST_PORT_OFFSET ?? 0);
  return Number.isInteger(offset) && offset >= 0 && offset < 1000 ? offset : 0;
}

function shifted(ports: LocalPorts, offset: number): LocalPorts {
  return Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [name, port + offset]),
  ) as unknown as LocalPorts;
}

const TEST_PORTS: LocalPorts = {
  app: 15173,
  api: 13001,
  mailbox: 13002,
  cognito: 19229,
  s3: 14569,
  dynamodb: 18000,
  dynamodbFaults: 18001,
  sandbox: 13003,
};

/**
 * The restart stack sits 50 above the test ports: checkouts shift their ports by whole hundreds, so no
 * checkout's restart stack can take a port of any checkout's test stack.
 */
const RESTART_PORTS = shifted(TEST_PORTS, 50);

/** The load bench's stack sits 70 above the test ports, clear of the restart stack's 50. */
const BENCH_PORTS = shifted(TEST_PORTS, 70);

export const localPorts: Record<LocalProfile, LocalPorts> = {
  dev: {
    app: 5173,
    api: 3001,
    mailbox: 3002,
    cognito: 9229,
    s3: 4569,
    dynamodb: 8000,
    dynamodbFaults: 8001,
    sandbox: 3003,
  },
  test: shifted(TEST_PORTS, testPortOffset()),
  restart: shifted(RESTART_PORTS, testPortOffset()),
  bench: shifted(BENCH_PORTS, testPortOffset()),
};
