import type { DictShape } from '@kg/domain';
import type { shell as source } from '../zh-CN/shell';

export const shell: DictShape<typeof source> = {
  standalone: {
    back: 'Back',
  },
  sider: {
    collapse: 'Collapse menu',
    expand: 'Expand menu',
    open: 'Open menu',
    menu: 'Menu',
  },
  header: {
    fullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
    language: 'Language',
    breadcrumb: 'You are here',
  },
  user: {
    menu: 'User menu',
    changePassword: 'Change password',
    logout: 'Sign out',
  },
  tabs: {
    close: 'Close',
    closeOthers: 'Close others',
    closeAll: 'Close all',
    actions: 'Tab actions',
  },
};
