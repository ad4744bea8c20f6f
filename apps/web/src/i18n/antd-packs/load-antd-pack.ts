import type { Locale } from '@kg/domain';
import type { AntdPack } from './antd-pack';

/** One chunk per language, fetched with the first screen on antd: the sign-in screen goes without it. */
export const ANTD_PACKS: Record<Locale, () => Promise<AntdPack>> = {
  'zh-CN': () => import('./antd-zh-CN').then((m) => m.pack),
  'zh-TW': () => import('./antd-zh-TW').then((m) => m.pack),
  en: () => import('./antd-en').then((m) => m.pack),
};
