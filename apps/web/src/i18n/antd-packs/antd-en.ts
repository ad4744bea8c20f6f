import antd from 'antd/es/locale/en_US';
import type { AntdPack } from './antd-pack';

// dayjs speaks English without a locale file.
export const pack: AntdPack = { antd, dayjs: 'en' };
