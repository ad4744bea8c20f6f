import type { DictShape } from '@kg/domain';
import type { healthPhotos as source } from '../zh-CN/health-photos';

export const healthPhotos: DictShape<typeof source> = {
  wall: {
    title: '晨檢照片複核',
    flagged: '只看異常和待複核',
    none: '這一天還沒有晨午檢紀錄',
    noneFlagged: '這一天沒有異常或待複核的檢查',
    summary: '共 {{count}} 筆檢查，其中待複核 {{pending}} 筆',
  },
  review: {
    noCheck: '未指定要複核的檢查',
    remaining: '還有 {{count}} 筆待複核',
    skip: '下一筆',
  },
  history: {
    title: '晨檢照片歷史',
    link: '歷史照片',
    child: '幼兒',
    chooseChild: '請選擇幼兒',
    none: '該月沒有檢查紀錄',
  },
  message: {
    title: '醫生留言詳情',
    check: '留言所針對的檢查',
    none: '未指定留言',
    detail: '詳情',
  },
  day: {
    title: '晨午檢詳情',
    child: '幼兒',
    number: '學號',
    notChecked: '未檢',
    photos: '照片 {{count}} 張',
  },
};
