import { Button } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useShopInfo } from '../../../api/shops.ts';

/**
 * The storefront page buyers use for this drop, airdrop or raffle (`/s/{subdomain}/{path}`), to
 * open and share: the store's site links to none of them by itself.
 */
export function StorePageLink({ path, testId }: { path: string; testId: string }) {
  const { t } = useTranslation('launchpad');
  const { data: shop } = useShopInfo();
  if (!shop?.subdomain) return null;
  return (
    <Button
      href={`/s/${encodeURIComponent(shop.subdomain)}/${path}`}
      target="_blank"
      rel="noopener"
      icon={<ExportOutlined aria-hidden />}
      data-testid={testId}
    >
      {t('openOnStore')}
    </Button>
  );
}
