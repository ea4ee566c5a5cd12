import { useState } from 'react';
import { App, Button, Flex, Form, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NFT_STATUS, NFT_TYPES, type Nft } from '@mintfront/domain';
import { useCreateNft, useNft, useUpdateNft } from '../../api/nfts.ts';
import { showFormError } from '../../components/form-errors.ts';
import { StatusPage } from '../../components/status-page.tsx';
import { useUnsavedChanges } from '../../components/use-unsaved-changes.tsx';
import { NftForm } from './components/nft-form.tsx';
import {
  createNftPayload,
  emptyNftValues,
  nftFormValues,
  updateNftPayload,
  type NftFormValues,
} from './components/nft-form-values.ts';

/** spec doc 1 §2: the back target of the form is the NFT list. */
const BACK = '/NFT/CreatedNFT';

/** /single creates an NFT; /single?id={id} edits one (spec doc 1 §2 "NFT creation and edit form"). */
export default function NftCreate() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw === null ? undefined : Number(raw);
  const nft = useNft(id);
  if (id === undefined) return <NftFormScreen key="new" initial={emptyNftValues()} />;
  if (!Number.isInteger(id) || id <= 0 || nft.isError) return <StatusPage kind="notFound" />;
  if (!nft.data) return <Spin />;
  if (nft.data.type === NFT_TYPES.box) return <BoxNotEditable id={id} />;
  return <NftFormScreen key={id} nft={nft.data} initial={nftFormValues(nft.data)} />;
}

/** A mystery box is not an NFT of this form: its image and series are fixed at creation (docs/decisions.md). */
function BoxNotEditable({ id }: { id: number }) {
  const { t } = useTranslation('nftForm');
  return (
    <Result
      status="info"
      title={<h1 className="result-title">{t('boxNotEditable.title')}</h1>}
      subTitle={t('boxNotEditable.text')}
      extra={
        <Link to={`/specifics?id=${id}`} data-testid="nft-box-detail">
          {t('boxNotEditable.open')}
        </Link>
      }
    />
  );
}

function NftFormScreen({ nft, initial }: { nft?: Nft; initial: NftFormValues }) {
  const { t } = useTranslation('nftForm');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<NftFormValues>();
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);
  const create = useCreateNft();
  const update = useUpdateNft();
  const saving = create.isPending || update.isPending;

  async function save(values: NftFormValues) {
    try {
      const saved = nft
        ? await update.mutateAsync({ id: nft.id, body: updateNftPayload(values) })
        : await create.mutateAsync(createNftPayload(values));
      void message.success(
        nft ? t('saved') : t(saved.status === NFT_STATUS.inReview ? 'createdInReview' : 'created'),
      );
      unsaved.allowLeave();
      // The detail page follows the mint (spec doc 1 §4 polling).
      void navigate(`/specifics?id=${saved.id}`);
    } catch (error) {
      // spec doc 1 §8: the server's message as a toast; 40001 field errors on their fields. The values stay.
      showFormError(form, error, (text) => void message.error(text));
    }
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200 }}>
      <Link to={BACK}>{t('back')}</Link>
      <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
        {nft ? t('editTitle') : t('createTitle')}
      </Typography.Title>
      {!nft && <Typography.Paragraph style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>}
      <NftForm
        form={form}
        name={nft ? 'nft-edit-page' : 'nft-create'}
        mode={nft ? 'edit' : 'create'}
        variant="page"
        initialValues={initial}
        onValid={(values) => void save(values)}
        onDirtyChange={setDirty}
        footer={
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={saving}
            disabled={saving}
            data-testid="nft-submit"
          >
            {nft ? t('save') : t('create')}
          </Button>
        }
      />
      {unsaved.prompt}
    </Flex>
  );
}
