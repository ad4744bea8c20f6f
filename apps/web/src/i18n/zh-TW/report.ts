import type { DictShape } from '@kg/domain';
import type { report as source } from '../zh-CN/report';

/** The report family's own words (components/report): its kindergarten and class pickers, its reach tables. */
export const report: DictShape<typeof source> = {
  kindergarten: '幼兒園',
  chooseKindergarten: '請先選擇幼兒園',
  className: '班級',
  allClasses: '全部班級',
  back: '返回各園概況',
  reach: {
    allAreas: '全部地區',
    byArea: '按地區',
    byKindergarten: '按幼兒園',
    unknownArea: '未知地區',
    name: '地區 / 幼兒園',
    kindergartenCount: '幼兒園數',
  },
  overview: {
    kindergarten: '幼兒園',
    total: '合計',
    empty: '暫無幼兒園',
    view: '查看',
  },
};
