import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BindWalletCard } from './components/bind-wallet-card.tsx';
import { CloseStoreCard } from './components/close-store-card.tsx';
import { LanguageCard } from './components/language-card.tsx';
import { TutorialCard } from './components/tutorial-card.tsx';

/** Settings → General: language, tips, close store. */
export default function GeneralSettings() {
  const { t } = useTranslation('settings');
  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }}>
      <Typography.Title level={1} className="page-title" style={{ fontSize: 24 }}>
        {t('general.title')}
      </Typography.Title>
      <LanguageCard />
      <TutorialCard />
      <BindWalletCard />
      <CloseStoreCard />
    </Flex>
  );
}
