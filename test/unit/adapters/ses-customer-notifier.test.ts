/**
 * The SES notifier is best effort: a refused send or a missing address is counted and logged without
 * the address or the message, and never throws into the booking that came before it.
 */

import type { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sesCustomerNotifier } from '../../../lambdas/adapters/notifications/ses-customer-notifier';
import { customerMessages } from '../../../lambdas/domain/notifications/customer-messages';

const message = customerMessages.kycApproved({ at: new Date('2026-11-26T06:00:00Z') });

describe('SES customer notifier', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the subject and text from the sender address to the customer', async () => {
    vi.stubEnv('CUSTOMER_EMAIL_SENDER', 'no-reply@wallet.example.in');
    const sent: SendEmailCommand[] = [];
    await sesCustomerNotifier({
      emailOf: async () => 'asha@example.in',
      send: async (command) => sent.push(command),
    }).tell('asha', message);
    expect(sent.map((command) => command.input)).toEqual([
      {
        FromEmailAddress: 'no-reply@wallet.example.in',
        Destination: { ToAddresses: ['asha@example.in'] },
        Content: {
          Simple: {
            Subject: { Data: 'Your identity check is approved', Charset: 'UTF-8' },
            Body: { Text: { Data: message.text, Charset: 'UTF-8' } },
          },
        },
      },
    ]);
  });

  it('swallows a refusal, logging only the event and the error name', async () => {
    vi.stubEnv('CUSTOMER_EMAIL_SENDER', 'no-reply@wallet.example.in');
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const refusal = Object.assign(new Error('Email address is not verified: asha@example.in'), {
      name: 'MessageRejected',
    });
    await expect(
      sesCustomerNotifier({
        emailOf: async () => 'asha@example.in',
        send: async () => {
          throw refusal;
        },
      }).tell('asha', message),
    ).resolves.toBeUndefined();
    const logged = lines.join('\n');
    expect(logged).toContain('"event":"kyc-approved"');
    expect(logged).toContain('MessageRejected');
    expect(logged).not.toContain('asha@example.in');
    expect(logged).not.toContain('identity check');
  });

  it('sends a message told once only the first time, and gives the name back when the send fails', async () => {
    vi.stubEnv('CUSTOMER_EMAIL_SENDER', 'no-reply@wallet.example.in');
    const claimed = new Set<string>();
    const notices = {
      claim: async (userId: string, once: string) => {
        if (claimed.has(`${userId}/${once}`)) return false;
        claimed.add(`${userId}/${once}`);
        return true;
      },
      release: async (userId: string, once: string) => void claimed.delete(`${userId}/${once}`),
    };
    let refuse = true;
    const sent: SendEmailCommand[] = [];
    const notifier = sesCustomerNotifier({
      emailOf: async () => 'asha@example.in',
      send: async (command) => {
        if (refuse) throw Object.assign(new Error('throttled'), { name: 'TooManyRequestsException' });
        sent.push(command);
      },
      notices,
    });
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await notifier.tell('asha', message, 'R1:returned');
    expect(claimed).toEqual(new Set());
    refuse = false;
    // Two paths at once (a browser return and a webhook), then a redelivery: one email.
    await Promise.all([
      notifier.tell('asha', message, 'R1:returned'),
      notifier.tell('asha', message, 'R1:returned'),
    ]);
    await notifier.tell('asha', message, 'R1:returned');
    expect(sent).toHaveLength(1);
    expect(claimed).toEqual(new Set(['asha/R1:returned']));
  });
});
