import type { DictShape } from '@kg/domain';
import type { login as source } from '../zh-CN/login';

export const login: DictShape<typeof source> = {
  title: 'Sign in',
  userName: 'User name',
  userNamePlaceholder: 'Enter your user name',
  password: 'Password',
  passwordPlaceholder: 'Enter your password',
  appType: 'System',
  submit: 'Sign in',
  changePassword: 'Change password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  failed: 'Sign-in failed',
};
