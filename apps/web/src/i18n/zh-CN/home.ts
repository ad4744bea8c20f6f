import type { HomeCountKey } from '@kg/domain';

export const home = {
  welcome: '欢迎回来，{{name}}',
  org: {
    title: '机构信息',
    name: '机构名称',
    kind: '机构类型',
    code: '机构编码',
    shard: '分片号',
    since: '创建时间',
  },
  user: {
    title: '当前账号',
    nickName: '姓名',
    userName: '用户名',
    appType: '登录系统',
  },
  countsTitle: '数据概览',
  countsEmpty: '暂无统计数据',
  loadFailed: '首页信息加载失败',
  counts: {
    agents: '代理商',
    groups: '幼儿园集团',
    kindergartens: '幼儿园',
    institutions: '医疗机构',
    experts: '专家',
    childOrgs: '下级机构',
    classes: '班级',
    teachers: '在职教师',
    students: '在读幼儿',
    users: '用户',
    roles: '角色',
    activeSessions: '在线会话',
  } satisfies Record<HomeCountKey, string>,
};
