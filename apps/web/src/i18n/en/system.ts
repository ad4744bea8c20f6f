import type { DictShape } from '@kg/domain';
import type { system as source } from '../zh-CN/system';

export const system: DictShape<typeof source> = {
  user: {
    resetPassword: 'Reset password',
    resetConfirm: 'Reset the password of “{{name}}”? The old password stops working at once.',
    createdTitle: 'Account created',
    resetTitle: 'Password reset',
    passwordOf: 'Sign-in password of “{{name}}”',
  },
  admin: {
    title: 'Administrators · {{org}}',
  },
  role: {
    authorize: 'Authorize',
  },
  authorization: {
    role: 'Role',
    rolePlaceholder: 'Choose the role to authorize',
    pickRole: 'Choose a role first, then tick the menus and buttons it grants',
    system: 'System',
    save: 'Save authorization',
    revert: 'Undo changes',
    checkAll: 'Select all',
    uncheckAll: 'Select none',
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
    empty: 'This system has no menus yet',
    checkedCount: '{{count}} selected',
    unsaved: 'Unsaved changes',
    hint: 'Ticking a button also ticks its page and directory; unticking a page or directory unticks everything below it.',
  },
  menu: {
    system: 'System',
    hint: 'Each system has its own menus; its users see them after signing in.',
    rootParent: 'None (top level)',
  },
  dictionary: {
    addType: 'Add dictionary type',
    addValue: 'Add value',
    enabled: 'Enabled',
  },
  area: {
    title: 'Administrative areas',
    searchPlaceholder: 'Find by 6-digit area code',
    invalidCode: 'Enter a 6-digit area code',
    notFound: 'No area has the code {{code}}',
    code: 'Code',
  },
  appModule: {
    title: 'App module config',
    hint: 'Switch app modules on or off per organization kind; changes apply at once.',
    module: 'Module',
    readOnly: 'You may view but not change this',
  },
  log: {
    resources: {
      session: 'Sign-in session',
      appModule: 'App module config',
      familyAccount: 'Family account',
      healthCheckPhotos: 'Check photos',
      healthDayDetail: "A day's checks",
      timetable: 'Timetable',
      noticeRead: 'Notice read',
      terminalAccount: "Machines' terminal account",
      kigSetting: "Kindergarten's settings",
      agentBankAccount: "Agent's bank account",
      smsCode: 'SMS verification code',
      ledgerStatement: 'Account statement',
      reconciliation: 'Reconciliation report',
      kigGroup: "Kindergarten's group",
      outbreakAlert: 'Outbreak alert',
      outbreakRules: 'Outbreak rules',
    },
  },
};
