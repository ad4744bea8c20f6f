import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../api/query-client';
import { antdLocale, currentLocale } from '../i18n';
import { useAppRouter } from './router/router-store';
import { themeFor } from './theme';

// The password screens' messages (a change's success is read on the sign-in screen it leads to) are
// antd's static message and notification, which outlive the screen: drawn in the app's theme and language.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={antdLocale()} theme={themeFor(currentLocale())}>
      {children}
    </ConfigProvider>
  ),
});

/** antd's App (the message, notification and modal holders pages use) is the shell's: sign-in goes without it. */
export function App() {
  const { router, version } = useAppRouter();
  const locale = currentLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale()} theme={themeFor(locale)}>
        <RouterProvider key={version} router={router} />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
