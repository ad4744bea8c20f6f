import { LOCALES } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { cssThemeVariables } from './css-theme';
import { themeFor } from './theme';

describe('the theme for what is drawn without antd', () => {
  it.each([...LOCALES])("has the antd theme's primary, error, quiet text, radius and %s font", (locale) => {
    const { token } = themeFor(locale);
    expect(cssThemeVariables(locale)).toMatchObject({
      '--kg-primary': token?.colorPrimary,
      '--kg-primary-darker': token?.colorPrimaryHover,
      '--kg-error': token?.colorError,
      '--kg-quiet-text': token?.colorTextTertiary,
      '--kg-radius': `${token?.borderRadius}px`,
      '--kg-font': token?.fontFamily,
    });
  });
});
