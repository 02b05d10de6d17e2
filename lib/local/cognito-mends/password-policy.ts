/** The pool's password policy, which the service checks on every new password and cognito-local never does. */
import type { Json } from './wire';

interface PasswordPolicy {
  MinimumLength?: number;
  RequireUppercase?: boolean;
  RequireLowercase?: boolean;
  RequireNumbers?: boolean;
  RequireSymbols?: boolean;
}

/** The service's refusal message for a password the policy does not allow, or undefined. */
export function passwordPolicyViolation(password: string, policy: PasswordPolicy): string | undefined {
  const reasons: [boolean | undefined, string][] = [
    [password.length < (policy.MinimumLength ?? 8), 'Password not long enough'],
    [policy.RequireLowercase && !/[a-z]/.test(password), 'Password must have lowercase characters'],
    [policy.RequireUppercase && !/[A-Z]/.test(password), 'Password must have uppercase characters'],
    [policy.RequireNumbers && !/[0-9]/.test(password), 'Password must have numeric characters'],
    [
      policy.RequireSymbols && !/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/.test(password),
      'Password must have symbol characters',
    ],
  ];
  const reason = reasons.find(([violated]) => violated)?.[1];
  return reason ? `Password did not conform with policy: ${reason}` : undefined;
}

const newPasswordField: Record<string, (request: Json) => unknown> = {
  SignUp: (request) => request.Password,
  ConfirmForgotPassword: (request) => request.Password,
  ChangePassword: (request) => request.ProposedPassword,
  AdminSetUserPassword: (request) => request.Password,
  AdminCreateUser: (request) => request.TemporaryPassword,
  RespondToAuthChallenge: (request) => (request.ChallengeResponses as Json | undefined)?.NEW_PASSWORD,
};

/** The new password an operation's request carries, if it is one that sets a password. */
export const newPasswordOf = (operation: string, request: Json): unknown =>
  newPasswordField[operation]?.(request);
