import { Suspense } from 'react';
import { Flex, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useShopInfo } from '../api/shops.ts';
import { LangSwitch } from '../components/lang-switch.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { UserMenu } from '../components/user-menu.tsx';
import { ChainBanner } from '../features/shops/components/chain-banner.tsx';
import type { ConsoleRoute } from './route-types.ts';
import { SideMenu } from './side-menu.tsx';

/** The main layout at '/': banner with the store name, side menu, then the screen. */
export function MainLayout({ routes }: { routes: ConsoleRoute[] }) {
  const { t } = useTranslation(['common', 'layout']);
  const { data: shop, isPending } = useShopInfo();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header className="app-header">
        <Flex align="center" gap={16}>
          <Typography.Text strong className="app-brand">
            {t('appName')}
          </Typography.Text>
          <Typography.Text data-testid="store-name-header">
            {shop?.name ?? (isPending ? '' : t('layout:storeFallback'))}
          </Typography.Text>
        </Flex>
        <Flex gap={8} align="center">
          <LangSwitch />
          <UserMenu />
        </Flex>
      </Layout.Header>
      <Layout hasSider>
        <Layout.Sider theme="light" width={220} className="app-sider">
          <SideMenu routes={routes} allows={shop?.allows ?? 0} isOwner={shop?.isOwner ?? false} />
        </Layout.Sider>
        <Layout.Content className="app-content">
          {shop && <ChainBanner chain={shop.chain} />}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
