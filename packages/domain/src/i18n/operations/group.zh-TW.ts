import type { DictShape } from '../types.js';
import type { kigGroupTextZhCN } from './group.zh-CN.js';

export const kigGroupTextZhTW: DictShape<typeof kigGroupTextZhCN> = {
  kigGroup: {
    noAgent: '該幼兒園沒有所屬代理商，不能移出集團',
    otherAgent: '只能調整到本代理商的集團',
    sheetTitle: '集團與幼兒園（{{date}}）',
    fileName: '集團與幼兒園',
    groupsCaption: '集團的幼兒園',
    historyCaption: '隸屬紀錄',
    group: '集團',
    groupCode: '集團編碼',
    agent: '代理商',
    kigCode: '幼兒園編碼',
    kigName: '幼兒園',
    since: '加入時間',
    fromAt: '開始',
    toAt: '結束',
    movedInBy: '調入人',
    movedOutBy: '調出人',
    total: '合計',
  },
};
