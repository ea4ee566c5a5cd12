import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import i18n from '../i18n/index.ts';
import { FORM_CONFIG } from '../components/form/focus-first-error.ts';
import { MODAL_CONFIG } from '../app/modal-config.ts';

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders routes in a memory router inside the app's providers. */
export function renderRoutes(
  routes: RouteObject[],
  options: { at?: string; queryClient?: QueryClient } = {},
) {
  const queryClient = options.queryClient ?? testQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [options.at ?? '/'] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <ConfigProvider button={{ autoInsertSpace: false }} form={FORM_CONFIG} modal={MODAL_CONFIG}>
        <AntApp>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>,
  );
  return { ...result, router, queryClient };
}

/** Renders one element at '/' inside the providers. */
export function renderWithProviders(ui: ReactNode, options: { queryClient?: QueryClient } = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}
