import { describe, expect, it } from 'vitest';
import { passwordPolicyViolation } from '../../../lib/local/cognito-mends/password-policy';
import { userPoolSettings } from '../../../lib/local/cognito-pool';

const policy = userPoolSettings.Policies.PasswordPolicy;

describe('password policy of the local user pool', () => {
  it("refuses fewer than 8 characters with the service's message", () => {
    expect(passwordPolicyViolation('1234567', policy)).toBe(
      'Password did not conform with policy: Password not long enough',
    );
  });

  it('accepts 8 characters of any kind, as the pool has no character-class rules', () => {
    expect(passwordPolicyViolation('aaaaaaaa', policy)).toBeUndefined();
    expect(passwordPolicyViolation('correct horse', policy)).toBeUndefined();
  });

  it('names the missing character class when a policy asks for one', () => {
    expect(passwordPolicyViolation('lowercase only', { MinimumLength: 8, RequireUppercase: true })).toBe(
      'Password did not conform with policy: Password must have uppercase characters',
    );
  });
});
