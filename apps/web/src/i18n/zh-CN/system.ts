/** Words of the System management screens beyond the generic ones. */
export const system = {
  user: {
    resetPassword: '重置密码',
    resetConfirm: '确定重置「{{name}}」的密码吗？旧密码将立即失效。',
    createdTitle: '账号已创建',
    resetTitle: '密码已重置',
    passwordOf: '「{{name}}」的登录密码',
  },
  admin: {
    title: '管理员 · {{org}}',
  },
  role: {
    authorize: '授权',
  },
  authorization: {
    role: '角色',
    rolePlaceholder: '请选择要授权的角色',
    pickRole: '请先选择一个角色，再为它勾选菜单和按钮权限',
    system: '所属系统',
    save: '保存授权',
    revert: '撤销修改',
    checkAll: '全选',
    uncheckAll: '全不选',
    expandAll: '全部展开',
    collapseAll: '全部收起',
    empty: '该系统还没有菜单',
    checkedCount: '已选 {{count}} 项',
    unsaved: '有未保存的修改',
    hint: '勾选按钮会同时勾选它所在的页面和目录；取消页面或目录会取消其下全部内容。',
  },
  menu: {
    system: '系统',
    hint: '菜单按系统分别维护，每个系统的用户登录后看到自己系统的菜单。',
    rootParent: '无（顶级菜单）',
  },
  dictionary: {
    addType: '新增字典类型',
    addValue: '添加字典值',
    enabled: '启用',
  },
  area: {
    title: '行政区划',
    searchPlaceholder: '输入 6 位地区编码查找',
    invalidCode: '请输入 6 位数字的地区编码',
    notFound: '没有找到地区编码 {{code}}',
    code: '编码',
  },
  appModule: {
    title: 'APP 模块配置',
    hint: '按组织类型开启或关闭 APP 功能模块，修改立即生效。',
    module: '功能模块',
    readOnly: '您没有修改权限，只能查看',
  },
  log: {
    resources: {
      session: '登录会话',
      appModule: 'APP 模块配置',
      familyAccount: '家长账号',
      healthCheckPhotos: '晨检照片',
      healthDayDetail: '当日晨检明细',
      timetable: '课程表',
      noticeRead: '通知已读',
      terminalAccount: '终端账号',
    },
  },
};
