import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHAINS, DISCOUNT_STATE } from '@mintfront/domain';
import { useDiscounts } from '../../../api/discounts.ts';
import { useCurrencies } from '../../../api/payment-tokens.ts';
import { usePayoutGroups } from '../../../api/payout-groups.ts';
import { useShopInfo } from '../../../api/shops.ts';
import { useWhitelists } from '../../../api/whitelists.ts';

// spec doc 2 §9: pickers ask for one page of 50. Currency lists ask for status 2 (Active only).
const FIRST_50 = { page: 1, limit: 50 } as const;

/**
 * The payment token, payout group, whitelist and discount code of a sell order (spec doc 2 §3,
 * §5): Active tokens only (status 2), discount codes whose state is 3 (expired) left out; "none"
 * sends no id (the chain's coin, the default payout group, no whitelist, no code).
 */
export function SalePickers() {
  const { t } = useTranslation('sales');
  const { data: shop } = useShopInfo();
  const native = CHAINS.find((c) => c.key === shop?.chain)?.nativeSymbol ?? '';
  const currencies = useCurrencies({ ...FIRST_50, status: '2' });
  const groups = usePayoutGroups(FIRST_50);
  const whites = useWhitelists(FIRST_50);
  const discounts = useDiscounts(FIRST_50);
  const none = { value: '', label: t('form.noneOption') };
  return (
    <>
      <Form.Item name="shop_currency_id" label={t('form.currency')} htmlFor="sale-currency">
        <Select
          id="sale-currency"
          data-testid="sale-currency"
          options={[
            { value: '', label: t('form.native', { symbol: native }) },
            ...(currencies.data?.list ?? []).map((c) => ({ value: String(c.id), label: c.symbol })),
          ]}
        />
      </Form.Item>
      <Form.Item name="payment_id" label={t('form.payout')} htmlFor="sale-payout">
        <Select
          id="sale-payout"
          data-testid="sale-payout"
          options={[
            { value: '', label: t('form.payoutDefault') },
            ...(groups.data?.list ?? []).map((g) => ({ value: String(g.id), label: g.name })),
          ]}
        />
      </Form.Item>
      <Form.Item name="white_id" label={t('form.whitelist')} htmlFor="sale-whitelist">
        <Select
          id="sale-whitelist"
          data-testid="sale-whitelist"
          options={[
            none,
            ...(whites.data?.list ?? []).map((w) => ({
              value: String(w.id),
              label: `${w.name} (${w.num})`,
            })),
          ]}
        />
      </Form.Item>
      <Form.Item name="discount_id" label={t('form.discount')} htmlFor="sale-discount">
        <Select
          id="sale-discount"
          data-testid="sale-discount"
          options={[
            none,
            ...(discounts.data?.list ?? [])
              .filter((d) => d.state !== DISCOUNT_STATE.expired)
              .map((d) => ({ value: String(d.id), label: `${d.code} (${d.value}%)` })),
          ]}
        />
      </Form.Item>
      <Form.Item label={t('form.serviceFee')}>
        <Typography.Text type="secondary" data-testid="sale-service-fee">
          {shop?.isOwner ? t('form.serviceFeeOwner') : t('form.serviceFeeMember')}
        </Typography.Text>
      </Form.Item>
    </>
  );
}
