import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHAINS } from '@mintfront/domain';
import type { ChainCheck } from './eip1193.ts';

type Props = {
  check: Exclude<ChainCheck, { ok: true }> | null;
  switching?: boolean;
  onSwitch: (chainId: number) => void;
  onCancel: () => void;
};

/** Wrong network (wallet chain ≠ store chain: switch) or unsupported network (spec doc 1 §8). */
export function WrongNetworkModal({ check, switching, onSwitch, onCancel }: Props) {
  const { t } = useTranslation('wallets');
  const expected = check?.expected;
  const chain = CHAINS.find((c) => c.chainId === expected);
  return (
    <Modal
      open={check !== null}
      title={t(check?.reason === 'unsupported' ? 'network.unsupportedTitle' : 'network.wrongTitle')}
      onCancel={onCancel}
      cancelText={t('network.cancel')}
      okText={t('network.switch')}
      okButtonProps={{ hidden: expected === undefined, loading: switching }}
      onOk={() => expected !== undefined && onSwitch(expected)}
    >
      <Typography.Paragraph data-testid="network-message">
        {check?.reason === 'mismatch'
          ? t('network.wrong', { chain: chain?.name ?? String(expected) })
          : t('network.unsupported')}
      </Typography.Paragraph>
    </Modal>
  );
}
