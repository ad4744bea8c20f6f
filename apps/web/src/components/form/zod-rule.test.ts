import { changePasswordFormSchema, loginBodySchema } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { fieldIssue } from './zod-rule';

describe('fieldIssue', () => {
  it('gives the message key of the first issue of that field', () => {
    const values = { oldPassword: '', newPassword: 'abc', renewPassword: '' };
    expect(fieldIssue(changePasswordFormSchema, values, 'oldPassword')).toBe('validation.password.oldRequired');
    expect(fieldIssue(changePasswordFormSchema, values, 'newPassword')).toBe('validation.password.length');
    expect(fieldIssue(changePasswordFormSchema, values, 'renewPassword')).toBe('validation.password.confirmRequired');
  });

  it('checks the confirmation against the new password', () => {
    const values = { oldPassword: 'x', newPassword: 'abc_123', renewPassword: 'abc_124' };
    expect(fieldIssue(changePasswordFormSchema, values, 'renewPassword')).toBe('validation.password.mismatch');
    expect(fieldIssue(changePasswordFormSchema, { ...values, renewPassword: 'abc_123' }, 'renewPassword')).toBeUndefined();
  });

  it('validates the login form', () => {
    expect(fieldIssue(loginBodySchema, { userName: '  ', password: 'x', appType: 3 }, 'userName')).toBe(
      'validation.login.userNameRequired',
    );
    expect(fieldIssue(loginBodySchema, { userName: 'a', password: 'x', appType: 3 }, 'appType')).toBeUndefined();
  });
});
