import type { DictShape } from '@kg/domain';
import type { opsInstitutions as source } from '../zh-CN/institution';

export const opsInstitutions: DictShape<typeof source> = {
  search: 'Institution name',
  open: 'Open an institution',
  actions: { contracts: 'Kindergartens', experts: 'Expert accounts' },
  contractsTitle: "{{name}}'s kindergartens",
  expertsTitle: "{{name}}'s accounts",
  noInstitutions: 'No medical institutions',
  noContracts: 'No kindergartens under contract',
  noAccounts: 'No accounts',
  columns: {
    note: 'Note',
    userName: 'User name',
    nickName: 'Name',
    org: 'Organisation',
    system: 'System',
  },
  form: {
    title: 'Open a medical institution',
    hint: 'Opening it creates its administrator role and first account; the system makes the initial password, shown only once, and it must be changed at the first sign-in.',
    name: 'Institution name',
    code: 'Institution code',
    area: 'Area',
    contactName: 'Contact',
    contactPhone: 'Contact phone',
    userName: "Administrator's user name",
    submit: 'Open',
  },
  passwordTitle: '{{name}} is open',
  passwordOf: 'The initial password of the administrator account {{userName}}',
};
