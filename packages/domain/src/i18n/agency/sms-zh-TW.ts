import type { DictShape } from '../types.js';
import type { smsEntitiesZhCN, smsTextZhCN } from './sms-zh-CN.js';

export const smsTextZhTW: DictShape<typeof smsTextZhCN> = {
  pleaseSend: '請先發送驗證碼',
  codeWrong: '驗證碼錯誤，還可嘗試 {{left}} 次',
  codeExpired: '驗證碼已過期，請重新發送',
  codeUsed: '驗證碼已使用，請重新發送',
  codeVoid: '驗證碼錯誤次數過多已失效，請重新發送',
  resendWait: '請 {{seconds}} 秒後再發送驗證碼',
  hourlyCap: '該手機號一小時內發送次數已達上限，請 {{minutes}} 分鐘後再試',
  dailyCap: '該手機號今日發送次數已達上限，請明天再試',
  noPhone: '未登記接收驗證碼的手機號，請聯絡管理員',
  notForYou: '目前帳號不能辦理該業務',
  packageEmpty: '簡訊包餘額不足，請聯絡營運購買簡訊包',
  boughtReadOnly: '購買的簡訊包是購買紀錄，不能修改',
  sendFailed: '簡訊發送失敗，請稍後再試',
  notConfigured: '簡訊服務未設定，請聯絡管理員',
  template: '您的驗證碼為 {{code}}，10 分鐘內有效，請勿告知他人。',
  validation: {
    codeRequired: '請輸入驗證碼',
    codeFormat: '驗證碼為 6 位數字',
    accountDigits: '銀行帳號只能包含數字',
    accountLength: '銀行帳號長度應為 9 到 25 位',
    accountChecksum: '銀行卡號校驗不通過，請核對',
  },
  purpose: {
    kig_phone: '修改園長手機號',
    bank_account: '修改銀行帳戶',
    stu_exp: '匯出幼兒資料',
    par_exp: '匯出家長資料',
    kig_delete: '刪除幼兒園資料',
    agent_phone: '修改代理商聯絡電話',
  },
};

export const smsEntitiesZhTW: DictShape<typeof smsEntitiesZhCN> = {
  smsPackage: {
    title: '簡訊包',
    fields: { name: '名稱', agentId: '代理商', quota: '簡訊則數', grantedOn: '發放日期', note: '備註', source: '來源', boughtFor: '購買給', price: '支付金額' },
    values: { source: { grant: '贈送', bought: '購買' } },
  },
  smsOffer: {
    title: '簡訊套餐',
    fields: { code: '套餐編碼', quota: '簡訊則數', agentPrice: '代理商價格（元）', shelfState: '上架狀態' },
    values: { shelfState: { onShelf: '已上架', offShelf: '已下架' } },
    actions: { putOn: '上架', takeOff: '下架' },
  },
};
