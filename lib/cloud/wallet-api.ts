/**
 * The HTTP API: one route and one function per route-table entry, behind a Cognito JWT authorizer
 * that accepts access tokens only (they alone carry ACCESS_TOKEN_SCOPE). `reviewer` routes use the
 * same authorizer; the handler checks the `kyc-reviewers` group, because
 * an HTTP API JWT authorizer can require scopes but not groups. CORS is set by SpaOriginCors.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { type CfnStage, HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routes } from '../../contract/routes';
import { ACCESS_TOKEN_SCOPE } from '../../definitions/identity';
import { cloudRouteEnv, type HandlerResources } from './handler-environment';
import { acknowledgeNag } from './nag';
import { RouteFunction } from './route-function';

/** Why each public route opens to anyone, for cdk-nag's APIG4 (a route without an authorizer). */
const publicRouteReasons: Record<string, string> = {
  receiveRazorpayWebhook:
    'A public route on purpose: the payment provider calls it without a token, and the handler refuses any request whose provider signature over the raw body does not verify before reading it.',
  getPublishedReserves:
    "A public route on purpose: proof of reserves is published for anyone to check; it answers only the trees' roots and totals, nothing of any customer.",
};

export class WalletApi extends Construct {
  readonly httpApi: HttpApi;
  /** Base URL without a trailing slash, as the SPA's runtime config wants it. */
  readonly url: string;

  constructor(scope: Construct, id: string, resources: HandlerResources) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', { description: 'INR-USDT wallet API' });
    this.url = this.httpApi.apiEndpoint;
    this.logAccess();

    // Issuer: the pool; audience: the SPA client (checked against `client_id` in access tokens).
    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', resources.userPool, {
      userPoolClients: [resources.spaClient],
    });
    for (const route of routes) {
      const handler = new RouteFunction(this, route.functionName, {
        route,
        environment: cloudRouteEnv(resources, route.grants),
      });
      handler.grantDeclared(route.grants, resources);
      const [apiRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.functionName}Integration`, handler),
        ...(route.access === 'public' ? {} : { authorizer, authorizationScopes: [ACCESS_TOKEN_SCOPE] }),
      });
      if (route.access === 'public' && apiRoute)
        acknowledgeNag(apiRoute, 'APIG4', publicRouteReasons[route.name] ?? 'A public route on purpose.');
    }
  }

  /**
   * One line per request: who (the token's `sub`), which route, the status and timing. Route keys
   * (`GET /ops/kyc/{userId}`), not raw paths or query strings, and never bodies: no PII in the log.
   */
  private logAccess(): void {
    const stage = this.httpApi.defaultStage?.node.defaultChild as CfnStage | undefined;
    if (!stage) return;
    const logGroup = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    stage.accessLogSettings = {
      destinationArn: logGroup.logGroupArn,
      format: JSON.stringify({
        requestId: '$context.requestId',
        requestTime: '$context.requestTime',
        sourceIp: '$context.identity.sourceIp',
        routeKey: '$context.routeKey',
        status: '$context.status',
        responseLength: '$context.responseLength',
        latencyMs: '$context.responseLatency',
        integrationError: '$context.integrationErrorMessage',
        sub: '$context.authorizer.claims.sub',
      }),
    };
  }
}
