import { describe, expect, it } from 'vitest';
import { readFlowState } from '../flow-state';

describe('readFlowState', () => {
  it('reads the email, whether a code was sent and a known notice', () => {
    expect(readFlowState({ email: 'asha@example.in', codeSent: true, notice: 'password-changed' })).toEqual({
      email: 'asha@example.in',
      codeSent: true,
      notice: 'password-changed',
    });
  });

  it('ignores what another screen or an old history entry left behind', () => {
    expect(readFlowState(null)).toEqual({});
    expect(readFlowState('asha@example.in')).toEqual({});
    expect(readFlowState({ email: 42, codeSent: 'yes', notice: '<script>' })).toEqual({});
  });
});
