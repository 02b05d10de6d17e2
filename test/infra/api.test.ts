import { describe, expect, it } from 'vitest';
import { routes } from '../../contract/routes';
import { tables } from '../../definitions/tables';
import { localHandlerEnv } from '../../lib/local/handler-environment';
import { joinedText, referencedIds, synthesizeWallet } from './wallet-template';

const { template, ofType, single, referencedByOutput, resources, routeFunction, routeStatements } =
  synthesizeWallet();

const userPoolId = referencedByOutput('UserPoolId');
const clientId = referencedByOutput('UserPoolClientId');
const tableIds = new Map(
  tables.map((table) => [
    table.id,
    referencedByOutput(`${table.id.charAt(0).toUpperCase()}${table.id.slice(1)}TableName`),
  ]),
);
const [authorizerId] = single('AWS::ApiGatewayV2::Authorizer');
const fieldKeyIds = {
  encryption: single('AWS::KMS::Key', (key) => key.Properties.KeySpec === undefined)[0],
  hash: single('AWS::KMS::Key', (key) => key.Properties.KeySpec === 'HMAC_256')[0],
};
const routeCases = routes.map((route) => [`${route.method} ${route.path}`, route] as const);
const secretIds = {
  razorpayKeySecret: referencedByOutput('RazorpayKeySecretArn'),
  razorpayWebhookSecret: referencedByOutput('RazorpayWebhookSecretArn'),
};

describe('HTTP API and its JWT authorizer', () => {
  it('accepts only tokens the user pool issued to the SPA client', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: clientId }],
        Issuer: { 'Fn::Join': ['', ['https://cognito-idp.ap-south-1.amazonaws.com/', { Ref: userPoolId }]] },
      },
    });
  });

  it('has one route per entry of the route table and no other', () => {
    const routeKeys = ofType('AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties.RouteKey);
    expect(routeKeys.sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
  });

  it.each(routeCases)('%s asks for an access token unless the route is public', (routeKey, route) => {
    const [, apiRoute] = single(
      'AWS::ApiGatewayV2::Route',
      (candidate) => candidate.Properties.RouteKey === routeKey,
    );
    if (route.access === 'public') expect(apiRoute.Properties.AuthorizerId).toBeUndefined();
    else
      expect(apiRoute.Properties).toMatchObject({
        AuthorizationType: 'JWT',
        AuthorizerId: { Ref: authorizerId },
        // The scope Cognito puts in every access token and in no ID token: ID tokens are refused.
        AuthorizationScopes: ['aws.cognito.signin.user.admin'],
      });
  });

  it('answers browsers from the SPA origin with the shared CORS policy', () => {
    const [, cors] = single('Custom::AWS', (resource) =>
      joinedText(resource.Properties.Create).includes('UpdateApi'),
    );
    const text = joinedText(cors.Properties.Create);
    expect(text).toMatch(/"AllowOrigins":\["https:\/\/\{SiteDistribution\w+\.DomainName\}"\]/);
    // Literal names, not the policy constant the stack is built from, so a change to it shows here:
    // the SPA sends a token and JSON, and must read `Date` to judge token expiry by the API's clock.
    expect(text).toContain('"AllowHeaders":["authorization","content-type","idempotency-key"]');
    expect(text).toContain('"ExposeHeaders":["date"]');
    expect(text).toContain('"MaxAge":600');
  });
});

describe('one Lambda function per route', () => {
  it.each(routeCases)('%s runs on Node.js 22 on arm64, 512 MB, 10 s', (_, route) => {
    const [, fn] = routeFunction(route);
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: 512,
      Timeout: 10,
    });
  });

  it.each(routeCases)('%s logs to its own log group, kept for 30 days', (_, route) => {
    const [, fn] = routeFunction(route);
    const logGroupId = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    expect(resources[logGroupId]).toMatchObject({
      Type: 'AWS::Logs::LogGroup',
      Properties: { RetentionInDays: 30 },
      DeletionPolicy: 'Delete',
    });
  });

  it.each(routeCases)(
    '%s gets the same variables as locally, with source-mapped stack traces',
    (_, route) => {
      const [, fn] = routeFunction(route);
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      const local = localHandlerEnv({
        urls: {
          app: '',
          api: '',
          mailbox: '',
          cognito: '',
          s3: '',
          dynamodb: '',
          dynamodbFaults: '',
          sandbox: '',
        },
        userPool: { id: 'pool', clientId: 'client' },
        fieldKeyFile: 'kms-key',
        sandboxSecrets: { razorpay: { keyId: 'k', keySecret: 's', webhookSecret: 'w' } },
        hotWallet: { keyFile: 'tron-hot-wallet-key', address: 'T' },
        clockFile: 'clock.json',
      });
      // Only the stand-ins need these: Lambda sets region and role credentials; real S3 is virtual-hosted;
      // the key file stands in for the two KMS keys.
      // The payment provider's settings go only to the functions that call it (its secrets as *_ARN).
      const localOnly = (name: string) =>
        name.startsWith('AWS_') ||
        name === 'S3_FORCE_PATH_STYLE' ||
        name === 'FIELD_KEY_FILE' ||
        // The key file stands in for the hot wallet's KMS key, granted only to the function that sends.
        name === 'TRON_HOT_WALLET_KEY_FILE' ||
        name.startsWith('RAZORPAY_') ||
        // Locally the app's origins a checkout may return to; in the cloud the API's CORS rule does
        // that job (the site's URL in a function's environment would make a cycle: site → API URL).
        name === 'APP_ORIGINS' ||
        // The local stack's custody key is the public test key, allowed only there; the cloud's comes
        // from the deploy context (`tronAccountXpub`), which this synthesis does not give.
        name === 'TRON_ACCOUNT_XPUB' ||
        name === 'TRON_PUBLIC_TEST_KEY_ALLOWED' ||
        // The cloud's clock is the system's; only the local stack's can be moved.
        name === 'WALLET_LOCAL_CLOCK_FILE' ||
        // Metrics reach CloudWatch from the cloud's logs; locally no one reads them.
        name === 'POWERTOOLS_METRICS_DISABLED' ||
        // Every local handler may send through the mailbox's SES; in the cloud only those whose grants
        // say `email` get the sender address (test/infra/customer-email.test.ts).
        name === 'CUSTOMER_EMAIL_SENDER';
      const cloudOnly = ['NODE_OPTIONS', 'FIELD_ENCRYPTION_KEY_ID', 'IDENTITY_HASH_KEY_ID'];
      const secretArns = (route.grants.secrets ?? []).map((name) =>
        name === 'razorpayKeySecret' ? 'RAZORPAY_KEY_SECRET_ARN' : 'RAZORPAY_WEBHOOK_SECRET_ARN',
      );
      expect(Object.keys(variables).sort()).toEqual(
        [
          ...Object.keys(local).filter((name) => !localOnly(name)),
          ...cloudOnly,
          ...secretArns,
          ...(route.grants.email ? ['CUSTOMER_EMAIL_SENDER'] : []),
        ].sort(),
      );
      expect(variables).toMatchObject({
        TABLE_ACCOUNTS: { Ref: tableIds.get('accounts') },
        UPLOADS_BUCKET: { Ref: referencedByOutput('UploadsBucketName') },
        USER_POOL_ID: { Ref: userPoolId },
        USER_POOL_CLIENT_ID: { Ref: clientId },
        NODE_OPTIONS: '--enable-source-maps',
      });
    },
  );
});

describe('least privilege, from the route table', () => {
  const getMe = routes.find((route) => route.functionName === 'GetMe');

  it('lets GetMe read and write the accounts table and reach no other table', () => {
    if (!getMe) throw new Error('GetMe is not in the route table');
    const reached = referencedIds(routeStatements(getMe).map((statement) => statement.Resource));
    expect(reached).toContain(tableIds.get('accounts'));
    for (const [id, logicalId] of tableIds) if (id !== 'accounts') expect(reached).not.toContain(logicalId);
    expect(routeStatements(getMe)).toContainEqual(
      expect.objectContaining({
        Action: expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']),
      }),
    );
  });

  it('gives the buy routes the price feed, and only the buy itself the idempotency table', () => {
    const named = (name: string) => {
      const route = routes.find((candidate) => candidate.name === name);
      if (!route) throw new Error(`${name} is not in the route table`);
      return route;
    };
    for (const name of ['getBuyTerms', 'createBuyQuote', 'executeBuy']) {
      const [, fn] = routeFunction(named(name));
      expect(fn.Properties).toMatchObject({
        Environment: { Variables: { PRICE_FEED_URL: 'https://api.wazirx.com' } },
      });
    }
    const idempotency = tableIds.get('idempotency');
    const reachedBy = (name: string) =>
      referencedIds(routeStatements(named(name)).map((statement) => statement.Resource));
    expect(reachedBy('executeBuy')).toContain(idempotency);
    expect(reachedBy('createBuyQuote')).not.toContain(idempotency);
    expect(routeStatements(named('getBuyTerms'))).not.toContainEqual(
      expect.objectContaining({ Action: expect.arrayContaining(['dynamodb:PutItem']) }),
    );
  });

  it.each(routeCases)(
    '%s reaches exactly the tables, bucket, pool, keys and secrets it lists',
    (_, route) => {
      const statements = routeStatements(route);
      const reached = referencedIds(statements.map((statement) => statement.Resource));
      const keyActions = route.grants.fieldKeyActions ?? [];
      const expected = new Set([
        ...Object.keys(route.grants.tables ?? {}).map((id) => tableIds.get(id as never) as string),
        ...(route.grants.uploadsBucket ? [referencedByOutput('UploadsBucketName')] : []),
        ...(route.grants.userPoolActions?.length ? [userPoolId] : []),
        ...(keyActions.some((action) => action !== 'kms:GenerateMac') ? [fieldKeyIds.encryption] : []),
        ...(keyActions.includes('kms:GenerateMac') ? [fieldKeyIds.hash] : []),
        ...(route.grants.secrets ?? []).map((name) => secretIds[name]),
        ...(route.grants.email ? [single('AWS::SES::EmailIdentity')[0]] : []),
      ]);
      expect(reached).toEqual(expected);

      const poolActions = statements
        .filter((statement) => referencedIds(statement.Resource).has(userPoolId))
        .flatMap((statement) => [statement.Action].flat());
      expect(poolActions.sort()).toEqual([...(route.grants.userPoolActions ?? [])].sort());
    },
  );

  it.each(routeCases)('%s may only read a table the route table marks as read', (_, route) => {
    const writes = [
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:DeleteItem',
      'dynamodb:BatchWriteItem',
    ];
    for (const [id, grant] of Object.entries(route.grants.tables ?? {})) {
      if (grant !== 'read') continue;
      const tableId = tableIds.get(id as never) as string;
      const writing = routeStatements(route).filter(
        (statement) =>
          referencedIds(statement.Resource).has(tableId) &&
          [statement.Action].flat().some((action) => writes.includes(action as string)),
      );
      expect(writing).toEqual([]);
    }
  });
});
