import { describe, expect, it } from 'vitest';
import { initialsOf } from '../avatar';

describe('avatar initials', () => {
  it('takes two letters from a name or an email address', () => {
    expect(initialsOf('Asha Rao')).toBe('AR');
    expect(initialsOf('asha.rao@example.in')).toBe('AR');
    expect(initialsOf('customer@example.in')).toBe('CU');
    expect(initialsOf('')).toBe('');
  });
});
