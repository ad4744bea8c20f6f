import type { DictShape } from '../types.js';
import type { consentTextZhCN } from './consent-zh-CN.js';

export const consentTextEn: DictShape<typeof consentTextZhCN> = {
  state: { given: 'Given', withdrawn: 'Withdrawn', none: 'Not given' },
  errors: {
    version: "Not a version of this purpose's consent text",
    scan: 'The scan must be a file uploaded by this kindergarten',
  },
};
