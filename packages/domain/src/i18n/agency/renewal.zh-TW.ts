import type { DictShape } from '../types.js';
import type { renewalTextZhCN } from './renewal.zh-CN.js';

export const renewalTextZhTW: DictShape<typeof renewalTextZhCN> = {
  renewal: {
    title: '續費提醒',
    platformService: '本園的平台服務將於 {{end}} 到期（還有 {{days}} 天），請及時續費。',
    platformServiceToday: '本園的平台服務將於今天（{{end}}）到期，請及時續費。',
    memberships: '以下幼兒的會員將在 {{days}} 天內到期，請提醒家長續費：',
    membership: '{{name}}：{{end}} 到期',
  },
};
