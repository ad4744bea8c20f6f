import type { agencyEntitiesZhCN, agencyTextZhCN } from './zh-CN.js';
import type { DictShape } from '../types.js';
import { kigBaseEntityZhTW, kigBaseTextZhTW } from './kig-base.zh-TW.js';

export const agencyEntitiesZhTW: DictShape<typeof agencyEntitiesZhCN> = {
  kigOpening: {
    title: '開園申請',
    fields: {
      kigCode: '幼兒園編碼',
      kigName: '幼兒園名稱',
      kigType: '幼兒園類型',
      agentId: '代理商',
      groupId: '所屬集團',
      contactName: '負責人',
      contactPhone: '負責人電話',
      areaCode: '所在地區',
      address: '詳細地址',
      kigOpenDate: '開園日期',
      website: '網址',
      systemType: '系統類型',
      adminUserName: '管理員使用者名稱',
      adminPassword: '管理員初始密碼',
      terminalLoginName: '終端登入名',
      terminalPassword: '終端密碼',
      checkedFlag: '審核狀態',
      reason: '駁回原因',
      checkedBy: '審核人',
      checkedAt: '審核時間',
      openedKigId: '開通的幼兒園',
    },
    values: {
      systemType: { universal: '通用版', wechat: '微信版' },
      checkedFlag: { pending: '待審核', approved: '已通過', rejected: '已駁回' },
    },
  },
  ...kigBaseEntityZhTW,
};

export const agencyTextZhTW: DictShape<typeof agencyTextZhCN> = {
  kig: kigBaseTextZhTW,
  opening: {
    closed: '已通過的開園申請不能再修改',
    notAgent: '請選擇代理商',
    groupNotOfAgent: '集團不屬於該代理商',
    passwordRequired: '請輸入初始密碼',
    builtInRole: '園長',
  },
};
