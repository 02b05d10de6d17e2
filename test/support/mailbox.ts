/**
 * The local mailbox as a customer reads it: the wallet's own emails (money in or out, the identity
 * check decided, a withdrawal address added), without Cognito's codes.
 */
import { stackUnderTest } from './stack-context';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  kind: string;
}

/** The emails the wallet sent the customer (not Cognito's codes), newest first. */
export async function walletEmailsTo(email: string): Promise<MailMessage[]> {
  const response = await fetch(`${stackUnderTest().mailboxUrl}/messages?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`The mailbox answered ${response.status} for ${email}`);
  return ((await response.json()) as MailMessage[]).filter((message) => message.kind === 'notification');
}
