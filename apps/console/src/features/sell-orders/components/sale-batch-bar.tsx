import { App, Button, type ButtonProps } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SaleDetail } from '@mintfront/domain';
import { useBatchCancelSales } from '../../../api/sales.ts';
import { BatchBar } from '../../../components/batch-bar.tsx';
import type { SaleViewer } from './use-sale-viewer.ts';

type Props = { selected: SaleDetail[]; viewer: SaleViewer; onDone: () => void };

/**
 * Batch cancel (spec doc 2 §4): sends `POST /api/sales/batch/cancel` with the selected sell
 * orders this member may cancel (Active, and their own unless they own the store).
 */
export function SaleBatchBar({ selected, viewer, onDone }: Props) {
  const { t } = useTranslation(['sales', 'common']);
  const { message, modal } = App.useApp();
  const cancel = useBatchCancelSales();
  const ids = selected.filter(viewer.mayCancel).map((s) => s.id);

  const confirm = () => {
    if (ids.length === 0) {
      void message.warning(t('batch.none'));
      return;
    }
    modal.confirm({
      title: t('batch.confirmTitle', { count: ids.length }),
      content: t('batch.confirmText'),
      okText: t('cancel'),
      okButtonProps: { danger: true, 'data-testid': 'sale-batch-cancel-confirm' } as ButtonProps,
      cancelText: t('keep'),
      onOk: () =>
        // A refusal (40056, E62, E147) was shown by the API client's toast.
        cancel.mutateAsync(ids).then(
          (answer) => {
            // A batch answers each id's outcome: the refused ones are said with their reason.
            const refused = (answer?.results ?? []).filter((r) => r.statusCode !== 0);
            if (refused.length > 0)
              void message.warning(refused.map((r) => `#${r.id}: ${r.statusDesc}`).join('; '));
            if (refused.length < ids.length) void message.success(t('batch.done'));
            onDone();
          },
          () => undefined,
        ),
    });
  };

  return (
    <BatchBar count={selected.length} testId="sale-batch" onClear={onDone}>
      <Button
        danger
        icon={<StopOutlined />}
        onClick={confirm}
        loading={cancel.isPending}
        data-testid="sale-batch-cancel"
      >
        {t('batch.cancel', { count: ids.length })}
      </Button>
    </BatchBar>
  );
}
