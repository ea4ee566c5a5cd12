import { Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { MASK, hasPermission } from '@mintfront/domain';
import { useMarketingSettings } from '../../api/marketing.ts';
import { useShopInfo } from '../../api/shops.ts';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { AnalyticsForm } from './components/analytics-form.tsx';
import { SeoForm } from './components/seo-form.tsx';

/**
 * Marketing/General (spec doc 2 §2 "SEO and analytics"): the SEO settings the storefront's head
 * shows (mask 16384) and the analytics tracking ID (mask 32768); each part only for its holders.
 */
export default function MarketingGeneral() {
  const { t } = useTranslation('marketing');
  const { data: shop } = useShopInfo();
  const mayEdit = (mask: number) => Boolean(shop && hasPermission(shop.allows, mask));
  const seo = useMarketingSettings('seo', mayEdit(MASK.marketingSeo));
  const analytics = useMarketingSettings('analytics', mayEdit(MASK.marketingAnalytics));
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <ListPageHeader title={t('title')} intro={t('intro')} />
      {shop && !mayEdit(MASK.marketingSeo | MASK.marketingAnalytics) && (
        <Empty description={t('nothingToEdit')} />
      )}
      {mayEdit(MASK.marketingSeo) &&
        (seo.data ? <SeoForm settings={seo.data} /> : seo.isPending && <PageLoader />)}
      {mayEdit(MASK.marketingAnalytics) &&
        (analytics.data ? (
          <AnalyticsForm settings={analytics.data} />
        ) : (
          analytics.isPending && <PageLoader />
        ))}
    </Flex>
  );
}
