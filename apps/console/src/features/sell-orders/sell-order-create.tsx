import { Alert, Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useShopInfo } from '../../api/shops.ts';
import { SaleForm, type SaleMethod } from './components/sale-form.tsx';

const PATHS: Record<SaleMethod, string> = {
  default: '/CreateSellOrder',
  auction: '/CreateSellOrder/auction',
  mysteryBox: '/CreateSellOrder/mysteryBox',
};

/** CreateSellOrder with its children default (fixed price), auction and mysteryBox (spec doc 2 §2). */
export default function SellOrderCreate() {
  const { t } = useTranslation('sales');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: shop } = useShopInfo();
  const method: SaleMethod = pathname.endsWith('/auction')
    ? 'auction'
    : pathname.endsWith('/mysteryBox')
      ? 'mysteryBox'
      : 'default';
  return (
    <Flex vertical gap={16} style={{ maxWidth: 820 }}>
      <Link to="/SellOrder">{t('form.back')}</Link>
      <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
        {t('form.title')}
      </Typography.Title>
      <Segmented<SaleMethod>
        aria-label={t('form.method')}
        value={method}
        onChange={(m) => void navigate(PATHS[m])}
        options={(['default', 'auction', 'mysteryBox'] as const).map((m) => ({
          value: m,
          label: t(`form.methods.${m}`),
        }))}
        data-testid="sale-method"
      />
      {/* spec doc 2 §5, stated before the form. */}
      <Alert
        type="info"
        showIcon
        title={t('form.rulesTitle')}
        description={
          <>
            {t(`form.rules.${method}`)}
            {shop?.chain === 'cardano' && <div>{t('form.rules.cardano')}</div>}
          </>
        }
        data-testid="sale-rules"
      />
      {/* One form per method: a switch starts from a fresh form (and the route change forgets the end time). */}
      <SaleForm key={method} method={method} />
    </Flex>
  );
}
