import type { Locale } from '@kg/domain';
import type { LanguagePack } from './language-pack';
import type { SignInPack } from './sign-in-pack';

/**
 * Two chunks per language, only the active one's fetched (a switch reloads the page): the words the
 * screens before the shell draw, at start; the whole dictionary, with the shell (loadDictionary).
 */
export const SIGN_IN_PACKS: Record<Locale, () => Promise<SignInPack>> = {
  'zh-CN': () => import('./sign-in-zh-CN').then((m) => m.pack),
  'zh-TW': () => import('./sign-in-zh-TW').then((m) => m.pack),
  en: () => import('./sign-in-en').then((m) => m.pack),
};

export const PACKS: Record<Locale, () => Promise<LanguagePack>> = {
  'zh-CN': () => import('./zh-CN').then((m) => m.pack),
  'zh-TW': () => import('./zh-TW').then((m) => m.pack),
  en: () => import('./en').then((m) => m.pack),
};
