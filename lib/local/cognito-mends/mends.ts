/**
 * The mending layer's dispatch: each operation cognito-local gets wrong or lacks is mended in the file
 * of its kind (sign-in, sign-out, sign-up and codes, passwords); every other operation passes through.
 */
import { type CognitoMendsOptions, createMendContext, type Operation } from './mend-context';
import { passwordOperations, refuseWeakNewPassword } from './passwords';
import { signInOperations } from './sign-in';
import { signOutOperations } from './sign-out';
import { signUpAndCodeOperations } from './sign-up-and-codes';
import type { Json } from './wire';

export function createCognitoMends(options: CognitoMendsOptions) {
  const context = createMendContext(options);
  const operations: Record<string, Operation> = {
    ...signInOperations(context),
    ...signOutOperations(context),
    ...signUpAndCodeOperations(context),
    ...passwordOperations(context),
  };

  const handle = async (operation: string, request: Json): Promise<Json> => {
    // The service checks a presented access token before anything else an operation does.
    const claims = 'AccessToken' in request ? context.checkAccessToken(request.AccessToken) : undefined;
    await refuseWeakNewPassword(context, operation, request, claims?.client_id);
    return (operations[operation] ?? ((body: Json) => context.forward(operation, body)))(request);
  };

  return { handle };
}
