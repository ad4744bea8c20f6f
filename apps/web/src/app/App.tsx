import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../api/query-client';
import { antdLocale, currentLocale } from '../i18n';
import { useAppRouter } from './router/router-store';
import { themeFor } from './theme';

export function App() {
  const { router, version } = useAppRouter();
  const locale = currentLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale()} theme={themeFor(locale)}>
        <AntApp>
          <RouterProvider key={version} router={router} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
