import { useState } from 'react';
import { App, type ButtonProps, Button, Popconfirm, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NFT_STATUS, type Nft } from '@mintfront/domain';
import { useApproveNfts, useDeleteNfts } from '../../../api/nfts.ts';
import { BatchBar } from '../../../components/batch-bar.tsx';
import { RejectNftsDialog } from './reject-nfts-dialog.tsx';

type NftBatchBarProps = { selected: Nft[]; isOwner: boolean; onDone: () => void };

/**
 * What the list does with the selected rows: delete after a confirmation, and for the owner approve
 * or reject those In Review (spec doc 1 §4, §6). The server's refusals (E112–E126) come as toasts.
 */
export function NftBatchBar({ selected, isOwner, onDone }: NftBatchBarProps) {
  const { t } = useTranslation(['nfts', 'common']);
  const { message, modal } = App.useApp();
  const remove = useDeleteNfts();
  const approve = useApproveNfts();
  const [rejecting, setRejecting] = useState(false);
  const ids = selected.map((n) => n.id);
  const inReview = selected.filter((n) => n.status === NFT_STATUS.inReview).map((n) => n.id);

  const confirmDelete = () =>
    modal.confirm({
      title: t('batch.deleteTitle', { count: ids.length }),
      content: t('batch.deleteText'),
      okText: t('batch.delete'),
      okButtonProps: { danger: true, 'data-testid': 'nft-batch-delete-confirm' } as ButtonProps,
      cancelText: t('common:cancel'),
      onOk: async () => {
        // A refusal was shown by the API client's toast; the dialog closes either way.
        await remove.mutateAsync(ids).then(
          () => {
            void message.success(t('batch.deleted'));
            onDone();
          },
          () => undefined,
        );
      },
    });

  return (
    <BatchBar count={ids.length} testId="nft-batch" onClear={onDone}>
      <Button
        danger
        icon={<DeleteOutlined />}
        onClick={confirmDelete}
        data-testid="nft-batch-delete"
      >
        {t('batch.delete')}
      </Button>
      {isOwner && (
        <>
          <Popconfirm
            title={t('batch.approveConfirm', { count: inReview.length })}
            okText={t('detail.approve')}
            cancelText={t('common:cancel')}
            onConfirm={() =>
              approve.mutateAsync(inReview).then(
                () => {
                  void message.success(t('batch.approved'));
                  onDone();
                },
                () => undefined,
              )
            }
            disabled={inReview.length === 0}
          >
            <Button
              icon={<CheckOutlined />}
              disabled={inReview.length === 0}
              loading={approve.isPending}
              data-testid="nft-batch-approve"
            >
              {t('batch.approve', { count: inReview.length })}
            </Button>
          </Popconfirm>
          <Button
            icon={<CloseOutlined />}
            disabled={inReview.length === 0}
            onClick={() => setRejecting(true)}
            data-testid="nft-batch-reject"
          >
            {t('batch.reject', { count: inReview.length })}
          </Button>
          <Typography.Text type="secondary">{t('batch.reviewHint')}</Typography.Text>
        </>
      )}
      {rejecting && (
        <RejectNftsDialog ids={inReview} onClose={() => setRejecting(false)} onDone={onDone} />
      )}
    </BatchBar>
  );
}
