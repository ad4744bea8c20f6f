import type { DictShape } from '@kg/domain';
import type { password as source } from '../zh-CN/password';

export const password: DictShape<typeof source> = {
  title: 'Change password',
  forcedTitle: 'Please change your password',
  forcedHint: 'Your password is too simple. For the safety of your account, please change it first.',
  issuedHint: 'Your password was set by an administrator. For the safety of your account, please choose your own first.',
  rule: '6-12 characters, with letters, digits and special characters (_@#)',
  oldPassword: 'Old password',
  oldPasswordPlaceholder: 'Enter the old password',
  newPassword: 'New password',
  newPasswordPlaceholder: 'Enter a new password',
  renewPassword: 'Confirm password',
  renewPasswordPlaceholder: 'Enter the new password again',
  submit: 'Change password',
  signOut: 'Sign out',
  backToLogin: 'Back to sign-in',
  failed: 'Password change failed',
};
