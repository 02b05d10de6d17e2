/**
 * Customers' emails through Amazon SES v2 (locally the mailbox's SES stand-in, reached through
 * AWS_ENDPOINT_URL_SESV2). The address is the one on the customer's profile, which the sign-up's
 * confirmed Cognito email filled in, read by key from the accounts table every money function already
 * reads, so no function needs the user pool for it. Best effort: a failure is logged without the
 * address or the text (SES's error messages can name the address) and counted, never thrown.
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { environment } from '../../config/environment';
import type { CustomerMessage } from '../../domain/notifications/customer-messages';
import type { CustomerNotifier } from '../../domain/notifications/customer-notifier';
import { logger } from '../../observability/logger';
import { countEvent } from '../../observability/wallet-metrics';
import { loadProfile } from '../profile-repository';

let ses: SESv2Client | undefined;

const sesClient = () => {
  ses ??= new SESv2Client({});
  return ses;
};

export interface SesNotifierOptions {
  emailOf?: (userId: string) => Promise<string | undefined>;
  send?: (command: SendEmailCommand) => Promise<unknown>;
}

const emailOnProfile = async (userId: string) => (await loadProfile(userId))?.email;

function notSent(message: CustomerMessage, why: string): void {
  countEvent('CustomerEmailNotSent');
  logger.warn('A customer email was not sent; the money it tells of is booked all the same', {
    event: message.event,
    why,
  });
}

export function sesCustomerNotifier(options: SesNotifierOptions = {}): CustomerNotifier {
  const emailOf = options.emailOf ?? emailOnProfile;
  const send = options.send ?? ((command: SendEmailCommand) => sesClient().send(command));
  return {
    async tell(userId, message) {
      try {
        const email = await emailOf(userId);
        if (!email) return notSent(message, 'no address on the profile');
        await send(
          new SendEmailCommand({
            FromEmailAddress: environment.customerEmailSender(),
            Destination: { ToAddresses: [email] },
            Content: {
              Simple: {
                Subject: { Data: message.subject, Charset: 'UTF-8' },
                Body: { Text: { Data: message.text, Charset: 'UTF-8' } },
              },
            },
          }),
        );
      } catch (error) {
        notSent(message, error instanceof Error ? error.name : 'unknown failure');
      }
    },
  };
}

let shared: CustomerNotifier | undefined;

/** The notifier of a warm function's invocations. */
export function customerNotifier(): CustomerNotifier {
  shared ??= sesCustomerNotifier();
  return shared;
}
