import type { DictShape } from '@kg/domain';
import type { password as source } from '../zh-CN/password';

export const password: DictShape<typeof source> = {
  title: '修改密碼',
  forcedTitle: '請修改密碼',
  forcedHint: '目前密碼過於簡單，為了帳號安全，請先修改密碼。',
  issuedHint: '目前密碼由管理員設定，為了帳號安全，請先設定您自己的密碼。',
  rule: '6-12位，須同時包含字母、數字和特殊字元(_@#)',
  oldPassword: '舊密碼',
  oldPasswordPlaceholder: '請輸入舊密碼',
  newPassword: '新密碼',
  newPasswordPlaceholder: '請輸入新密碼',
  renewPassword: '確認密碼',
  renewPasswordPlaceholder: '請再次輸入新密碼',
  submit: '確認修改',
  signOut: '登出',
  backToLogin: '返回登入',
  failed: '密碼修改失敗',
};
