import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ApiError } from './api/api-error.ts';
import { bindApiClient } from './api/client.ts';
import { createAppRouter } from './app/router.tsx';
import { theme } from './app/theme.ts';
import { FORM_CONFIG } from './components/form/focus-first-error.ts';
import i18n, { antdLocale, loadStartLanguage, useLanguage } from './i18n/index.ts';
import './app/styles.css';
import { MODAL_CONFIG } from './app/modal-config.ts';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // Business answers are final; only a transport failure (negative code) is worth one retry.
      retry: (count, error) => error instanceof ApiError && error.statusCode < 0 && count < 1,
    },
  },
});
const router = createAppRouter();
bindApiClient({
  navigate: (to) => void router.navigate(to),
  onSignedOut: () => queryClient.clear(),
});

function Providers() {
  const lang = useLanguage();
  return (
    <ConfigProvider
      locale={antdLocale(lang)}
      theme={theme}
      button={{ autoInsertSpace: false }}
      form={FORM_CONFIG}
      modal={MODAL_CONFIG}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

await loadStartLanguage();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <Providers />
    </I18nextProvider>
  </StrictMode>,
);
