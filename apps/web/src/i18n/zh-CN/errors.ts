export const errors = {
  page401: {
    title: '401',
    subTitle: '抱歉，您没有权限访问此页面。',
  },
  page404: {
    title: '404',
    subTitle: '抱歉，您访问的页面不存在。',
  },
  page500: {
    title: '500',
    subTitle: '抱歉，服务器出错了，请稍后再试。',
  },
  pageLoad: {
    failedTitle: '页面加载失败',
    failedSubTitle: '页面资源未能加载，可能是网络中断或系统已更新，请重试。',
    timeoutTitle: '页面加载超时',
    timeoutSubTitle: '页面加载时间过长，请检查网络后重试。',
  },
  unexpected: {
    title: '页面出错了',
    subTitle: '页面运行时发生错误，请重试或返回首页。',
  },
};
