import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountCheck } from './wallet-account.ts';

type Props = {
  check: Exclude<AccountCheck, { ok: true }> | null;
  /** Wrong account: the session belongs to the other wallet, so the way out is to log out (or switch back). */
  onLogout?: () => void;
  onCancel?: () => void;
};

/** Wrong account and wrong wallet address (spec doc 1 §8); it closes itself once the wallet switches back. */
export function WalletAccountModal({ check, onLogout, onCancel }: Props) {
  const { t } = useTranslation('wallets');
  const wrongAccount = check?.reason === 'wrongAccount';
  return (
    <Modal
      open={check !== null}
      title={t(wrongAccount ? 'account.wrongAccountTitle' : 'account.wrongAddressTitle')}
      closable={!wrongAccount}
      mask={{ closable: !wrongAccount }}
      keyboard={!wrongAccount}
      onCancel={onCancel}
      footer={
        wrongAccount ? (
          <Button type="primary" onClick={onLogout} data-testid="wallet-account-logout">
            {t('account.logout')}
          </Button>
        ) : (
          <Button onClick={onCancel}>{t('network.cancel')}</Button>
        )
      }
    >
      {check && (
        <>
          <Typography.Paragraph data-testid="wallet-account-message">
            {wrongAccount
              ? t('account.wrongAccount', { address: check.expected })
              : t('account.wrongAddress')}
          </Typography.Paragraph>
          {!wrongAccount && (
            <Typography.Paragraph>
              {t('account.switchTo', { address: check.expected })}
            </Typography.Paragraph>
          )}
        </>
      )}
    </Modal>
  );
}
