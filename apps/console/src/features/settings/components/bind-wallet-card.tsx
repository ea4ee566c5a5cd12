import { useState } from 'react';
import { Alert, App, Button, Card, Typography } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHAINS } from '@mintfront/domain';
import { ApiError } from '../../../api/api-error.ts';
import { useShopInfo } from '../../../api/shops.ts';
import { bindMessage, useBindWallet } from '../../../api/wallets.ts';
import { ConnectWalletDialog } from '../../wallets/connect-wallet-dialog.tsx';
import {
  checkChain,
  currentChainId,
  personalSign,
  requestAccount,
  switchChain,
  walletErrorCode,
  type ChainCheck,
  type InjectedWallet,
} from '../../wallets/eip1193.ts';
import { checkStoreWallet } from '../../wallets/wallet-account.ts';
import { useWalletSession } from '../../wallets/wallet-session.tsx';
import { WrongNetworkModal } from '../../wallets/wrong-network-modal.tsx';

/** Owner only: bind the store wallet (GET /api/wallet/sign → personal_sign → POST /api/shop/wallet/bind). */
export function BindWalletCard() {
  const { t } = useTranslation('wallets');
  const { message } = App.useApp();
  const { data: shop } = useShopInfo();
  const bind = useBindWallet();
  const { session, connect } = useWalletSession();
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [network, setNetwork] = useState<{
    check: Exclude<ChainCheck, { ok: true }>;
    wallet: InjectedWallet;
  } | null>(null);
  const storeChainId = CHAINS.find((c) => c.key === shop?.chain)?.chainId;
  // spec doc 1 §8 wrong wallet address: the connected wallet is not the one bound to the store.
  const address = session
    ? checkStoreWallet(session.account, shop?.storeOwnerWallet)
    : ({ ok: true } as const);

  const run = async (wallet: InjectedWallet) => {
    setChoosing(false);
    setBusy(true);
    try {
      const account = await requestAccount(wallet.provider);
      const chainId = await currentChainId(wallet.provider);
      // spec doc 1 §8 chain mismatch: a wallet on another chain than the store's is refused.
      const check = checkChain(chainId, storeChainId);
      if (!check.ok) {
        setNetwork({ check, wallet });
        return;
      }
      const { message: text } = await bindMessage(account, chainId);
      const signature = await personalSign(wallet.provider, account, text);
      await bind.mutateAsync({ wallet: account, message: text, signature });
      connect(wallet, account, chainId);
      void message.success(t('bind.done'));
    } catch (e) {
      if (e instanceof ApiError) void message.error(e.statusDesc);
      else if (walletErrorCode(e) === 4001) void message.error(t('connect.rejected'));
      else void message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

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
          loading={busy}
          onClick={() => setChoosing(true)}
          data-testid="bind-wallet"
        >
          {t(shop.storeOwnerWallet ? 'bind.rebind' : 'bind.submit')}
        </Button>
      ) : (
        <Typography.Text type="secondary">{t('bind.ownerOnly')}</Typography.Text>
      )}
      <ConnectWalletDialog
        open={choosing}
        onCancel={() => setChoosing(false)}
        onPick={(w) => void run(w)}
      />
      <WrongNetworkModal
        check={network?.check ?? null}
        onCancel={() => setNetwork(null)}
        onSwitch={(chainId) => {
          const wallet = network!.wallet;
          setNetwork(null);
          void switchChain(wallet.provider, chainId).then(
            () => run(wallet),
            (e: unknown) => void message.error(String(e)),
          );
        }}
      />
    </Card>
  );
}
