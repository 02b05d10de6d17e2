/**
 * Who the customers are: a Cognito user pool with email as the username, the public SPA client and the
 * KYC reviewers group. The local twin creates its pool with the same settings (lib/local/cognito-pool.ts).
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  UserPool,
  type UserPoolClient,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { KYC_REVIEWERS_GROUP } from '../../contract/route-access';
import { tokenValidity } from '../../definitions/identity';
import { acknowledgeNag } from './nag';

export class WalletIdentity extends Construct {
  readonly userPool: UserPool;
  readonly spaClient: UserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      // Length over composition (NIST SP 800-63B): class rules push people to predictable passwords.
      passwordPolicy: {
        minLength: 8,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      mfa: Mfa.OFF,
      // Nothing here needs managed login or threat protection; Lite is the cheapest plan per active user.
      featurePlan: FeaturePlan.LITE,
      // Customer identities outlive any one deployment of the stack.
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: true,
    });

    acknowledgeNag(
      this.userPool,
      'COG1',
      'Length over composition on purpose (NIST SP 800-63B section 3.1.1.2): 8+ characters and no character-class rules, which push people to predictable passwords; the SPA says so at sign-up.',
    );
    acknowledgeNag(
      this.userPool,
      'COG2',
      'Sign-in MFA is not offered yet: today the account holds no money. Money movements will be confirmed by the transaction PIN (a second factor checked by the API); sign-in MFA (TOTP) comes before withdrawals open.',
    );
    acknowledgeNag(
      this.userPool,
      'COG8',
      'Lite plan: threat protection (advanced security) costs extra per monthly active user and is not turned on yet; token revocation, sign-out everywhere and the refused-ID-token rule are in place without it. To be revisited before money moves.',
    );

    this.userPool.addGroup('KycReviewers', {
      groupName: KYC_REVIEWERS_GROUP,
      description: 'Staff who review KYC applications',
    });

    this.spaClient = this.userPool.addClient('SpaClient', {
      // A browser cannot keep a secret; the SPA signs in with its own screens, not the hosted UI.
      generateSecret: false,
      disableOAuth: true,
      // USER_PASSWORD_AUTH is the flow the local twin supports too; SRP stays available to the SPA.
      authFlows: { userPassword: true, userSrp: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      // Lifetimes and their reasons live in definitions/identity.ts, shared with the local pool.
      accessTokenValidity: Duration.minutes(tokenValidity.accessTokenMinutes),
      idTokenValidity: Duration.minutes(tokenValidity.idTokenMinutes),
      refreshTokenValidity: Duration.days(tokenValidity.refreshTokenDays),
    });
  }
}
