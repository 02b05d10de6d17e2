/**
 * Amazon SES v2's SendEmail (`POST /v2/email/outbound-emails`, restJson1) as the local mailbox answers
 * it, so the handlers' SES adapter runs unchanged locally and delivers into the same inbox as Cognito's
 * codes. Like DynamoDB Local and cognito-local it takes any SigV4 signature, but refuses an unsigned
 * request, and refuses what SES refuses: no sender, no recipient, no subject or no body.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Mailbox } from './mailbox';

export const SES_SEND_EMAIL_PATH = '/v2/email/outbound-emails';

/** The largest message SES v2 accepts (40 MB); anything near it is a mistake locally. */
const MAX_BODY_BYTES = 1024 * 1024;

interface SendEmailRequest {
  FromEmailAddress?: unknown;
  Destination?: { ToAddresses?: unknown };
  Content?: { Simple?: { Subject?: { Data?: unknown }; Body?: { Text?: { Data?: unknown } } } };
}

function refuse(response: ServerResponse, status: number, type: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
  response.end(JSON.stringify({ message }));
}

async function bodyOf(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** Answers SES's SendEmail for the mailbox server; the caller routes the path here. */
export async function receiveOutboundEmail(
  mailbox: Mailbox,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const authorization = request.headers.authorization ?? '';
  if (!/^AWS4-HMAC-SHA256 Credential=[^/\s]+\/\d{8}\/[a-z0-9-]+\/ses\/aws4_request,/.test(authorization))
    return refuse(response, 403, 'UnrecognizedClientException', 'The request is not signed for SES.');
  const raw = await bodyOf(request);
  if (raw === undefined) return refuse(response, 400, 'BadRequestException', 'The message is too large.');
  let parsed: SendEmailRequest;
  try {
    parsed = JSON.parse(raw) as SendEmailRequest;
  } catch {
    return refuse(response, 400, 'SerializationException', 'The body is not JSON.');
  }
  const to = parsed.Destination?.ToAddresses;
  const subject = parsed.Content?.Simple?.Subject?.Data;
  const text = parsed.Content?.Simple?.Body?.Text?.Data;
  if (!isText(parsed.FromEmailAddress))
    return refuse(response, 400, 'BadRequestException', 'FromEmailAddress is required.');
  if (!Array.isArray(to) || to.length === 0 || !to.every(isText))
    return refuse(response, 400, 'BadRequestException', 'Destination needs at least one address.');
  if (!isText(subject) || !isText(text))
    return refuse(response, 400, 'BadRequestException', 'A simple message needs a subject and a text body.');
  for (const address of to) mailbox.deliver({ to: address, subject, body: text, kind: 'notification' });
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ MessageId: randomUUID() }));
}
