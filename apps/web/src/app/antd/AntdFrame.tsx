import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useReducedMotion } from '../../components/motion/useReducedMotion';
import { currentLocale } from '../../i18n';
import { antdLocale } from '../../i18n/antd-texts';
import { themeFor } from '../theme';

// antd's static message and notification outlive the screen (a password change's success is read on the
// sign-in screen it leads to): drawn in the app's theme and language.
ConfigProvider.config({
  holderRender: (children) => <AntdProvider>{children}</AntdProvider>,
});

/**
 * antd in the app's theme and the active language (its texts loaded first: load-antd.ts), without its
 * animations while the person's system asks for reduced motion (followed as that setting changes).
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider locale={antdLocale()} theme={themeFor(currentLocale(), !reducedMotion)}>
      {children}
    </ConfigProvider>
  );
}

/** The routes drawn with antd (all but sign-in) render inside this one. */
export function AntdFrame() {
  return (
    <AntdProvider>
      <Outlet />
    </AntdProvider>
  );
}
