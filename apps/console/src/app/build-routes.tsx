import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { PublicShell } from '../components/public-shell.tsx';
import { AppRoot } from './app-root.tsx';
import { Guard, LazyStatusPage, MaskGate } from './guard.tsx';
import { MainLayout } from './main-layout.tsx';
import type { ConsoleRoute } from './route-types.ts';

function element(route: ConsoleRoute) {
  if (route.redirectTo) return <Navigate to={route.redirectTo} replace />;
  const Screen = route.screen!;
  const screen = (
    <Suspense fallback={<PageLoader asMain={route.access !== 'shop'} />}>
      <Screen />
    </Suspense>
  );
  return route.access === 'shop' ? (
    <MaskGate mask={route.mask ?? 0} owner={route.owner}>
      {screen}
    </MaskGate>
  ) : (
    screen
  );
}

const toObject = (route: ConsoleRoute): RouteObject => ({
  path: route.path,
  element: element(route),
});

/** Spec §2 route tree: public screens, signed-in screens, and the shop's main layout at '/'. */
export function buildRoutes(routes: ConsoleRoute[]): RouteObject[] {
  const shopRoutes = routes.filter((r) => r.access === 'shop' && !r.fullScreen);
  const fullScreenRoutes = routes.filter((r) => r.access === 'shop' && r.fullScreen);
  return [
    {
      element: <AppRoot />,
      children: [
        ...routes.filter((r) => r.access === 'public').map(toObject),
        {
          element: <Guard access="user" />,
          children: [
            ...routes.filter((r) => r.access === 'user').map(toObject),
            {
              path: '/',
              element: <Guard access="shop" />,
              children: [
                {
                  element: <MainLayout routes={shopRoutes} />,
                  children: [
                    { index: true, element: <Navigate to="home" replace /> },
                    ...shopRoutes.map(toObject),
                  ],
                },
                ...fullScreenRoutes.map(toObject),
              ],
            },
            {
              path: '*',
              element: (
                <PublicShell width={720}>
                  <Suspense fallback={<PageLoader />}>
                    <LazyStatusPage kind="notFound" />
                  </Suspense>
                </PublicShell>
              ),
            },
          ],
        },
      ],
    },
  ];
}
