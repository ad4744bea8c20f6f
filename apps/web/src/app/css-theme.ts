import type { Locale } from '@kg/domain';
import { PLAIN_THEME } from './theme';

/**
 * The antd theme's values as CSS custom properties on the page, for the screens drawn without antd
 * (styles.css, pages/auth/auth.css): one source, so sign-in looks as the signed-in app does.
 */
export function cssThemeVariables(locale: Locale): Record<string, string> {
  return {
    '--kg-primary': PLAIN_THEME.primary,
    '--kg-primary-darker': PLAIN_THEME.primaryDarker,
    '--kg-error': PLAIN_THEME.error,
    '--kg-quiet-text': PLAIN_THEME.quietText,
    '--kg-radius': `${PLAIN_THEME.borderRadius}px`,
    // antd's large controls and cards round by 2 px more.
    '--kg-radius-lg': `${PLAIN_THEME.borderRadius + 2}px`,
    '--kg-font': PLAIN_THEME.fonts[locale],
  };
}

/** Set through the CSS object model (not a style attribute), which the page's CSP does not restrict. */
export function applyCssTheme(root: HTMLElement, locale: Locale): void {
  for (const [name, value] of Object.entries(cssThemeVariables(locale))) root.style.setProperty(name, value);
}
