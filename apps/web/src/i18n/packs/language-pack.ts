import type { DictShape } from '@kg/domain';
import type { ConfigProviderProps } from 'antd';
import type { AppDict } from '../resources';

/** What one language brings at start: its dictionary (shared and web), antd's texts, dayjs's locale name. */
export interface LanguagePack {
  dictionary: DictShape<AppDict>;
  antd: ConfigProviderProps['locale'];
  dayjs: string;
}
