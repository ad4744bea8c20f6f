import type { DictShape } from '../types.js';
import type { consentTextZhCN } from './consent-zh-CN.js';

export const consentTextZhTW: DictShape<typeof consentTextZhCN> = {
  state: { given: '已同意', withdrawn: '已撤回', none: '未同意' },
  errors: {
    version: '不是該事項同意書的版本',
    scan: '掃描檔須為本園已上傳完成的檔案',
  },
};
