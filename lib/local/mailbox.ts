/**
 * The local inbox: every email Cognito would send (sign-up code, resent code, password reset code) and
 * every email the handlers send through SES (ses-outbound-emails.ts) lands here instead of a real
 * inbox, readable as JSON by tests and as a small page by a person.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { writeFileAtomically } from './atomic-file';
import { listenOnLoopback } from './listen';
import { createGuardedServer } from './request-guard';
import { receiveOutboundEmail, SES_SEND_EMAIL_PATH } from './ses-outbound-emails';

export type MailKind = 'sign-up' | 'resend-code' | 'forgot-password' | 'notification' | 'other';

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  body: string;
  code?: string;
  kind: MailKind;
  sentAt: string;
}

export class Mailbox {
  private messages: MailMessage[] = [];

  /** With a file the messages survive a restart; without one they live in memory only. */
  constructor(private readonly file?: string) {
    if (file) {
      try {
        this.messages = JSON.parse(readFileSync(file, 'utf8')) as MailMessage[];
      } catch {
        this.messages = [];
      }
    }
  }

  deliver(message: Omit<MailMessage, 'id' | 'sentAt'>): MailMessage {
    const stored = { id: randomUUID(), sentAt: new Date().toISOString(), ...message };
    this.messages.push(stored);
    this.save();
    return stored;
  }

  /** Newest first, optionally only those sent to one address (compared case-insensitively). */
  list(to?: string | null): MailMessage[] {
    const wanted = to?.toLowerCase();
    return this.messages.filter((message) => !wanted || message.to.toLowerCase() === wanted).reverse();
  }

  clear(): void {
    this.messages = [];
    this.save();
  }

  private save() {
    if (this.file) writeFileAtomically(this.file, JSON.stringify(this.messages, null, 2));
  }
}

const escapeHtml = (value: string) =>
  value.replace(/[<>&"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot' }[char]};`);

function page(messages: MailMessage[]): string {
  const rows = messages
    .map(
      (message) => `<article>
  <header><strong>${escapeHtml(message.subject)}</strong> → ${escapeHtml(message.to)} <time>${escapeHtml(message.sentAt)}</time></header>
  ${message.code ? `<p class="code">${escapeHtml(message.code)}</p>` : ''}
  <pre>${escapeHtml(message.body)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>Local mailbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; background: #111; color: #eee; }
  article { border: 1px solid #444; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  time { color: #aaa; font-size: 0.85em; margin-left: 0.5rem; }
  .code { font-size: 2rem; letter-spacing: 0.3rem; font-family: monospace; color: #ffd400; margin: 0.5rem 0; }
  pre { white-space: pre-wrap; margin: 0; }
  button { padding: 0.4rem 0.8rem; }
</style></head>
<body>
<h1>Local mailbox</h1>
<p>Emails the local Cognito and the wallet (through SES) would have sent, newest first. JSON: <a href="/messages">/messages</a>.
<button onclick="fetch('/messages', { method: 'DELETE' }).then(() => location.reload())">Delete all</button></p>
${rows || '<p>No messages yet. Sign up in the app and the code appears here.</p>'}
<script>setTimeout(() => location.reload(), 5000)</script>
</body></html>`;
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  response.end(JSON.stringify(body));
}

export async function startMailboxServer(
  mailbox: Mailbox,
  port: number,
  log: (line: string) => void,
): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createGuardedServer('mailbox', log, (request, response) => {
    const url = new URL(request.url ?? '/', 'http://mailbox.local');
    const to = url.searchParams.get('to');
    if (request.method === 'POST' && url.pathname === SES_SEND_EMAIL_PATH) {
      return receiveOutboundEmail(mailbox, request, response);
    }
    if (request.method === 'GET' && url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page(mailbox.list(to)));
    } else if (request.method === 'GET' && url.pathname === '/messages') {
      sendJson(response, 200, mailbox.list(to));
    } else if (request.method === 'GET' && url.pathname === '/messages/latest') {
      const latest = mailbox.list(to)[0];
      if (latest) sendJson(response, 200, latest);
      else sendJson(response, 404, { message: to ? `No message to ${to}` : 'No messages' });
    } else if (request.method === 'DELETE' && url.pathname === '/messages') {
      mailbox.clear();
      response.writeHead(204, { 'access-control-allow-origin': '*' }).end();
    } else if (request.method === 'OPTIONS') {
      response
        .writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, DELETE' })
        .end();
    } else {
      sendJson(response, 404, { message: 'Not Found' });
    }
  });
  const closeServer = await listenOnLoopback(server, port);
  return {
    url: `http://localhost:${port}`,
    stop: closeServer,
  };
}
