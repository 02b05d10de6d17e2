/**
 * Razorpay's REST API over fetch: HTTP Basic with the key id and key secret, JSON both ways, and
 * Razorpay's error body (`{ error: { code, description } }`) turned into domain errors. Reads are tried
 * twice on a network failure or a 5xx; writes once (creating an order twice would make two orders).
 */
import type * as z from 'zod/mini';
import { PaymentProviderError, ProviderRecordNotFoundError } from '../../domain/payments/provider-errors';
import { RazorpayErrorBodySchema } from './razorpay-entities';

/** Under API Gateway's 30 s, with room for a retry of a read. */
const REQUEST_TIMEOUT_MS = 10_000;

export interface RazorpayCredentials {
  apiUrl: string;
  keyId: string;
  keySecret: () => Promise<string>;
}

export class RazorpayClient {
  constructor(private readonly credentials: RazorpayCredentials) {}

  get<Schema extends z.ZodMiniType>(path: string, schema: Schema): Promise<z.output<Schema>> {
    return this.request('GET', path, undefined, schema, 2);
  }

  /** Tried once, unless an idempotency header makes a second try safe. */
  post<Schema extends z.ZodMiniType>(
    path: string,
    body: unknown,
    schema: Schema,
    idempotency?: Record<string, string>,
  ): Promise<z.output<Schema>> {
    return this.request('POST', path, body, schema, idempotency ? 2 : 1, idempotency);
  }

  private async request<Schema extends z.ZodMiniType>(
    method: string,
    path: string,
    body: unknown,
    schema: Schema,
    attempts: number,
    extraHeaders: Record<string, string> = {},
  ): Promise<z.output<Schema>> {
    const authorization = `Basic ${Buffer.from(`${this.credentials.keyId}:${await this.credentials.keySecret()}`).toString('base64')}`;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(`${this.credentials.apiUrl}${path}`, {
          method,
          headers: {
            authorization,
            accept: 'application/json',
            ...extraHeaders,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        if (attempt < attempts) continue;
        throw new PaymentProviderError(
          `The payment provider could not be reached (${(error as Error).name})`,
          0,
          'NETWORK_ERROR',
        );
      }
      const text = await response.text();
      if (response.status >= 500 && attempt < attempts) continue;
      if (!response.ok) throw refusal(response.status, text, `${method} ${path.split('?')[0]}`);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new PaymentProviderError(
          'The payment provider answered with something not JSON',
          502,
          'BAD_RESPONSE',
        );
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        const where = parsed.error.issues[0]?.path.map(String).join('.') ?? '';
        throw new PaymentProviderError(
          `The payment provider's answer is not in the documented shape (at '${where}')`,
          502,
          'BAD_RESPONSE',
          `${method} ${path.split('?')[0]}`,
        );
      }
      return parsed.data;
    }
  }
}

function refusal(status: number, text: string, call: string): Error {
  let code = 'SERVER_ERROR';
  let description = `HTTP ${status}`;
  try {
    const body = RazorpayErrorBodySchema.safeParse(JSON.parse(text));
    if (body.success) ({ code, description } = body.data.error);
  } catch {
    // Not Razorpay's error body (a proxy's page, say): the status says enough.
  }
  // Razorpay answers an unknown id with 400 and this description, not with 404.
  if (status === 404 || /does not exist/i.test(description))
    return new ProviderRecordNotFoundError('The payment provider has no such record', call);
  return new PaymentProviderError(
    `The payment provider refused the request: ${description}`,
    status,
    code,
    call,
  );
}
