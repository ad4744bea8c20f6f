import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../api/query-client';
import { useAppRouter } from './router/router-store';

/** antd's provider is not here: the routes drawn with antd render inside it (antd/AntdFrame.tsx), sign-in without. */
export function App() {
  const { router, version } = useAppRouter();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider key={version} router={router} />
    </QueryClientProvider>
  );
}
