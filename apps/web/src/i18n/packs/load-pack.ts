import type { Locale } from '@kg/domain';
import type { LanguagePack } from './language-pack';

/** One chunk per language: only the active one is fetched; a switch reloads the page, which fetches the new one. */
export const PACKS: Record<Locale, () => Promise<LanguagePack>> = {
  'zh-CN': () => import('./zh-CN').then((m) => m.pack),
  'zh-TW': () => import('./zh-TW').then((m) => m.pack),
  en: () => import('./en').then((m) => m.pack),
};
