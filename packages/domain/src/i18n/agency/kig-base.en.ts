import type { DictShape } from '../types.js';
import type { kigBaseEntityZhCN, kigBaseTextZhCN } from './kig-base.zh-CN.js';

export const kigBaseEntityEn: DictShape<typeof kigBaseEntityZhCN> = {
  kigBase: {
    title: 'Kindergartens',
    fields: {
      code: 'Kindergarten code',
      name: 'Kindergarten name',
      category: 'Kindergarten type',
      agentId: 'Agent',
      contactName: 'Person in charge',
      contactPhone: "Person in charge's phone",
      checkedFlag: 'Audit state',
      openDate: 'Opening date',
      areaCode: 'Area',
      address: 'Address',
      website: 'Website',
      photo: 'Photo',
      systemType: 'System type',
      morningCheckService: 'Morning-check machine',
      checkInService: 'Check-in machine',
      onlinePayService: 'Online payment',
      videoPayService: 'Video payment',
      checkPayService: 'Morning-check payment',
      platformServiceEnd: 'Platform service until',
      videoServiceEnd: 'Video service until',
      morningCheckServiceEnd: 'Morning-check service until',
      status: 'Service',
    },
    values: {
      systemType: { universal: 'Universal', wechat: 'WeChat version' },
      checkedFlag: { pending: 'Pending audit', approved: 'Approved', rejected: 'Rejected' },
    },
  },
};

export const kigBaseTextEn: DictShape<typeof kigBaseTextZhCN> = {
  flagsOperationsOnly: 'Only operations may switch services',
  noMorningCheckService: 'This kindergarten has no morning-check service: health checks are not accepted',
  noCheckInService: 'This kindergarten has no check-in machine service: attendance events are not accepted',
  badTimeZone: 'Please choose a valid time zone',
  noTerminalAccount: 'This kindergarten has no terminal account',
  stillServing: 'This kindergarten is still served: disable it first; its data can be deleted once its service has ended',
  erased: "The kindergarten's data has been deleted",
};
