import antd from 'antd/es/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import type { AntdPack } from './antd-pack';

export const pack: AntdPack = { antd, dayjs: 'zh-cn' };
