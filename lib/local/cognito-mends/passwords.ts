/** Mends of setting passwords: the pool's policy on every new password, and the service's wrong-password error. */
import type { MendContext, Operation } from './mend-context';
import { newPasswordOf, passwordPolicyViolation } from './password-policy';
import { CognitoWireError, INCORRECT_CREDENTIALS, type Json } from './wire';

/** Refuses a new password the pool's policy does not allow, as the service does before any operation runs. */
export async function refuseWeakNewPassword(
  context: MendContext,
  operation: string,
  request: Json,
  tokenClientId?: unknown,
): Promise<void> {
  const password = newPasswordOf(operation, request);
  if (typeof password !== 'string') return;
  const policy = (await context.poolFor(request, tokenClientId))?.options.Policies?.PasswordPolicy;
  const violation = passwordPolicyViolation(password, policy ?? {});
  if (violation) throw new CognitoWireError('InvalidPasswordException', violation);
}

export function passwordOperations(context: MendContext): Record<string, Operation> {
  return {
    /** A wrong current password is NotAuthorizedException in the service. */
    async ChangePassword(request) {
      return context.forward('ChangePassword', request).catch((error: unknown) => {
        if (error instanceof CognitoWireError && error.type === 'InvalidPasswordException')
          throw new CognitoWireError('NotAuthorizedException', INCORRECT_CREDENTIALS);
        throw error;
      });
    },
  };
}
