import { App, Button, type ButtonProps } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

type Props = {
  kind: 'drop' | 'airdrop';
  /** The cancel call; its error is toasted by the client. */
  onConfirm: () => Promise<unknown>;
  loading: boolean;
  testId: string;
};

/** Cancel after a confirmation that says what it keeps (spec doc 2 §4: successful claims stay). */
export function CancelButton({ kind, onConfirm, loading, testId }: Props) {
  const { t } = useTranslation('launchpad');
  const { modal, message } = App.useApp();
  const ask = () =>
    modal.confirm({
      title: t(`cancel.${kind}`),
      content: t('cancel.keeps'),
      okText: t('cancel.confirm'),
      okButtonProps: { danger: true, 'data-testid': `${testId}-confirm` } as ButtonProps,
      cancelText: t('cancel.keep'),
      onOk: () =>
        // A refusal (e.g. 40167, 40174) was shown by the API client's toast.
        onConfirm().then(
          () => void message.success(t(kind === 'drop' ? 'cancel.dropDone' : 'cancel.airdropDone')),
          () => undefined,
        ),
    });
  return (
    <Button danger icon={<StopOutlined />} loading={loading} onClick={ask} data-testid={testId}>
      {t('cancel.button')}
    </Button>
  );
}
