/**
 * Fixed ports of the local stack. `dev` is what `npm start` uses (documented in README); `test` is what
 * `npm test` uses, so tests can run while a developer's `npm start` is up.
 */
export type LocalProfile = 'dev' | 'test';

export interface LocalPorts {
  app: number;
  api: number;
  mailbox: number;
  cognito: number;
  s3: number;
  dynamodb: number;
}

export const localPorts: Record<LocalProfile, LocalPorts> = {
  dev: { app: 5173, api: 3001, mailbox: 3002, cognito: 9229, s3: 4569, dynamodb: 8000 },
  test: { app: 15173, api: 13001, mailbox: 13002, cognito: 19229, s3: 14569, dynamodb: 18000 },
};
