/**
 * Customers' emails through Amazon SES v2 (locally the mailbox's SES stand-in, reached through
 * AWS_ENDPOINT_URL_SESV2). The address is the one on the customer's profile, which the sign-up's
 * confirmed Cognito email filled in, read by key from the accounts table every money function already
 * reads, so no function needs the user pool for it. Best effort: a failure is logged without the
 * address or the text (SES's error messages can name the address) and counted, never thrown.
 * A message told `once` is claimed beside the customer's items (account-items.ts, TOLD#) before it is
 * sent, so two paths booking the same money at the same moment (a card's browser return and its
 * webhook) tell it once; a send that fails gives the claim back for the next path to try.
 */

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { environment, tableName } from '../../config/environment';
import type { CustomerMessage } from '../../domain/notifications/customer-messages';
import type { CustomerNotifier } from '../../domain/notifications/customer-notifier';
import { logger } from '../../observability/logger';
import { countEvent } from '../../observability/wallet-metrics';
import { accountItems } from '../account-items';
import { dynamoDocuments } from '../aws-clients';
import { loadProfile } from '../profile-repository';

let ses: SESv2Client | undefined;

const sesClient = () => {
  ses ??= new SESv2Client({});
  return ses;
};

/** Which messages told `once` were claimed for sending. */
export interface ToldNotices {
  /** Claims the name; false when another path claimed it first. */
  claim(userId: string, once: string): Promise<boolean>;
  /** Gives a claim back after its send failed. */
  release(userId: string, once: string): Promise<void>;
}

export interface SesNotifierOptions {
  emailOf?: (userId: string) => Promise<string | undefined>;
  send?: (command: SendEmailCommand) => Promise<unknown>;
  notices?: ToldNotices;
}

const emailOnProfile = async (userId: string) => (await loadProfile(userId))?.email;

/** Past the time a replay may still tell of an outcome (RETELL_WITHIN_MS), with room to spare. */
const NOTICE_KEPT_SECONDS = 7 * 24 * 60 * 60;

const toldNoticesInTable: ToldNotices = {
  async claim(userId, once) {
    try {
      await dynamoDocuments().send(
        new PutCommand({
          TableName: tableName('accounts'),
          Item: {
            ...accountItems.toldNotice(userId, once),
            expiresAt: Math.floor(Date.now() / 1000) + NOTICE_KEPT_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  },
  async release(userId, once) {
    await dynamoDocuments().send(
      new DeleteCommand({ TableName: tableName('accounts'), Key: accountItems.toldNotice(userId, once) }),
    );
  },
};

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
  const notices = options.notices ?? toldNoticesInTable;
  return {
    async tell(userId, message, once) {
      let claimed = false;
      try {
        if (once !== undefined) {
          claimed = await notices.claim(userId, once);
          if (!claimed) return;
        }
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
        if (claimed && once !== undefined) await notices.release(userId, once).catch(() => undefined);
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
