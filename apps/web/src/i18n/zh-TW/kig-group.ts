import type { DictShape } from '@kg/domain';
import type { opsGroups as source } from '../zh-CN/kig-group';

export const opsGroups: DictShape<typeof source> = {
  search: '集團名稱',
  noGroupKigs: '未加入集團的幼兒園',
  columns: {
    code: '集團編碼',
    name: '集團名稱',
    agent: '代理商',
    kigCount: '幼兒園數',
    kigCode: '幼兒園編碼',
    kigName: '幼兒園',
    since: '加入時間',
    group: '集團',
    fromAt: '開始',
    toAt: '結束',
    movedInBy: '調入人',
    movedOutBy: '調出人',
  },
  actions: { kigs: '幼兒園', move: '調整集團' },
  drawerTitle: '{{name}}的幼兒園',
  history: '隸屬紀錄',
  empty: '暫無幼兒園',
  noHistory: '暫無紀錄',
  current: '至今',
  moveTitle: '調整{{name}}的集團',
  target: '調整到',
  noGroup: '不屬於任何集團（歸代理商）',
  moveNote: '調整後，原集團立即不能再檢視該幼兒園，新集團立即可以檢視；原隸屬紀錄會保留。',
};
