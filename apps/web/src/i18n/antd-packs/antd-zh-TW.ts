import antd from 'antd/es/locale/zh_TW';
import 'dayjs/locale/zh-tw';
import type { AntdPack } from './antd-pack';

export const pack: AntdPack = { antd, dayjs: 'zh-tw' };
