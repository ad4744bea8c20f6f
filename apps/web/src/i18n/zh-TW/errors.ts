import type { DictShape } from '@kg/domain';
import type { errors as source } from '../zh-CN/errors';

export const errors: DictShape<typeof source> = {
  page401: {
    title: '401',
    subTitle: '抱歉，您沒有權限存取此頁面。',
  },
  page404: {
    title: '404',
    subTitle: '抱歉，您存取的頁面不存在。',
  },
  page500: {
    title: '500',
    subTitle: '抱歉，伺服器出錯了，請稍後再試。',
  },
  pageLoad: {
    failedTitle: '頁面載入失敗',
    failedSubTitle: '頁面資源未能載入，可能是網路中斷或系統已更新，請重試。',
    timeoutTitle: '頁面載入逾時',
    timeoutSubTitle: '頁面載入時間過長，請檢查網路後重試。',
  },
  unexpected: {
    title: '頁面出錯了',
    subTitle: '頁面執行時發生錯誤，請重試或返回首頁。',
  },
};
