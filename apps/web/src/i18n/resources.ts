import { sharedDictionaries, type Locale, type zhCN as sharedZhCN } from '@kg/domain';
import { webEn } from './en';
import { webZhCN } from './zh-CN';
import { webZhTW } from './zh-TW';

export type WebDict = typeof webZhCN;
/** Shared (@kg/domain) and web keys live in one namespace, so top-level areas must not collide. */
export type AppDict = typeof sharedZhCN & WebDict;

type Collision = keyof typeof sharedZhCN & keyof WebDict;
const noCollision: [Collision] extends [never] ? true : never = true;
void noCollision;

export const webDictionaries: Record<Locale, WebDict> = { 'zh-CN': webZhCN, 'zh-TW': webZhTW, en: webEn };

export function dictionaryFor(locale: Locale) {
  return { ...sharedDictionaries[locale], ...webDictionaries[locale] };
}
