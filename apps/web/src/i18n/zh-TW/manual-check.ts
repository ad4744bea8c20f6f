import type { DictShape } from '@kg/domain';
import type { opsManualCheck as source } from '../zh-CN/manual-check';

export const opsManualCheck: DictShape<typeof source> = {
  kindergarten: '幼兒園',
  allKindergartens: '全部幼兒園',
  day: '檢查日期',
  anyDay: '全部日期',
  session: '晨檢/午檢',
  anySession: '全部',
  child: '幼兒',
  className: '班級',
  checkedAt: '檢查時間',
  temperature: '體溫',
  reasons: '異常原因',
  photo: '照片',
  noPhoto: '無照片',
  review: '複核',
  empty: '沒有待複核的檢查',
  total: '待複核 {{count}} 筆',
};
