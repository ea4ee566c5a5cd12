import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Flex, Modal, QRCode, Spin, Typography } from 'antd';
import { LinkOutlined, WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@mintfront/domain';
import { useConfig } from '../../api/config.ts';
import { useLanguage } from '../../i18n/index.ts';
import { discoverWallets, type InjectedWallet } from './eip1193.ts';
import { connectWalletConnect } from './wallet-connect.ts';

type Props = { open: boolean; onCancel: () => void; onPick: (wallet: InjectedWallet) => void };

/**
 * The connect-wallet dialog: every injected wallet the page finds (EIP-6963) and WalletConnect
 * when the server has a project id; E11 when there is neither. Every choice ends in `onPick`
 * with an EIP-1193 provider, so what follows is the same for all.
 */
export function ConnectWalletDialog({ open, onCancel, onPick }: Props) {
  const { t } = useTranslation('wallets');
  const lang = useLanguage();
  const { data: config, isPending: configPending } = useConfig();
  const projectId = config?.walletConnect?.projectId;
  const [wallets, setWallets] = useState<InjectedWallet[] | null>(null);
  const [pairing, setPairing] = useState<{ uri: string | null; error: string | null } | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setWallets(null);
    setPairing(null);
    void discoverWallets().then((found) => live && setWallets(found));
    return () => {
      live = false;
    };
  }, [open]);

  const pickWalletConnect = async (id: string) => {
    setPairing({ uri: null, error: null });
    try {
      const wallet = await connectWalletConnect(id, (uri) => setPairing({ uri, error: null }));
      setPairing(null);
      onPick(wallet);
    } catch (e) {
      setPairing({ uri: null, error: e instanceof Error ? e.message : String(e) });
    }
  };

  const searching = wallets === null || configPending;
  const none = !searching && wallets.length === 0 && !projectId;

  return (
    <Modal
      open={open}
      title={t('connect.title')}
      onCancel={onCancel}
      footer={null}
      width={420}
      destroyOnHidden
    >
      {searching ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin description={t('connect.searching')} />
        </Flex>
      ) : none ? (
        <Alert type="warning" showIcon title={ERRORS.E11[lang]} data-testid="wallet-none" />
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('connect.intro')}</Typography.Text>
          {wallets.map((w) => (
            <Button
              key={w.id}
              size="large"
              block
              onClick={() => onPick(w)}
              data-testid="wallet-option"
              style={{ justifyContent: 'flex-start' }}
            >
              {w.icon ? (
                <Avatar src={w.icon} alt="" size={24} shape="square" />
              ) : (
                <WalletOutlined />
              )}
              {w.name}
            </Button>
          ))}
          {projectId && (
            <Button
              size="large"
              block
              icon={<LinkOutlined />}
              loading={pairing !== null && pairing.uri === null && pairing.error === null}
              onClick={() => void pickWalletConnect(projectId)}
              data-testid="wallet-option-walletconnect"
              style={{ justifyContent: 'flex-start' }}
            >
              {t('connect.walletConnect')}
            </Button>
          )}
          {pairing?.uri && (
            <Flex vertical align="center" gap={8} data-testid="walletconnect-qr">
              <QRCode value={pairing.uri} />
              <Typography.Text type="secondary">{t('connect.walletConnectScan')}</Typography.Text>
            </Flex>
          )}
          {pairing?.error && <Alert type="error" showIcon title={pairing.error} />}
        </Flex>
      )}
    </Modal>
  );
}
