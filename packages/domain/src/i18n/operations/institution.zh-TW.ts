import type { DictShape } from '../types.js';
import type { institutionTextZhCN } from './institution.zh-CN.js';

export const institutionTextZhTW: DictShape<typeof institutionTextZhCN> = {
  institution: {
    builtInRole: '機構管理員',
    state: { running: '服務中', upcoming: '未開始', ended: '已到期', disabled: '已停用' },
    sheetTitle: '醫療機構與簽約幼兒園（{{date}}）',
    fileName: '醫療機構',
    institutionsCaption: '醫療機構',
    contractsCaption: '簽約幼兒園',
    code: '機構編碼',
    name: '醫療機構',
    area: '所在地區',
    contactName: '聯絡人',
    contactPhone: '聯絡電話',
    status: '狀態',
    expertGroups: '專家組',
    accounts: '帳號數',
    runningKigs: '服務中幼兒園',
    contracts: '簽約數',
    kigCode: '幼兒園編碼',
    kigName: '幼兒園',
    beginDate: '開始日期',
    endDate: '結束日期',
    service: '服務狀態',
    total: '合計',
  },
};
