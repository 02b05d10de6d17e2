import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { KYC_REVIEWERS_GROUP } from '../../contract/route-access';
import { synthesizeWallet } from './wallet-template';

const { template, single } = synthesizeWallet();
const [, pool] = single('AWS::Cognito::UserPool');

describe('customer sign-up and sign-in (Cognito)', () => {
  it('has exactly one user pool', () => {
    template.resourceCountIs('AWS::Cognito::UserPool', 1);
  });

  it('lets people register themselves with their email as the username, in any letter case', () => {
    expect(pool.Properties).toMatchObject({
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
    });
  });

  it('accepts any password of 8 or more characters, with no character-class rules', () => {
    expect(pool.Properties.Policies).toMatchObject({
      PasswordPolicy: {
        MinimumLength: 8,
        RequireLowercase: false,
        RequireUppercase: false,
        RequireNumbers: false,
        RequireSymbols: false,
      },
    });
  });

  it('confirms the email address with an emailed code', () => {
    expect(pool.Properties).toMatchObject({
      AutoVerifiedAttributes: ['email'],
      VerificationMessageTemplate: { DefaultEmailOption: 'CONFIRM_WITH_CODE' },
    });
  });

  it('recovers a forgotten password by email only, and asks for no second factor', () => {
    expect(pool.Properties.AccountRecoverySetting).toEqual({
      RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }],
    });
    expect(pool.Properties.MfaConfiguration).toBe('OFF');
  });

  it('keeps the customers when the stack is deleted, and refuses deletion of the pool', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });

  it('has the KYC reviewers group that reviewer routes check', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: KYC_REVIEWERS_GROUP });
  });

  it('gives the SPA a public client: no secret, no hosted UI, password and SRP sign-in with refresh', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlowsUserPoolClient: false,
      ExplicitAuthFlows: Match.arrayEquals([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
    });
  });

  it('does not reveal whether an email is registered, and can revoke refresh tokens', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
    });
  });

  it('issues 15-minute access and id tokens and 30-day refresh tokens', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AccessTokenValidity: 15,
      IdTokenValidity: 15,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
  });
});
