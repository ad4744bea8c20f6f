import type { DictShape } from '../types.js';
import type { packEntitiesZhCN, packTextZhCN } from './pack.zh-CN.js';

export const packTextZhTW: DictShape<typeof packTextZhCN> = {
  pack: {
    offShelf: '該套餐未上架',
    kigBelowAgent: '幼兒園價格不能低於代理商價格',
    feeBelowCost: '代理商收費不能低於套餐成本價 {{cost}} 元',
    priceBelowAgent: '幼兒園價格不能低於代理商設定的 {{floor}} 元',
    notTrial: '該套餐不是試用套餐',
    trialUsed: '該幼兒已使用過試用',
    membersOnly: '成長報告為會員專享：{{name}}尚未開通會員',
    membersEnded: '成長報告為會員專享：{{name}}的會員已於 {{endDate}} 到期',
    monthOpen: '該月尚未結束，不能確認',
    monthClosed: '該月已確認，不能修改',
    state: { active: '有效', ending: '即將到期', expired: '已過期', none: '未開通' },
    statusSheet: {
      title: '會員狀態（{{today}}）',
      fileName: '會員狀態',
      student: '幼兒',
      kindergarten: '幼兒園',
      packageName: '會員套餐',
      startDate: '開始日期',
      endDate: '到期日期',
      state: '狀態',
      periods: '購買次數',
      renewals: '續費次數',
    },
  },
};

export const packEntitiesZhTW: DictShape<typeof packEntitiesZhCN> = {
  rechargePackage: {
    title: '儲值套餐',
    fields: {
      orderCode: '訂單編碼',
      packageType: '類型',
      months: '月數',
      monthlyFee: '月費（元）',
      agentPrice: '代理商價格（元）',
      kigPrice: '幼兒園價格（元）',
      shelfState: '上架狀態',
    },
    values: {
      packageType: { platform: '平台服務', video: '影片服務', morningCheck: '晨檢服務' },
      shelfState: { onShelf: '已上架', offShelf: '已下架' },
    },
    actions: { putOn: '上架', takeOff: '下架' },
  },
  vipPackage: {
    title: '會員套餐',
    fields: {
      packageName: '套餐名稱',
      validDays: '有效天數',
      charge: '價格（元）',
      androidCharge: '安卓價格（元）',
      iosCharge: '蘋果價格（元）',
      tryFlag: '試用',
      shelfState: '上架狀態',
    },
    values: { shelfState: { onShelf: '已上架', offShelf: '已下架' } },
    actions: { putOn: '上架', takeOff: '下架' },
  },
  kigFeeSetting: {
    title: '收費設定',
    fields: { kigId: '幼兒園', packageId: '會員套餐', agentPrice: '代理商收費（元）' },
  },
  kigVipPrice: {
    title: '會員價格',
    fields: { kigId: '幼兒園', packageId: '會員套餐', price: '幼兒園價格（元）' },
  },
  kigPaymentSetting: {
    title: '支付設定',
    fields: { kigId: '幼兒園', channels: '支付管道' },
    values: { channels: { wechatPay: '微信支付', alipay: '支付寶', cash: '現金', transfer: '轉帳' } },
  },
  membership: {
    title: '會員紀錄',
    fields: {
      kigId: '幼兒園',
      studentId: '幼兒',
      packageId: '會員套餐',
      source: '來源',
      startDate: '開始日期',
      endDate: '結束日期',
      pricePaid: '實付（元）',
      renewal: '續費',
      soldOn: '售出日期',
    },
    values: { source: { trial: '試用', sale: '現金購買', online: '線上支付' } },
  },
  monthlyReview: {
    title: '月度線上審核',
    fields: { kigId: '幼兒園', month: '月份', soldCount: '售出會員數', soldAmount: '售出金額（元）', state: '狀態', confirmedBy: '確認人', confirmedAt: '確認時間' },
    values: { state: { toConfirm: '待確認', confirmed: '已確認' } },
    actions: { confirm: '確認' },
  },
};
