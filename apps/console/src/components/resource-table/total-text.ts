import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/index.ts';

/**
 * The pager's total: "Total: 1,234", or "Total: 10,000+" when the list counted its rows only up to
 * a bound (`totalCapped`, the NFT list's 10,000: docs/decisions.md "NFT list at 100,000 NFTs").
 */
export function useTotalText(): (total: number, capped?: boolean) => string {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  return (total, capped) => {
    const n = total.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en');
    return capped ? t('table.totalCapped', { n }) : t('table.total', { n });
  };
}
