/**
 * Customers' emails in the cloud: an SES identity for the domain they are sent from (CDK context
 * `emailDomain`, default below; SES sends only once the domain's DKIM records are in its DNS, as the
 * SES console lists them), and the sender address on it (`emailSender`, default `no-reply@<domain>`;
 * the stack's output CustomerEmailSender). Only functions that
 * tell customers something (their route-table entry's `email` grant, or a scheduled job that books
 * deposits) get the address in CUSTOMER_EMAIL_SENDER and may call ses:SendEmail, on this identity only.
 */
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

/** A domain we can show in a synthesized template; a real deploy names its own with `-c emailDomain=…`. */
export const DEFAULT_EMAIL_DOMAIN = 'wallet.example.in';

export class CustomerEmail extends Construct {
  readonly identity: EmailIdentity;
  readonly senderAddress: string;

  constructor(scope: Construct, id: string, props: { domain?: string; sender?: string } = {}) {
    super(scope, id);
    const domain = props.domain ?? DEFAULT_EMAIL_DOMAIN;
    this.senderAddress = props.sender ?? `no-reply@${domain}`;
    this.identity = new EmailIdentity(this, 'Identity', { identity: Identity.domain(domain) });
  }

  /** The sender's variable for a function that sends. */
  environment(): Record<string, string> {
    return { CUSTOMER_EMAIL_SENDER: this.senderAddress };
  }

  /** SES v2's SendEmail with simple content needs ses:SendEmail on the identity: that, and no other action. */
  grantSend(grantee: IGrantable): void {
    this.identity.grant(grantee, 'ses:SendEmail');
  }
}
