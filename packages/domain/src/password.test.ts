import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema } from './password.js';
import { isEasyPassword, isStrongPassword } from './password-rules.js';

describe('isEasyPassword (login strength rule)', () => {
  it.each([
    ['123456', true],
    ['abcdef', true],
    ['abc123', true],
    ['abc_@#', true],
    ['a_1', true],
    ['Demo_1234', false],
    ['x@9yyy', false],
    [`A#1${'z'.repeat(97)}`, false],
    [`A#1${'z'.repeat(98)}`, true],
  ])('%s -> %s', (password, easy) => {
    expect(isEasyPassword(password)).toBe(easy);
  });
});

describe('change-password form rules', () => {
  const messages = (input: object) => {
    const r = changePasswordFormSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };
  it('requires the old password, the new one and its confirmation', () => {
    expect(messages({})).toEqual([
      'oldPassword:validation.password.oldRequired',
      'newPassword:validation.password.newRequired',
      'renewPassword:validation.password.confirmRequired',
    ]);
  });
  it('checks length, then the kinds of characters', () => {
    expect(messages({ oldPassword: 'x', newPassword: 'a_1', renewPassword: 'a_1' })).toEqual(['newPassword:validation.password.length']);
    expect(messages({ oldPassword: 'x', newPassword: 'abcdefg1', renewPassword: 'abcdefg1' })).toEqual(['newPassword:validation.password.complexity']);
    expect(messages({ oldPassword: 'x', newPassword: 'abc_12!', renewPassword: 'abc_12!' })).toEqual(['newPassword:validation.password.complexity']);
  });
  it('requires the confirmation to match', () => {
    expect(messages({ oldPassword: 'x', newPassword: 'abc_123', renewPassword: 'abc_124' })).toEqual(['renewPassword:validation.password.mismatch']);
    expect(messages({ oldPassword: 'x', newPassword: 'abc_123', renewPassword: 'abc_123' })).toEqual([]);
  });
  it('says a mismatch while another field is untouched, as when it is empty', () => {
    const mismatch = 'renewPassword:validation.password.mismatch';
    expect(messages({ newPassword: 'abc_123', renewPassword: 'abc_124' })).toEqual(['oldPassword:validation.password.oldRequired', mismatch]);
    expect(messages({ oldPassword: '', newPassword: 'abc_123', renewPassword: 'abc_124' })).toEqual(['oldPassword:validation.password.oldRequired', mismatch]);
  });
  it('agrees with isStrongPassword', () => {
    for (const p of ['abc_123', 'A@1bcd', 'abcdef', 'abc_1234567890']) {
      expect(messages({ oldPassword: 'x', newPassword: p, renewPassword: p }).length === 0).toBe(isStrongPassword(p));
    }
  });
});
