import type { DictShape } from '@kg/domain';
import type { shell as source } from '../zh-CN/shell';

export const shell: DictShape<typeof source> = {
  standalone: {
    back: '返回',
  },
  sider: {
    collapse: '收合選單',
    expand: '展開選單',
    open: '開啟選單',
    menu: '選單',
  },
  header: {
    fullscreen: '全螢幕',
    exitFullscreen: '結束全螢幕',
    language: '切換語言',
    breadcrumb: '目前位置',
  },
  user: {
    menu: '使用者選單',
    changePassword: '修改密碼',
    logout: '登出',
  },
  tabs: {
    close: '關閉',
    closeOthers: '關閉其他',
    closeAll: '關閉全部',
    actions: '標籤操作',
  },
};
