import { API_LANGS, type ApiLang, type Locale } from '@kg/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLocale } from './locale';
import type { AreaName } from './areas/areas';
import { SHELL_PACKS, SIGN_IN_PACKS } from './packs/load-pack';

let active: Locale = storedLocale();
/** What has been fetched and added in the active language: 'shell' and each area's name. */
let added = new Map<string, Promise<void>>();

/**
 * Fetches the stored language's sign-in words (their chunk alone), then starts i18next in them; the
 * rest comes with the shell (loadDictionary) and each area's pages (loadPageWords), antd's texts apart
 * (antd-texts.ts).
 */
export async function initI18n(): Promise<Locale> {
  active = storedLocale();
  added = new Map();
  const pack = await SIGN_IN_PACKS[active]();
  await i18n.use(initReactI18next).init({
    lng: active,
    fallbackLng: false,
    resources: { [active]: { translation: pack.dictionary } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  document.documentElement.lang = active;
  document.title = i18n.t('common.app.title');
  return active;
}

/** Fetches words once per language and adds them to i18next (deep: an area's entities join the shell's). */
function addOnce(name: string, load: (locale: Locale) => Promise<Record<string, unknown>>): Promise<void> {
  const locale = active;
  let done = added.get(name);
  if (!done) {
    done = load(locale).then((words) => {
      i18n.addResourceBundle(locale, 'translation', words, true, true);
    });
    // A failed fetch (the network) is tried again by the next route that needs it.
    done.catch(() => added.delete(name));
    added.set(name, done);
  }
  return done;
}

/**
 * The shell's words in the active language (packs/shell-*.ts: those of no area), fetched once: awaited
 * by the routes behind sign-in before they render (router/routes.tsx), so no screen shows a key it lacks.
 */
export function loadDictionary(): Promise<void> {
  return addOnce('shell', (locale) => SHELL_PACKS[locale]().then((pack) => pack.dictionary));
}

// Which words each area has is fetched with the first page (areas.ts is a chunk apart): sign-in needs none of it.
const areaTable = () => import('./areas/areas');

/** These areas' words and those they use (areas/areas.ts), each fetched once. */
export async function loadAreaWords(areas: readonly AreaName[]): Promise<void> {
  const { areaWords, withUses } = await areaTable();
  await Promise.all(withUses(areas).map((area) => addOnce(area, (locale) => areaWords(area, locale))));
}

/** The words of a page's area (by its page key, pages.ts): awaited by its route with the shell's. */
export async function loadPageWords(pageKey: string): Promise<void> {
  const { areasOfPage } = await areaTable();
  await loadAreaWords(areasOfPage(pageKey));
}

/** The whole dictionary: the shell's and every area's words (tests that render any screen). */
export async function loadEveryArea(): Promise<void> {
  const { AREA_NAMES } = await areaTable();
  await Promise.all([loadDictionary(), loadAreaWords(AREA_NAMES)]);
}

export function currentLocale(): Locale {
  return active;
}

export function currentApiLang(): ApiLang {
  return API_LANGS[active];
}

/** Translates a key known only at run time (zod messages, server kinds); unknown keys fall back. */
export function translateKey(key: string, fallback: string = key): string {
  return i18n.exists(key) ? (i18n.t as (k: string) => string)(key) : fallback;
}

/** A schema's message key with the values it names (a range's bounds: 'between 3.0 and 5.3'). */
export function translateIssue(key: string, params?: Record<string, string | number>): string {
  return i18n.exists(key) ? (i18n.t as (k: string, p?: Record<string, string | number>) => string)(key, params) : key;
}

export { LANGUAGE_NAMES, switchLocale } from './locale';
