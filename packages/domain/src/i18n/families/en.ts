import type { DictShape } from '../types.js';
import type { familiesZhCN } from './zh-CN.js';

export const familiesEn: DictShape<typeof familiesZhCN> = {
  validation: {
    phoneRequired: 'Please enter your phone number',
  },
  error: {
    wrongCredentials: 'Wrong phone number or password',
    passwordChangeRequired: 'Please first change the password the kindergarten gave you',
    noPhone: "This parent has no phone number, so cannot use the parents' app",
  },
};
