import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/plain/index.ts';

/** "Log in with a wallet", in plain markup: the first screen shows it before the console loads. */
export function WalletSignInButton(props: { loading?: boolean; onClick: () => void }) {
  const { t } = useTranslation('wallets');
  return (
    <Button block icon={<WalletOutlined />} data-testid="login-wallet" {...props}>
      {t('connect.signIn')}
    </Button>
  );
}
