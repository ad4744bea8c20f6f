import type { DictShape } from '@kg/domain';
import type { smsScreens as source } from '../zh-CN/sms';

export const smsScreens: DictShape<typeof source> = {
  code: {
    label: '驗證碼',
    placeholder: '6 位數字',
    send: '發送驗證碼',
    resend: '{{seconds}} 秒後重發',
    sentTo: '驗證碼已發送至 {{phone}}，10 分鐘內有效',
    goesTo: '驗證碼將發送至 {{phone}}',
    required: '請輸入驗證碼',
    format: '驗證碼為 6 位數字',
    pleaseSend: '請先發送驗證碼',
    confirm: '確定',
  },
  export: { title: '匯出需驗證身分', intro: '匯出的資料含個人資訊，請輸入發送至園長手機的驗證碼。' },
  headPhone: { button: '修改園長手機號', title: '修改園長手機號', current: '目前手機號', phone: '新手機號', phoneFormat: '請輸入正確的手機號', done: '園長手機號已改為 {{phone}}' },
  agentInfo: {
    profile: '基本資訊',
    code: '代理商編碼',
    name: '代理商名稱',
    contactName: '聯絡人',
    contactPhone: '聯絡電話',
    address: '地址',
    bank: '銀行帳戶',
    accountName: '戶名',
    bankName: '開戶行',
    account: '銀行帳號',
    updatedAt: '更新時間',
    none: '未設定',
    change: '修改銀行帳戶',
    changeTitle: '修改銀行帳戶',
    accountHint: '對公帳號或銀聯卡號，可含空格',
    agents: '代理商',
  },
  usage: { title: '簡訊用量', bought: '已購', used: '已用', left: '剩餘', byKig: '依機構統計', org: '機構', sent: '已發送' },
};
