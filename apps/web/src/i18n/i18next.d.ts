import 'i18next';
import type { AppDict } from './resources';

// Typed keys: a key missing from the zh-CN source (shared or web) fails tsc.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AppDict };
  }
}
