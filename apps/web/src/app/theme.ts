import type { Locale } from '@kg/domain';
import type { ThemeConfig } from 'antd';

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

/*
 * Colours that pass WCAG 2.1 AA contrast (4.5:1 for text), as close to antd's defaults as that allows
 * (the browser tests check every page they visit with axe, e2e/support/a11y.ts):
 * - the blue of links, selected menu items, active tabs, primary buttons and blue tags: antd's #1677ff
 *   gives 4.1:1 with white; #1668dc (antd's own blue for dark screens) gives 5.2:1, 4.6:1 on light blue.
 * - the red of errors and delete buttons: #ff4d4f gives 3.3:1; #d4252c gives 5.1:1, 4.7:1 on light red.
 * - under the pointer, links and buttons darken (antd lightens them, to 3.5:1 and less): the shade
 *   antd uses for a pressed one.
 * - secondary text and placeholders (labels of descriptions and statistics, the breadcrumb, hints, an
 *   empty select, a calendar's days of the next and last month): antd's 45% and 25% black give 3.4:1 and
 *   1.8:1; 55% gives 4.7:1 on white and on grey.
 * - coloured text (figures by meaning, status and preset tags): antd draws it in the 6th or 7th shade of
 *   each palette, under 3.5:1 for green, orange, gold, lime, cyan; the darker shade that passes instead.
 */
const PRIMARY = '#1668dc';
const PRIMARY_DARKER = '#094bb5';
const ERROR = '#d4252c';
const ERROR_DARKER = '#ad151f';
const QUIET_TEXT = 'rgba(0, 0, 0, 0.55)';

/** Text colours by meaning (a count present, late, left early, abnormal, on leave), readable on white. */
export const TEXT_COLORS = {
  success: '#237804', // antd green-8
  warning: '#ad4e00', // antd orange-8
  caution: '#874d00', // antd gold-9
  error: ERROR,
  info: PRIMARY,
} as const;

/** The text of preset-coloured tags (antd uses each palette's 7th shade): the darker ones where it fails. */
const TAG_TEXT = {
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
};

/** The same values for what is drawn without antd (sign-in, the boot spinner): CSS custom properties (css-theme.ts). */
export const PLAIN_THEME = { primary: PRIMARY, primaryDarker: PRIMARY_DARKER, error: ERROR, quietText: QUIET_TEXT, borderRadius: 6, fonts: FONTS } as const;

/** antd's theme in the language's fonts; `motion` false (the person asked for less motion) stills antd's animations. */
export function themeFor(locale: Locale, motion = true): ThemeConfig {
  return {
    token: {
      motion,
      colorPrimary: PLAIN_THEME.primary,
      colorPrimaryHover: PRIMARY_DARKER,
      // Links and "processing" tags take the info colour.
      colorInfo: PRIMARY,
      colorLinkHover: PRIMARY_DARKER,
      colorError: ERROR,
      colorErrorHover: ERROR_DARKER,
      colorSuccessText: TEXT_COLORS.success,
      colorWarningText: TEXT_COLORS.warning,
      colorTextTertiary: QUIET_TEXT,
      colorTextPlaceholder: QUIET_TEXT,
      fontFamily: FONTS[locale],
      borderRadius: PLAIN_THEME.borderRadius,
    },
    components: {
      ...LABEL_COLONS[locale],
      // Status tags write their text in the status colour itself, on its light background.
      Tag: { ...TAG_TEXT, colorSuccess: TEXT_COLORS.success, colorWarning: TEXT_COLORS.warning },
      // A calendar greys the days of the months beside the one shown as if they were disabled.
      DatePicker: { colorTextDisabled: QUIET_TEXT },
    },
  };
}
