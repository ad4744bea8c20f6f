import type { agencyEntitiesZhCN, agencyTextZhCN } from './zh-CN.js';
import type { DictShape } from '../types.js';
import { kigBaseEntityEn, kigBaseTextEn } from './kig-base.en.js';

export const agencyEntitiesEn: DictShape<typeof agencyEntitiesZhCN> = {
  kigOpening: {
    title: 'Opening requests',
    fields: {
      kigCode: 'Kindergarten code',
      kigName: 'Kindergarten name',
      kigType: 'Kindergarten type',
      agentId: 'Agent',
      groupId: 'Group',
      contactName: 'Person in charge',
      contactPhone: "Person in charge's phone",
      areaCode: 'Area',
      address: 'Address',
      kigOpenDate: 'Opening date',
      website: 'Website',
      systemType: 'System type',
      adminUserName: "Administrator's user name",
      adminPassword: "Administrator's initial password",
      terminalLoginName: 'Terminal login name',
      terminalPassword: 'Terminal password',
      checkedFlag: 'Audit state',
      reason: 'Reason for rejection',
      checkedBy: 'Audited by',
      checkedAt: 'Audited at',
      openedKigId: 'Kindergarten opened',
    },
    values: {
      systemType: { universal: 'Universal', wechat: 'WeChat version' },
      checkedFlag: { pending: 'Pending audit', approved: 'Approved', rejected: 'Rejected' },
    },
  },
  ...kigBaseEntityEn,
};

export const agencyTextEn: DictShape<typeof agencyTextZhCN> = {
  kig: kigBaseTextEn,
  opening: {
    closed: 'An approved opening request can no longer be changed',
    notAgent: 'Please choose an agent',
    groupNotOfAgent: 'The group does not belong to this agent',
    passwordRequired: 'Please enter the initial password',
    builtInRole: 'Principal',
  },
};
