/**
 * Mends of signing up and of the emailed codes: the service masks where a code went, never says
 * whether an account exists, and verifies the email when the sign-up code is confirmed.
 */
import type { MendContext, Operation } from './mend-context';
import { CognitoWireError, type Json } from './wire';

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

/** The service masks where the code went (`a***@e***`); cognito-local shows the full address. */
const maskDelivery = (answer: Json): Json => {
  const details = answer.CodeDeliveryDetails as Json | undefined;
  if (typeof details?.Destination === 'string') details.Destination = maskEmail(details.Destination);
  return answer;
};

/**
 * With PreventUserExistenceErrors the service answers as if a code was sent to an unknown user,
 * so the screens cannot be used to find out who has an account.
 */
const withoutUserExistence =
  (call: Operation): Operation =>
  async (request) =>
    maskDelivery(
      await call(request).catch((error: unknown) => {
        if (!(error instanceof CognitoWireError) || error.type !== 'UserNotFoundException') throw error;
        return {
          CodeDeliveryDetails: {
            AttributeName: 'email',
            DeliveryMedium: 'EMAIL',
            Destination: String(request.Username),
          },
        };
      }),
    );

export function signUpAndCodeOperations(context: MendContext): Record<string, Operation> {
  const { cognito, ctx, forward } = context;

  /** Added: the "send the code again" link of the confirm screen; cognito-local lacks the call. */
  const resendConfirmationCode: Operation = async (request) => {
    const { pool, user } = await context.userNamedIn(request);
    if (user.UserStatus === 'CONFIRMED')
      throw new CognitoWireError('InvalidParameterException', 'User is already confirmed.');
    const email =
      user.Attributes.find((attribute) => attribute.Name === 'email')?.Value ?? String(request.Username);
    const delivery = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
    const code = cognito.services.otp();
    await cognito.services.messages.deliver(
      ctx,
      'ResendCode',
      String(request.ClientId),
      pool.options.Id,
      user,
      code,
      undefined,
      delivery as never,
    );
    await pool.saveUser(ctx, { ...user, ConfirmationCode: code });
    return { CodeDeliveryDetails: delivery };
  };

  return {
    async SignUp(request) {
      return maskDelivery(await forward('SignUp', request));
    },
    ForgotPassword: withoutUserExistence((request) => forward('ForgotPassword', request)),
    ResendConfirmationCode: withoutUserExistence(resendConfirmationCode),

    /** With email as a verified attribute, confirming the sign-up code verifies the email. */
    async ConfirmSignUp(request) {
      const answer = await forward('ConfirmSignUp', request);
      const pool = await context.poolFor(request);
      const user = pool && (await pool.getUserByUsername(ctx, String(request.Username)));
      if (pool && user) {
        const attributes = user.Attributes.filter((attribute) => attribute.Name !== 'email_verified');
        await pool.saveUser(ctx, {
          ...user,
          Attributes: [...attributes, { Name: 'email_verified', Value: 'true' }],
        });
      }
      return answer;
    },
  };
}
