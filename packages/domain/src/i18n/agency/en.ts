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
  advert: {
    title: 'Adverts',
    fields: {
      adName: 'Advert name',
      channel: 'Channel',
      adPosition: 'Position',
      picture: 'Picture',
      adWeight: 'Weight',
      link: 'Link',
      beginDate: 'Begins',
      endDate: 'Ends',
      kigIds: 'Kindergartens',
      sort: 'Sort',
      state: 'State',
    },
    values: {
      channel: { parentApp: "Parents' app", teacherApp: "Teachers' app" },
      adPosition: { startScreen: 'Start screen', homeBanner: 'Home banner', homeFeed: 'Home feed' },
      state: { draft: 'Draft', on: 'On the shelf', off: 'Off the shelf' },
    },
    actions: { turnOn: 'Put on shelf', turnOff: 'Take off shelf' },
  },
  document: {
    title: 'Documents',
    fields: {
      docName: 'Document name',
      docType: 'Type',
      file: 'File',
      address: 'Address',
      remark: 'Remark',
      orgId: 'Published by',
    },
    values: {
      docType: { promotion: 'Promotion', appDescription: 'App description', morningCheck: 'Morning check', signInMachine: 'Sign-in machine', other: 'Other' },
    },
  },
  salesman: {
    title: 'Salesmen',
    fields: {
      name: 'Name',
      phone: 'Phone',
      orgId: 'Agent',
      state: 'State',
      remark: 'Remark',
    },
    values: {
      state: {
        onDuty: 'On duty',
        left: 'Left',
      },
    },
    actions: {
      resign: 'Leave',
      reinstate: 'Reinstate',
    },
  },
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
  advert: {
    httpsOnly: 'The link must begin with https://',
  },
  document: {
    fileOrAddress: 'Please upload a file or give an address',
    platformReadOnly: "The platform's documents cannot be changed",
    download: 'Download',
    noFile: 'This document has no file to download',
  },
  salesman: {
    notAgent: 'Only an agent keeps salesmen',
    notOnDuty: 'This salesman has left and cannot be given kindergartens',
    kigNotOfAgent: "The kindergarten is not one of the salesman's agent",
    hasKigs: 'This salesman still has kindergartens: give them to another salesman first',
    hasNoSalesman: 'The kindergarten has no salesman now',
  },
  stats: {
    sheetTitle: '{{owner}} statistics {{from}}~{{to}}',
    month: 'Month',
    opened: 'Kindergartens opened',
    children: 'Children served (month end)',
    kigCode: 'Kindergarten code',
    kigName: 'Kindergarten',
    agent: 'Agent',
    openedOn: 'Opened on',
    childrenNow: 'Children studying',
    machines: 'Machines',
    total: 'Total',
    monthsCaption: 'By month',
    kigsCaption: 'By kindergarten',
    memberships: 'Memberships sold',
    membershipYuan: 'Memberships sold (yuan)',
  },
};
