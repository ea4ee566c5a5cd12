import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import type { User } from '@mintfront/domain';
import { ApiError } from '../api/api-error.ts';
import { bindApiClient } from '../api/client.ts';
import { queryKeys } from '../api/query-keys.ts';
import { FORM_CONFIG } from '../components/form/focus-first-error.ts';
import { antdLocale, useLanguage } from '../i18n/index.ts';
import { MODAL_CONFIG } from './modal-config.ts';
import { createAppRouter } from './router.tsx';
import { theme } from './theme.ts';
import './styles.css';

/**
 * The console: antd's providers, the query cache and the router at the page the browser shows
 * now (so create it once the address is where the console should open). `seed.user`: the
 * person just signed in.
 */
export function createConsoleApp(seed?: { user: User }) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Business answers are final; only a transport failure (negative code) is worth one retry.
        retry: (count, error) => error instanceof ApiError && error.statusCode < 0 && count < 1,
      },
    },
  });
  // Signed in on the first screen: the start-up does not ask for the user again.
  if (seed) queryClient.setQueryData(queryKeys.users.detail('me'), seed.user);
  const router = createAppRouter();
  bindApiClient({
    navigate: (to) => void router.navigate(to),
    onSignedOut: () => queryClient.clear(),
  });

  return <ConsoleApp queryClient={queryClient} router={router} />;
}

function ConsoleApp({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
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
