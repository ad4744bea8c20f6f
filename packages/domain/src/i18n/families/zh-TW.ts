import type { DictShape } from '../types.js';
import type { familiesZhCN } from './zh-CN.js';

export const familiesZhTW: DictShape<typeof familiesZhCN> = {
  validation: {
    phoneRequired: '請輸入手機號碼',
  },
  error: {
    wrongCredentials: '手機號碼或密碼錯誤',
    passwordChangeRequired: '請先修改幼兒園發放的初始密碼',
    noPhone: '該家長沒有手機號碼，無法開通家長端',
  },
};
