export const common = {
  app: {
    title: '幼儿园管理平台',
    brand: '幼儿园管理平台',
    slogan: '幼儿园管理与健康监测后台',
  },
  actions: {
    cancel: '取消',
    retry: '重试',
    backHome: '返回首页',
  },
  network: {
    offline: '网络连接失败，请检查网络后重试',
    refreshFailed: '刷新失败，显示的是 {{time}} 的数据',
  },
};
