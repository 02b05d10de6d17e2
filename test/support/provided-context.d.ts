// What the stack project's global setup hands to every test file through `inject('stack')`.
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      appUrl: string;
      apiUrl: string;
      mailboxUrl: string;
      cognitoUrl: string;
      dynamodbUrl: string;
      s3Url: string;
      /** The providers' sandbox (payments: /v1 Razorpay API, /sandbox/payments control API). */
      sandboxUrl: string;
      region: string;
      userPoolId: string;
      userPoolClientId: string;
      /** The environment the handlers run with, for tests that read the tables directly. */
      handlerEnv: Record<string, string>;
      /** The local KYC reviewer (confirmed, in kyc-reviewers) that the stack creates. */
      reviewer: { email: string; password: string };
    };
  }
}
