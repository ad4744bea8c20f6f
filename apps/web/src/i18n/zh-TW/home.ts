import type { DictShape } from '@kg/domain';
import type { home as source } from '../zh-CN/home';

export const home: DictShape<typeof source> = {
  welcome: '歡迎回來，{{name}}',
  org: {
    title: '機構資訊',
    name: '機構名稱',
    kind: '機構類型',
    code: '機構編碼',
    shard: '分片號',
    since: '建立時間',
  },
  user: {
    title: '目前帳號',
    nickName: '姓名',
    userName: '使用者名稱',
    appType: '登入系統',
  },
  countsTitle: '資料概覽',
  countsEmpty: '暫無統計資料',
  loadFailed: '首頁資訊載入失敗',
  counts: {
    agents: '代理商',
    groups: '幼兒園集團',
    kindergartens: '幼兒園',
    institutions: '醫療機構',
    experts: '專家',
    childOrgs: '下級機構',
    classes: '班級',
    teachers: '在職教師',
    students: '在讀幼兒',
    users: '使用者',
    roles: '角色',
    activeSessions: '線上工作階段',
  },
};
