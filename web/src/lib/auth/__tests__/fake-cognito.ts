/**
 * A fake Cognito for unit tests, answering in the service's JSON 1.1 wire format (`__type` errors,
 * `AuthenticationResult`), with its own clock so tests can put the device clock elsewhere.
 */
type Json = Record<string, unknown>;

const base64url = (value: string) => Buffer.from(value).toString('base64url');

export function fakeJwt(claims: Json): string {
  return `${base64url(JSON.stringify({ alg: 'RS256', kid: 'fake' }))}.${base64url(JSON.stringify(claims))}.signature`;
}

export interface FakeCall {
  operation: string;
  body: Json;
}

type Answer = Json | { error: string; message: string; status?: number } | 'network-down';

export class FakeCognito {
  readonly calls: FakeCall[] = [];
  /** Server clock in seconds. */
  serverNow = 1_767_225_600;
  tokenLifetime = 3600;
  private issued = 0;
  /** Answers to give instead of the normal behaviour, per operation, first in first out. */
  private readonly scripted = new Map<string, Answer[]>();
  /** Hold refresh answers until released (to see concurrent callers share one refresh). */
  private heldRefreshes: (() => void)[] = [];
  holdRefreshes = false;

  script(operation: string, ...answers: Answer[]): this {
    this.scripted.set(operation, [...(this.scripted.get(operation) ?? []), ...answers]);
    return this;
  }

  releaseRefreshes(): void {
    for (const release of this.heldRefreshes.splice(0)) release();
  }

  callsOf(operation: string): FakeCall[] {
    return this.calls.filter((call) => call.operation === operation);
  }

  tokens(email = 'asha.rao@example.in', withRefresh = true): Json {
    this.issued += 1;
    const common = { sub: 'sub-asha', iat: this.serverNow, exp: this.serverNow + this.tokenLifetime };
    return {
      AccessToken: fakeJwt({
        ...common,
        token_use: 'access',
        username: 'user-asha',
        jti: `access-${this.issued}`,
      }),
      IdToken: fakeJwt({ ...common, token_use: 'id', 'cognito:username': 'user-asha', email }),
      ...(withRefresh ? { RefreshToken: `refresh-${this.issued}` } : {}),
      ExpiresIn: this.tokenLifetime,
      TokenType: 'Bearer',
    };
  }

  fetch: typeof fetch = async (_input, init) => {
    const headers = new Headers(init?.headers);
    const operation = headers.get('x-amz-target')?.replace('AWSCognitoIdentityProviderService.', '') ?? '';
    if (headers.get('content-type') !== 'application/x-amz-json-1.1') throw new Error('wrong content type');
    const body = JSON.parse(String(init?.body)) as Json;
    this.calls.push({ operation, body });
    const answer = this.scripted.get(operation)?.shift() ?? this.normalAnswer(operation, body);
    if (answer === 'network-down') throw new TypeError('Failed to fetch');
    if (body.AuthFlow === 'REFRESH_TOKEN_AUTH' && this.holdRefreshes)
      await new Promise<void>((resolve) => this.heldRefreshes.push(resolve));
    if ('error' in answer) {
      return new Response(JSON.stringify({ __type: answer.error, message: answer.message }), {
        status: Number(answer.status ?? 400),
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': `${answer.error}:` },
      });
    }
    return new Response(JSON.stringify(answer), {
      headers: { 'content-type': 'application/x-amz-json-1.1' },
    });
  };

  private normalAnswer(operation: string, body: Json): Answer {
    const parameters = (body.AuthParameters ?? {}) as Json;
    switch (operation) {
      case 'InitiateAuth':
        return {
          AuthenticationResult: this.tokens(
            String(parameters.USERNAME ?? 'asha.rao@example.in'),
            !parameters.REFRESH_TOKEN,
          ),
        };
      case 'SignUp':
        return {
          UserConfirmed: false,
          UserSub: 'sub-asha',
          CodeDeliveryDetails: { Destination: 'a***@e***' },
        };
      case 'ResendConfirmationCode':
      case 'ForgotPassword':
        return { CodeDeliveryDetails: { Destination: 'a***@e***', DeliveryMedium: 'EMAIL' } };
      default:
        return {};
    }
  }
}
