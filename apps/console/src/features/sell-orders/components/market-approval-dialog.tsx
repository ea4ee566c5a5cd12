import { useState } from 'react';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHAINS } from '@mintfront/domain';
import type { WalletCall } from '../../../api/sales.ts';
import { useShopInfo } from '../../../api/shops.ts';
import { ConnectWalletDialog } from '../../wallets/connect-wallet-dialog.tsx';
import {
  checkChain,
  currentChainId,
  requestAccount,
  sendTransaction,
  switchChain,
  waitForReceipt,
  walletErrorCode,
  type ChainCheck,
  type InjectedWallet,
} from '../../wallets/eip1193.ts';
import { checkStoreWallet } from '../../wallets/wallet-account.ts';
import { useWalletSession } from '../../wallets/wallet-session.tsx';
import { WrongNetworkModal } from '../../wallets/wrong-network-modal.tsx';

type Props = {
  /** The approval transaction `POST /api/sales` answered (`data: { to, data }`, and `from` when given). */
  call: (WalletCall & { from?: string }) | null;
  onDone: () => void;
  onCancel: () => void;
};

type Phase = 'idle' | 'sending' | 'mined';

/**
 * The store wallet approves the market once (API.md "Selling"): the wallet prompts the
 * collections and settings screens use (connect, wrong network, wrong address), then
 * eth_sendTransaction and the receipt; `onDone` lets the form send its sell order again.
 */
export function MarketApprovalDialog({ call, onDone, onCancel }: Props) {
  const { t } = useTranslation('sales');
  const { data: shop } = useShopInfo();
  const { session, connect } = useWalletSession();
  const [choosing, setChoosing] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [network, setNetwork] = useState<{
    check: Exclude<ChainCheck, { ok: true }>;
    wallet: InjectedWallet;
  } | null>(null);
  const storeChainId = CHAINS.find((c) => c.key === shop?.chain)?.chainId;
  const from = call?.from ?? shop?.storeOwnerWallet ?? null;

  const run = async (wallet: InjectedWallet) => {
    if (!call) return;
    setChoosing(false);
    setProblem(null);
    setPhase('sending');
    try {
      const account = await requestAccount(wallet.provider);
      const chainId = await currentChainId(wallet.provider);
      const check = checkChain(chainId, storeChainId);
      if (!check.ok) {
        setNetwork({ check, wallet });
        setPhase('idle');
        return;
      }
      connect(wallet, account, chainId);
      if (!checkStoreWallet(account, from).ok) {
        setProblem(t('approval.wrongAccount', { address: from ?? '' }));
        setPhase('idle');
        return;
      }
      const hash = await sendTransaction(wallet.provider, {
        from: account,
        to: call.to,
        data: call.data,
        value: call.value,
      });
      setPhase('mined');
      if (!(await waitForReceipt(wallet.provider, hash))) {
        setProblem(t('approval.failed'));
        setPhase('idle');
        return;
      }
      setPhase('idle');
      onDone();
    } catch (e) {
      setPhase('idle');
      setProblem(
        walletErrorCode(e) === 4001
          ? t('approval.rejected')
          : e instanceof Error
            ? e.message
            : String(e),
      );
    }
  };

  return (
    <>
      <Modal
        open={call !== null}
        title={t('approval.title')}
        onCancel={onCancel}
        footer={null}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('approval.text')}</Typography.Paragraph>
        <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('approval.to')}>
            <Typography.Text code data-testid="approval-to">
              {call?.to}
            </Typography.Text>
          </Descriptions.Item>
          {from && (
            <Descriptions.Item label={t('approval.from')}>
              <Typography.Text code>{from}</Typography.Text>
            </Descriptions.Item>
          )}
        </Descriptions>
        {problem && (
          <Alert
            type="error"
            showIcon
            title={problem}
            style={{ marginBottom: 16 }}
            data-testid="approval-problem"
          />
        )}
        <Button
          type="primary"
          icon={<WalletOutlined />}
          loading={phase !== 'idle'}
          onClick={() => (session ? void run(session.wallet) : setChoosing(true))}
          data-testid="approval-send"
        >
          {phase === 'sending'
            ? t('approval.sending')
            : phase === 'mined'
              ? t('approval.mined')
              : t('approval.send')}
        </Button>
      </Modal>
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
            (e: unknown) => setProblem(String(e)),
          );
        }}
      />
    </>
  );
}
