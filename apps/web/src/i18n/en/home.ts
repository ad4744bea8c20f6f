import type { DictShape } from '@kg/domain';
import type { home as source } from '../zh-CN/home';

export const home: DictShape<typeof source> = {
  welcome: 'Welcome back, {{name}}',
  org: {
    title: 'Organisation',
    name: 'Name',
    kind: 'Kind',
    code: 'Code',
    shard: 'Shard',
    since: 'Created',
  },
  user: {
    title: 'Signed in as',
    nickName: 'Name',
    userName: 'User name',
    appType: 'System',
  },
  countsTitle: 'Overview',
  countsEmpty: 'No statistics yet',
  loadFailed: 'Could not load the home page',
  counts: {
    agents: 'Agents',
    groups: 'Kindergarten groups',
    kindergartens: 'Kindergartens',
    institutions: 'Medical institutions',
    experts: 'Experts',
    childOrgs: 'Subordinate organisations',
    classes: 'Classes',
    teachers: 'Teachers on duty',
    students: 'Children',
    users: 'Users',
    roles: 'Roles',
    activeSessions: 'Active sessions',
  },
};
