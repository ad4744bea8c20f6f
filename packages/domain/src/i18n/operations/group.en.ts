import type { DictShape } from '../types.js';
import type { kigGroupTextZhCN } from './group.zh-CN.js';

export const kigGroupTextEn: DictShape<typeof kigGroupTextZhCN> = {
  kigGroup: {
    noAgent: 'This kindergarten has no agent: it cannot leave its group',
    otherAgent: 'A kindergarten moves only to a group of its own agent',
    sheetTitle: 'Groups and kindergartens ({{date}})',
    fileName: 'Groups and kindergartens',
    groupsCaption: "The groups' kindergartens",
    historyCaption: 'Memberships',
    group: 'Group',
    groupCode: 'Group code',
    agent: 'Agent',
    kigCode: 'Kindergarten code',
    kigName: 'Kindergarten',
    since: 'Member since',
    fromAt: 'From',
    toAt: 'To',
    movedInBy: 'Moved in by',
    movedOutBy: 'Moved out by',
    total: 'Total',
  },
};
