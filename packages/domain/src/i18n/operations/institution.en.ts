import type { DictShape } from '../types.js';
import type { institutionTextZhCN } from './institution.zh-CN.js';

export const institutionTextEn: DictShape<typeof institutionTextZhCN> = {
  institution: {
    builtInRole: 'Institution administrator',
    state: { running: 'Running', upcoming: 'Not begun', ended: 'Ended', disabled: 'Disabled' },
    sheetTitle: 'Medical institutions and their kindergartens ({{date}})',
    fileName: 'Medical institutions',
    institutionsCaption: 'Medical institutions',
    contractsCaption: 'Kindergartens under contract',
    code: 'Institution code',
    name: 'Medical institution',
    area: 'Area',
    contactName: 'Contact',
    contactPhone: 'Contact phone',
    status: 'Status',
    expertGroups: 'Expert groups',
    accounts: 'Accounts',
    runningKigs: 'Kindergartens served',
    contracts: 'Contracts',
    kigCode: 'Kindergarten code',
    kigName: 'Kindergarten',
    beginDate: 'Begins',
    endDate: 'Ends',
    service: 'Service',
    total: 'Total',
  },
};
