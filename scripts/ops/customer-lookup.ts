/** How operators name a customer: the user id, or the email they signed up with (looked up in the user pool). */
import { userIdOfEmail } from '../../lambdas/adapters/user-directory';
import { OpsUsageError } from './ops-environment';

/** `command` names what needs the customer, for the message when none is given. */
export async function customerUserId(customer: string | undefined, command: string): Promise<string> {
  if (!customer) throw new OpsUsageError(`${command} needs the customer's user id or email.`);
  if (!customer.includes('@')) return customer;
  const userId = await userIdOfEmail(customer);
  if (!userId) throw new OpsUsageError(`No account has the email ${customer}.`);
  return userId;
}
