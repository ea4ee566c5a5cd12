import type { ReactNode } from 'react';
import { Alert, Card, Col, Descriptions, Flex, Row, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import { NFT_STATUS, NFT_TYPES, type NftDetail } from '@mintfront/domain';
import { useAllCategories } from '../../api/categories.ts';
import { useCollectionNames } from '../../api/collections.ts';
import { useNft } from '../../api/nfts.ts';
import { fileUrl } from '../../api/uploads.ts';
import {
  NFT_RANK_KEY,
  NftRankTag,
  NftStatusTag,
  useNftTypeLabel,
} from '../../components/nft-tags.tsx';
import { StatusPage } from '../../components/status-page.tsx';
import { MediaPreview } from '../../components/upload-field/preview-modal.tsx';
import { BoxContentsCard } from '../mystery-boxes/components/box-contents-card.tsx';
import { NftActivity } from './components/nft-activity.tsx';
import { NftAttributes } from './components/nft-attributes.tsx';
import { NftChainFacts } from './components/nft-chain-facts.tsx';
import { NftDetailActions } from './components/nft-detail-actions.tsx';
import { NftStatusAlert } from './components/nft-status-alert.tsx';
import { useNftViewer } from './components/use-nft-viewer.ts';

/** spec doc 1 §2: after a mystery box was created the detail opens with purpose=2. */
const BOX_CREATED = '2';

/** /specifics?id= (spec doc 1 §2): the NFT, its state on the chain (followed while Minting) and its activity. */
export default function NftDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { data: nft, isLoading, isError } = useNft(id);
  if (isLoading) return <Spin />;
  if (isError || !nft) return <StatusPage kind="notFound" />;
  return <NftView nft={nft} boxCreated={params.get('purpose') === BOX_CREATED} />;
}

const heading = (text: string) => <h2 className="card-title">{text}</h2>;

export function NftView({ nft, boxCreated }: { nft: NftDetail; boxCreated: boolean }) {
  const { t } = useTranslation('nfts');
  const viewer = useNftViewer();
  const typeLabel = useNftTypeLabel();
  const collection = useCollectionNames([nft.contract_id], viewer.canViewCollections).get(
    nft.contract_id,
  );
  const { data: categories } = useAllCategories();
  const categoryName = (id: number) =>
    categories?.find((c) => c.classificationId === id)?.name ?? t('categoryFallback', { id });
  const seo: [string, string | null][] = [
    [t('detail.fields.pageTitle'), nft.page_title],
    [t('detail.fields.pageDescription'), nft.page_description],
    [t('detail.fields.pageUrl'), nft.page_url],
  ];
  const item = (label: string, value: ReactNode) => (
    <Descriptions.Item label={label}>{value}</Descriptions.Item>
  );

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1100 }}>
      {nft.type === NFT_TYPES.box ? (
        <Link to="/NFT/MysteryBox">{t('backToBoxes')}</Link>
      ) : (
        <Link to="/NFT/CreatedNFT">{t('back')}</Link>
      )}
      {/* "Being minted" only while it is: a minted box says so by its status (issue 22). */}
      {boxCreated && nft.status === NFT_STATUS.minting && (
        <Alert
          type="success"
          showIcon
          title={t('detail.boxCreated')}
          description={t('detail.boxCreatedText')}
          data-testid="nft-box-created"
        />
      )}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex align="center" gap={8} wrap>
          <Typography.Title
            level={1}
            className="page-title"
            style={{ fontSize: 24, margin: 0 }}
            data-testid="nft-heading"
          >
            {nft.title}
          </Typography.Title>
          <NftStatusTag status={nft.status} testId="nft-status" />
          <NftRankTag rank={nft.rank} />
        </Flex>
        <NftDetailActions nft={nft} viewer={viewer} />
      </Flex>
      <NftStatusAlert nft={nft} />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={10}>
          <Card>
            <MediaPreview
              url={fileUrl(nft.icon)}
              poster={nft.preview ? fileUrl(nft.preview) : null}
              name={nft.title}
              style={{ width: '100%', maxHeight: 420 }}
            />
          </Card>
        </Col>
        <Col xs={24} md={14}>
          <Card title={heading(t('detail.sections.about'))}>
            <Descriptions column={1} size="small">
              {item(
                t('detail.fields.collection'),
                collection ?? t('collectionFallback', { id: nft.contract_id }),
              )}
              {item(t('detail.fields.type'), typeLabel(nft.type))}
              {item(t('detail.fields.rank'), t(`rankLong.${NFT_RANK_KEY[nft.rank]}`))}
              {item(t('detail.fields.copies'), nft.copies)}
              {item(t('detail.fields.royalties'), `${nft.royalties}%`)}
              {item(
                t('detail.fields.categories'),
                nft.category.map(categoryName).join(', ') || t('none'),
              )}
              {item(t('detail.fields.creator'), viewer.creatorName(nft.uid))}
              {item(t('detail.fields.createdAt'), dayjs(nft.createdAt).format('YYYY/MM/DD HH:mm'))}
              {item(t('detail.fields.views'), nft.views)}
              {item(t('detail.fields.likes'), nft.likes)}
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Card title={heading(t('detail.sections.chain'))}>
        <NftChainFacts nft={nft} />
      </Card>
      {nft.description && (
        <Card title={heading(t('detail.sections.description'))}>
          {nft.type === NFT_TYPES.box ? (
            // A box's description is rich text the server stored sanitised (spec doc 1 §2).
            <div
              className="rich-text"
              data-testid="nft-description"
              dangerouslySetInnerHTML={{ __html: nft.description }}
            />
          ) : (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {nft.description}
            </Typography.Paragraph>
          )}
        </Card>
      )}
      <Card title={heading(t('detail.sections.attributes'))}>
        <NftAttributes attrs={nft.attrs} />
      </Card>
      {seo.some(([, v]) => v) && (
        <Card title={heading(t('detail.sections.seo'))}>
          <Descriptions column={1} size="small">
            {seo.map(
              ([label, value]) =>
                value && (
                  <Descriptions.Item key={label} label={label}>
                    {value}
                  </Descriptions.Item>
                ),
            )}
          </Descriptions>
        </Card>
      )}
      {/* Returned only to its creator and the store owner (null for anyone else). */}
      {nft.unlockable_content !== null && (
        <Card title={heading(t('detail.sections.unlockable'))} data-testid="nft-unlockable">
          <Typography.Paragraph type="secondary">{t('detail.unlockableHint')}</Typography.Paragraph>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {nft.unlockable_content}
          </Typography.Paragraph>
        </Card>
      )}
      {nft.type === NFT_TYPES.box && <BoxContentsCard boxId={nft.id} />}
      <Card title={heading(t('detail.sections.activity'))}>
        <NftActivity nft={nft} />
      </Card>
    </Flex>
  );
}
