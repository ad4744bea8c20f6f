import type { DictShape } from '@kg/domain';
import type { packScreens as source } from '../zh-CN/pack';

export const packScreens: DictShape<typeof source> = {
  details: {
    recharge: '儲值套餐（代理商價格）',
    vip: '會員套餐（代理商成本）',
    agentCost: '成本價（元）',
    empty: '暫無上架套餐',
  },
  status: {
    tab: '會員狀態',
    history: '會員紀錄',
    student: '幼兒',
    kindergarten: '幼兒園',
    packageName: '目前套餐',
    startDate: '開始日期',
    endDate: '到期日期',
    state: '狀態',
    renewals: '續費次數',
    anyState: '全部狀態',
    anyKindergarten: '全部幼兒園',
  },
  sell: {
    button: '現金開通',
    title: '為{{name}}登記現金開通',
    package: '會員套餐',
    packageRequired: '請選擇會員套餐',
    hint: '按本園價格收費；續費從目前到期日的次日開始。',
    confirm: '登記',
    done: '{{name}}：會員有效期至 {{end}}，已收 {{price}}',
  },
  review: { month: '月份', refresh: '更新資料', refreshed: '已更新 {{n}} 所幼兒園的資料' },
  payment: { channels: '支付管道', prices: '會員價格' },
};
