import { useState } from 'react';
import { App, Button, Flex, Popconfirm } from 'antd';
import {
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  EditOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NFT_TYPES, type NftDetail } from '@mintfront/domain';
import { useApproveNfts, useDeleteNfts } from '../../../api/nfts.ts';
import { RejectNftsDialog } from './reject-nfts-dialog.tsx';
import type { NftViewer } from './use-nft-viewer.ts';

/** The detail's buttons: owners, edit, delete when allowed, approve and reject for the owner while In Review. */
export function NftDetailActions({ nft, viewer }: { nft: NftDetail; viewer: NftViewer }) {
  const { t } = useTranslation(['nfts', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const remove = useDeleteNfts();
  const approve = useApproveNfts();
  const [rejecting, setRejecting] = useState(false);
  const reviewing = viewer.mayReview(nft);

  const onDelete = () =>
    remove.mutateAsync([nft.id]).then(
      () => {
        void message.success(t('detail.deleted'));
        // Back to the list it came from: boxes have their own.
        void navigate(nft.type === NFT_TYPES.box ? '/NFT/MysteryBox' : '/NFT/CreatedNFT');
      },
      () => undefined,
    );
  const onApprove = () =>
    approve.mutateAsync([nft.id]).then(
      () => void message.success(t('detail.approved')),
      () => undefined,
    );

  return (
    <Flex gap={8} wrap>
      <Button
        icon={<TeamOutlined />}
        onClick={() => void navigate(`/TotalOwner?id=${nft.id}`)}
        data-testid="nft-owners-link"
      >
        {t('detail.owners')}
      </Button>
      {viewer.mayEdit(nft) && (
        <Button
          icon={<EditOutlined />}
          onClick={() => void navigate(`/single?id=${nft.id}`)}
          data-testid="nft-edit"
        >
          {t('edit')}
        </Button>
      )}
      {viewer.mayDelete(nft) && (
        <Popconfirm
          title={t('detail.deleteConfirm')}
          okText={t('delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('common:cancel')}
          onConfirm={onDelete}
        >
          <Button
            danger
            icon={<DeleteOutlined />}
            loading={remove.isPending}
            data-testid="nft-delete"
          >
            {t('delete')}
          </Button>
        </Popconfirm>
      )}
      {reviewing && (
        <>
          <Popconfirm
            title={t('detail.approveConfirm')}
            okText={t('detail.approve')}
            cancelText={t('common:cancel')}
            onConfirm={onApprove}
          >
            <Button
              type="primary"
              icon={<CheckOutlined />}
              loading={approve.isPending}
              data-testid="nft-approve"
            >
              {t('detail.approve')}
            </Button>
          </Popconfirm>
          <Button
            danger
            icon={<CloseOutlined />}
            onClick={() => setRejecting(true)}
            data-testid="nft-reject"
          >
            {t('detail.reject')}
          </Button>
        </>
      )}
      {rejecting && <RejectNftsDialog ids={[nft.id]} onClose={() => setRejecting(false)} />}
    </Flex>
  );
}
