import type { DictShape } from '@kg/domain';
import type { opsGroups as source } from '../zh-CN/kig-group';

export const opsGroups: DictShape<typeof source> = {
  search: 'Group name',
  noGroupKigs: 'Kindergartens in no group',
  columns: {
    code: 'Group code',
    name: 'Group',
    agent: 'Agent',
    kigCount: 'Kindergartens',
    kigCode: 'Kindergarten code',
    kigName: 'Kindergarten',
    since: 'Member since',
    group: 'Group',
    fromAt: 'From',
    toAt: 'To',
    movedInBy: 'Moved in by',
    movedOutBy: 'Moved out by',
  },
  actions: { kigs: 'Kindergartens', move: 'Move to a group' },
  drawerTitle: "{{name}}'s kindergartens",
  history: 'Memberships',
  empty: 'No kindergartens',
  noHistory: 'No memberships recorded',
  current: 'Now',
  moveTitle: 'Move {{name}}',
  target: 'Move to',
  noGroup: 'No group (under its agent)',
  moveNote: 'Once moved, the old group no longer sees the kindergarten and the new group sees it at once; the old membership is kept.',
};
