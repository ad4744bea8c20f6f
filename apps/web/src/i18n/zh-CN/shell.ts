export const shell = {
  standalone: {
    back: '返回',
  },
  sider: {
    collapse: '收起菜单',
    expand: '展开菜单',
    open: '打开菜单',
    menu: '菜单',
  },
  header: {
    fullscreen: '全屏',
    exitFullscreen: '退出全屏',
    language: '切换语言',
    breadcrumb: '当前位置',
  },
  user: {
    menu: '用户菜单',
    changePassword: '修改密码',
    logout: '退出登录',
  },
  tabs: {
    close: '关闭',
    closeOthers: '关闭其他',
    closeAll: '关闭全部',
    actions: '标签操作',
  },
};
