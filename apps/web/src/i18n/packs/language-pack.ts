import type { DictShape } from '@kg/domain';
import type { AppDict } from '../resources';

/** What one language brings at start: its dictionary (shared and web). antd's texts come apart (antd-packs/). */
export interface LanguagePack {
  dictionary: DictShape<AppDict>;
}
