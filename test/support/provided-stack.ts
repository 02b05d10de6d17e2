/** What a test needs to reach a running local stack, as the global setup provides it to every file. */
import type { ProvidedContext } from 'vitest';
import type { LocalStack } from '../../lib/local/stack';

export function providedStack(stack: LocalStack): ProvidedContext['stack'] {
  return {
    appUrl: stack.urls.app,
    apiUrl: stack.urls.api,
    mailboxUrl: stack.urls.mailbox,
    cognitoUrl: stack.urls.cognito,
    dynamodbUrl: stack.urls.dynamodb,
    s3Url: stack.urls.s3,
    sandboxUrl: stack.urls.sandbox,
    region: stack.runtimeConfig.region,
    userPoolId: stack.userPool.id,
    userPoolClientId: stack.userPool.clientId,
    handlerEnv: stack.handlerEnv,
    reviewer: stack.reviewer,
  };
}
