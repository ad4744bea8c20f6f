import { changePasswordFormSchema, eyeTestEntity, loginBodySchema, saveSchema } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { fieldIssue, zodRule, type SchemaSource } from './zod-rule';

describe('fieldIssue', () => {
  it('gives the message key of the first issue of that field', () => {
    const values = { oldPassword: '', newPassword: 'abc', renewPassword: '' };
    expect(fieldIssue(changePasswordFormSchema, values, 'oldPassword')).toEqual({ message: 'validation.password.oldRequired' });
    expect(fieldIssue(changePasswordFormSchema, values, 'newPassword')).toEqual({ message: 'validation.password.length' });
    expect(fieldIssue(changePasswordFormSchema, values, 'renewPassword')).toEqual({ message: 'validation.password.confirmRequired' });
  });

  it('checks the confirmation against the new password', () => {
    const values = { oldPassword: 'x', newPassword: 'abc_123', renewPassword: 'abc_124' };
    expect(fieldIssue(changePasswordFormSchema, values, 'renewPassword')).toEqual({ message: 'validation.password.mismatch' });
    expect(fieldIssue(changePasswordFormSchema, { ...values, renewPassword: 'abc_123' }, 'renewPassword')).toBeUndefined();
  });

  it('validates the login form', () => {
    expect(fieldIssue(loginBodySchema, { userName: '  ', password: 'x', appType: 3 }, 'userName')).toEqual({
      message: 'validation.login.userNameRequired',
    });
    expect(fieldIssue(loginBodySchema, { userName: 'a', password: 'x', appType: 3 }, 'appType')).toBeUndefined();
  });

  it('names the bounds of a value out of range as they are typed (an eye of 9.9 is not 5.3)', () => {
    const schema = saveSchema(eyeTestEntity, true);
    const values = { studentId: '0190f0f0-0000-7000-8000-000000000001', testDate: '2026-11-02', leftEye: 99, rightEye: 50 };
    expect(fieldIssue(schema, values, 'leftEye')).toEqual({ message: 'validation.range.between', params: { min: '3.0', max: '5.3' } });
    expect(fieldIssue(schema, values, 'rightEye')).toBeUndefined();
  });
});

describe('zodRule', () => {
  type RuleFactory = (form: { getFieldsValue: (all: true) => unknown }) => { validator: () => Promise<void> };
  const check = (source: SchemaSource, values: unknown, field: string) =>
    (zodRule(source, field, (key) => `text of ${key}`) as RuleFactory)({ getFieldsValue: () => values }).validator();

  it.each([
    ['a schema at hand', loginBodySchema],
    ['a schema fetched at the first check', () => Promise.resolve(loginBodySchema)],
  ] as const)("checks with %s and answers in the reader's text", async (_name, source) => {
    await expect(check(source, { userName: '  ', password: 'x', appType: 3 }, 'userName')).rejects.toThrow('text of validation.login.userNameRequired');
    await expect(check(source, { userName: 'a', password: 'x', appType: 3 }, 'userName')).resolves.toBeUndefined();
  });
});
