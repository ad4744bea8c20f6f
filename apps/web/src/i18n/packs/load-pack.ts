import type { Locale } from '@kg/domain';
import type { ShellPack } from './language-pack';
import type { SignInPack } from './sign-in-pack';

/**
 * Per language, only the active one's fetched (a switch reloads the page): the words the screens before
 * the shell draw, at start; the shell's words, with the shell (loadDictionary); each area's words with
 * its pages (areas/areas.ts, loadPageWords).
 */
export const SIGN_IN_PACKS: Record<Locale, () => Promise<SignInPack>> = {
  'zh-CN': () => import('./sign-in-zh-CN').then((m) => m.pack),
  'zh-TW': () => import('./sign-in-zh-TW').then((m) => m.pack),
  en: () => import('./sign-in-en').then((m) => m.pack),
};

export const SHELL_PACKS: Record<Locale, () => Promise<ShellPack>> = {
  'zh-CN': () => import('./shell-zh-CN').then((m) => m.pack),
  'zh-TW': () => import('./shell-zh-TW').then((m) => m.pack),
  en: () => import('./shell-en').then((m) => m.pack),
};
