import type { DictShape } from '../types.js';
import type { renewalTextZhCN } from './renewal.zh-CN.js';

export const renewalTextEn: DictShape<typeof renewalTextZhCN> = {
  renewal: {
    title: 'Renewal reminder',
    platformService: "The kindergarten's platform service ends on {{end}} ({{days}} days left): please renew it.",
    platformServiceToday: "The kindergarten's platform service ends today ({{end}}): please renew it.",
    memberships: "These children's memberships end within {{days}} days; please remind their families to renew:",
    membership: '{{name}}: ends on {{end}}',
  },
};
