import type { DictShape } from '../types.js';
import type { kigBaseEntityZhCN, kigBaseTextZhCN } from './kig-base.zh-CN.js';

export const kigBaseEntityZhTW: DictShape<typeof kigBaseEntityZhCN> = {
  kigBase: {
    title: '幼兒園',
    fields: {
      code: '幼兒園編碼',
      name: '幼兒園名稱',
      category: '幼兒園類型',
      agentId: '代理商',
      contactName: '負責人',
      contactPhone: '負責人電話',
      checkedFlag: '審核狀態',
      openDate: '開園日期',
      areaCode: '所在地區',
      address: '詳細地址',
      website: '網址',
      photo: '幼兒園照片',
      systemType: '系統類型',
      morningCheckService: '晨檢機服務',
      checkInService: '簽到機服務',
      onlinePayService: '線上繳費',
      videoPayService: '視訊繳費',
      checkPayService: '晨檢繳費',
      platformServiceEnd: '平台服務到期日',
      videoServiceEnd: '視訊服務到期日',
      morningCheckServiceEnd: '晨檢服務到期日',
      status: '服務狀態',
    },
    values: {
      systemType: { universal: '通用版', wechat: '微信版' },
      checkedFlag: { pending: '待審核', approved: '已通過', rejected: '已駁回' },
    },
  },
};

export const kigBaseTextZhTW: DictShape<typeof kigBaseTextZhCN> = {
  flagsOperationsOnly: '服務開關只能由營運設定',
  noMorningCheckService: '該幼兒園未開通晨檢機服務，不接收晨檢資料',
  noCheckInService: '該幼兒園未開通簽到機服務，不接收簽到資料',
  badTimeZone: '請選擇有效的時區',
  noTerminalAccount: '該幼兒園沒有終端帳號',
  stillServing: '該幼兒園仍在服務中：請先停用，服務結束後才能刪除其資料',
  erased: '幼兒園資料已刪除',
};
