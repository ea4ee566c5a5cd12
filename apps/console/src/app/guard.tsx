import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { hasPermission } from '@mintfront/domain';
import { useSession } from '../api/session.ts';
import { useShopInfo } from '../api/shops.ts';
import { PageLoader } from '../components/page-loader.tsx';
import { withReturn } from '../components/return-to.ts';
import { askedPage, redirectFor } from './access.ts';
import type { Access } from './route-types.ts';

/** The 403/404 page; its illustrations load only when one is shown, not with every screen. */
export const LazyStatusPage = lazy(() =>
  import('../components/status-page.tsx').then((m) => ({ default: m.StatusPage })),
);

/** Renders its child routes when the access rule lets the visitor stay, else redirects. */
export function Guard({ access }: { access: Access }) {
  const { pathname, search } = useLocation();
  const { token, shopId } = useSession();
  const to = redirectFor({ pathname, token, shopId, access });
  // The page asked for comes back once signed in and a store is chosen (issue 22).
  return to ? <Navigate to={withReturn(to, askedPage(pathname, search))} replace /> : <Outlet />;
}

/** A route whose mask the member lacks, or an owner-only route, shows the 403 page (Shop.allows, spec §6). */
export function MaskGate({
  mask,
  owner = false,
  children,
}: {
  mask: number;
  owner?: boolean;
  children: ReactNode;
}) {
  const { data: shop, isPending } = useShopInfo();
  // A failed load was already shown (toast) or redirected by the API client.
  if (!shop) return isPending ? <PageLoader /> : null;
  if (!hasPermission(shop.allows, mask) || (owner && !shop.isOwner))
    return (
      <Suspense fallback={<PageLoader />}>
        <LazyStatusPage kind="forbidden" />
      </Suspense>
    );
  return children;
}
