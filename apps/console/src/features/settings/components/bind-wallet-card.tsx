import { Alert, App, Button, Card, Typography } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHAINS } from '@mintfront/domain';
import { useShopInfo } from '../../../api/shops.ts';
import { bindMessage, useBindWallet } from '../../../api/wallets.ts';
import { personalSign } from '../../wallets/eip1193.ts';
import { useWalletOnChain } from '../../wallets/use-wallet-on-chain.tsx';
import { checkStoreWallet } from '../../wallets/wallet-account.ts';
import { useWalletSession } from '../../wallets/wallet-session.tsx';

/** Owner only: bind the store wallet (GET /api/wallet/sign → personal_sign → POST /api/shop/wallet/bind). */
export function BindWalletCard() {
  const { t } = useTranslation('wallets');
  const { message } = App.useApp();
  const { data: shop } = useShopInfo();
  const bind = useBindWallet();
  const { session, connect } = useWalletSession();
  const storeChainId = CHAINS.find((c) => c.key === shop?.chain)?.chainId;
  // spec doc 1 §8 wrong wallet address: the connected wallet is not the one bound to the store.
  const address = session
    ? checkStoreWallet(session.account, shop?.storeOwnerWallet)
    : ({ ok: true } as const);

  // spec doc 1 §8 chain mismatch: a wallet on another chain than the store's is refused.
  const bindWallet = useWalletOnChain({
    chainId: storeChainId,
    onError: (text) => void message.error(text),
    action: async ({ wallet, account, chainId }) => {
      const { message: text } = await bindMessage(account, chainId);
      const signature = await personalSign(wallet.provider, account, text);
      await bind.mutateAsync({ wallet: account, message: text, signature });
      connect(wallet, account, chainId);
      void message.success(t('bind.done'));
    },
  });

  return (
    <Card title={<h2 className="card-title">{t('bind.title')}</h2>}>
      <Typography.Paragraph>{t('bind.text')}</Typography.Paragraph>
      <Typography.Paragraph data-testid="bound-wallet">
        {shop?.storeOwnerWallet ? (
          <>
            {t('bind.bound')}:{' '}
            <Typography.Text code copyable>
              {shop.storeOwnerWallet}
            </Typography.Text>
          </>
        ) : (
          t('bind.none')
        )}
      </Typography.Paragraph>
      {!address.ok && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="wallet-wrong-address"
          title={t('account.wrongAddress')}
          description={t('account.switchTo', { address: address.expected })}
        />
      )}
      {shop?.isOwner ? (
        <Button
          icon={<WalletOutlined />}
          loading={bindWallet.busy}
          onClick={bindWallet.start}
          data-testid="bind-wallet"
        >
          {t(shop.storeOwnerWallet ? 'bind.rebind' : 'bind.submit')}
        </Button>
      ) : (
        <Typography.Text type="secondary">{t('bind.ownerOnly')}</Typography.Text>
      )}
      {bindWallet.prompts}
    </Card>
  );
}
