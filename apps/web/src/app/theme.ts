import type { Locale } from '@kg/domain';
import type { ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';

export const ANTD_LOCALES = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS } as const;

const LATIN = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial";
const SC = "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC'";
const TC = "'PingFang TC', 'Microsoft JhengHei', 'Noto Sans CJK TC', 'Noto Sans TC', 'Source Han Sans TC'";
const TAIL = "sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/** Latin glyphs from the system UI font, Chinese from the right script's font, so both read well. */
const FONTS: Record<Locale, string> = {
  'zh-CN': `${LATIN}, ${SC}, ${TC}, ${TAIL}`,
  'zh-TW': `${LATIN}, ${TC}, ${SC}, ${TAIL}`,
  en: `${LATIN}, ${SC}, ${TC}, ${TAIL}`,
};

/**
 * The colon after a label as each language writes it: antd's spaced ':' reads as Chinese's full-width
 * '：'; English puts it against the word, one space before the value ('Class: 大二班').
 */
const LABEL_COLONS: Record<Locale, ThemeConfig['components']> = {
  'zh-CN': {},
  'zh-TW': {},
  en: { Descriptions: { colonMarginLeft: 0, colonMarginRight: 6 } },
};

export function themeFor(locale: Locale): ThemeConfig {
  return { token: { colorPrimary: '#1677ff', fontFamily: FONTS[locale], borderRadius: 6 }, components: LABEL_COLONS[locale] };
}
