import { useState } from 'react';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHAINS } from '@mintfront/domain';
import type { WalletCall } from '../../../api/sales.ts';
import { useShopInfo } from '../../../api/shops.ts';
import { sendTransaction, waitForReceipt } from '../../wallets/eip1193.ts';
import { useWalletOnChain } from '../../wallets/use-wallet-on-chain.tsx';
import { checkStoreWallet } from '../../wallets/wallet-account.ts';
import { useWalletSession } from '../../wallets/wallet-session.tsx';

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
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const storeChainId = CHAINS.find((c) => c.key === shop?.chain)?.chainId;
  const from = call?.from ?? shop?.storeOwnerWallet ?? null;

  const approve = useWalletOnChain({
    chainId: storeChainId,
    onError: (text) => {
      setPhase('idle');
      setProblem(text);
    },
    action: async ({ wallet, account, chainId }) => {
      if (!call) return;
      connect(wallet, account, chainId);
      if (!checkStoreWallet(account, from).ok) {
        setProblem(t('approval.wrongAccount', { address: from ?? '' }));
        return;
      }
      setPhase('sending');
      const hash = await sendTransaction(wallet.provider, {
        from: account,
        to: call.to,
        data: call.data,
        value: call.value,
      });
      setPhase('mined');
      const mined = await waitForReceipt(wallet.provider, hash);
      setPhase('idle');
      if (!mined) setProblem(t('approval.failed'));
      else onDone();
    },
  });

  const send = () => {
    setProblem(null);
    if (session) void approve.run(session.wallet);
    else approve.start();
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
          loading={approve.busy}
          onClick={send}
          data-testid="approval-send"
        >
          {phase === 'sending'
            ? t('approval.sending')
            : phase === 'mined'
              ? t('approval.mined')
              : t('approval.send')}
        </Button>
      </Modal>
      {approve.prompts}
    </>
  );
}
