import type { DictShape } from '@kg/domain';
import type { common as source } from '../zh-CN/common';

export const common: DictShape<typeof source> = {
  app: {
    title: '幼兒園管理平台',
    brand: '幼兒園管理平台',
    slogan: '幼兒園管理與健康監測後台',
  },
  actions: {
    cancel: '取消',
    retry: '重試',
    backHome: '返回首頁',
  },
  network: {
    offline: '網路連線失敗，請檢查網路後重試',
    refreshFailed: '重新整理失敗，顯示的是 {{time}} 的資料',
  },
};
