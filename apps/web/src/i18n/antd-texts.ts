import type { ConfigProviderProps } from 'antd';
import { currentLocale } from './index';
import { ANTD_PACKS } from './antd-packs/load-antd-pack';

let loading: { locale: string; done: Promise<void> } | null = null;
let antdTexts: ConfigProviderProps['locale'] | undefined;

/** Fetches antd's texts and dayjs's locale in the active language, once: before any screen on antd renders. */
export function loadAntdTexts(): Promise<void> {
  const locale = currentLocale();
  if (loading?.locale !== locale) {
    // dayjs too is the signed-in screens' only, fetched with them.
    const done = Promise.all([ANTD_PACKS[locale](), import('dayjs')]).then(([pack, { default: dayjs }]) => {
      antdTexts = pack.antd;
      dayjs.locale(pack.dayjs);
    });
    loading = { locale, done };
  }
  return loading.done;
}

/** antd's own texts (pickers, pagination, empty tables) in the active language, once loadAntdTexts has run. */
export function antdLocale(): ConfigProviderProps['locale'] | undefined {
  return antdTexts;
}
