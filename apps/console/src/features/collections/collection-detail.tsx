import { Button, Card, Descriptions, Flex, Image, Spin, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { COLLECTION_STATUSES, MASK, hasPermission, type Collection } from '@mintfront/domain';
import { useCollection, useCollectionStatus } from '../../api/collections.ts';
import { useShopInfo } from '../../api/shops.ts';
import { fileUrl } from '../../api/uploads.ts';
import { StatusPage } from '../../components/status-page.tsx';
import { DeployStatus } from './components/deploy-status.tsx';
import { SOURCE_KEY, TYPE_KEY } from './components/labels.ts';

/** CollectionDetail (spec doc 1 §2): the collection, and its deployment followed while Processing. */
export default function CollectionDetail() {
  const id = Number(useParams().id);
  const { data: collection, isLoading, isError } = useCollection(id);
  if (isLoading) return <Spin />;
  if (isError || !collection) return <StatusPage kind="notFound" />;
  return <CollectionView collection={collection} />;
}

export function CollectionView({ collection }: { collection: Collection }) {
  const { t } = useTranslation('collections');
  const navigate = useNavigate();
  const { data: shop } = useShopInfo();
  const processing = collection.status === COLLECTION_STATUSES.processing;
  // spec doc 1 §4 polling: only a deployment still in progress is asked about.
  const { data: polled } = useCollectionStatus(collection.id, processing);
  const status = polled && processing ? polled : collection;
  const canChange = shop ? hasPermission(shop.allows, MASK.collectionChange) : false;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 860 }}>
      <Link to="/Collection">{t('back')}</Link>
      <Flex justify="space-between" align="center">
        <Typography.Title
          level={1}
          className="page-title"
          style={{ fontSize: 24, margin: 0 }}
          data-testid="collection-heading"
        >
          {collection.name}
        </Typography.Title>
        {canChange && (
          <Button
            icon={<EditOutlined />}
            onClick={() => void navigate(`/Collection/ChangeCollection/${collection.id}`)}
            data-testid="collection-edit"
          >
            {t('edit')}
          </Button>
        )}
      </Flex>
      <Card title={<h2 className="card-title">{t('detail.deploy')}</h2>}>
        <DeployStatus status={status} chain={collection.chain} />
      </Card>
      <Card title={<h2 className="card-title">{t('detail.title')}</h2>}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('fields.logo')}>
            {collection.icon ? (
              <Image src={fileUrl(collection.icon)} alt={collection.name} width={64} />
            ) : (
              t('noLogo')
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.title')}>{collection.title}</Descriptions.Item>
          <Descriptions.Item label={t('fields.symbol')}>{collection.symbol}</Descriptions.Item>
          <Descriptions.Item label={t('fields.type')}>
            {t(`type.${TYPE_KEY[collection.type]}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.royalties')}>
            {collection.royalties}
          </Descriptions.Item>
          <Descriptions.Item label={t('columns.source')}>
            {t(`source.${SOURCE_KEY[collection.source]}`)}
          </Descriptions.Item>
          {collection.description && (
            <Descriptions.Item label={t('fields.description')}>
              {collection.description}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
    </Flex>
  );
}
