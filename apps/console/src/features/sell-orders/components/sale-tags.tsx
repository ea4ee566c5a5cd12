import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { SALE_STATUS, SALE_TYPE, saleStatusName, type SaleStatusName } from '@mintfront/domain';

const COLOR: Record<SaleStatusName, string> = {
  Active: 'green',
  Open: 'blue',
  Accepted: 'purple',
  Cancelled: 'default',
  Expired: 'orange',
  Invalid: 'red',
};

/** The status word of a sell order, whether the server answered the word or its number. */
export const statusWordOf = (status: SaleStatusName | number): SaleStatusName =>
  typeof status === 'number' ? saleStatusName(status) : status in SALE_STATUS ? status : 'Invalid';

/** spec doc 2 §4 statuses; Invalid says why (the wallet holds fewer copies than are on sale). */
export function SaleStatusTag({ status }: { status: SaleStatusName | number }) {
  const { t } = useTranslation('sales');
  const word = statusWordOf(status);
  const tag = (
    <Tag color={COLOR[word]} data-testid="sale-status">
      {t(`status.${word}`)}
    </Tag>
  );
  return word === 'Invalid' ? <Tooltip title={t('invalidHint')}>{tag}</Tooltip> : tag;
}

/** spec doc 2 §4 types: 1 fixed price, 2 auction or offer, 3 timed, 4 mystery box, 5 airdrop. */
export function SaleTypeLabel({ type }: { type: number }) {
  const label = useSaleTypeLabel();
  return <>{label(type)}</>;
}

/** The words of a sale type number. */
export function useSaleTypeLabel() {
  const { t } = useTranslation('sales');
  const names = Object.keys(SALE_TYPE) as (keyof typeof SALE_TYPE)[];
  return (type: number) => {
    const name = names.find((n) => SALE_TYPE[n] === type);
    return name ? t(`type.${name}`) : String(type);
  };
}
