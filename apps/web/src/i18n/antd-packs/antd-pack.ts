import type { ConfigProviderProps } from 'antd';

/** What the screens on antd need of one language beyond the dictionary: antd's own texts, dayjs's locale name. */
export interface AntdPack {
  antd: ConfigProviderProps['locale'];
  dayjs: string;
}
