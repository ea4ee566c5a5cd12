import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { chainName, useChainAvailability, useUnavailableText } from '../chain-availability.ts';

/**
 * A lasting explanation above every screen of a store whose chain this server cannot reach:
 * nothing there can be deployed or minted until the setting it names is made (issue 22).
 */
export function ChainBanner({ chain }: { chain: string }) {
  const { t } = useTranslation('shops');
  const availability = useChainAvailability()?.get(chain);
  const reasonText = useUnavailableText();
  if (!availability || availability.available) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="chain-banner"
      title={t('chains.bannerTitle', { chain: chainName(chain) })}
      description={t('chains.bannerText', { reason: reasonText(availability) })}
      style={{ marginBottom: 16 }}
    />
  );
}
