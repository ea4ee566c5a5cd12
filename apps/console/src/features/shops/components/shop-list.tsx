import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CHAINS, type Shop } from '@mintfront/domain';
import { useEnterShop, useShops, type ShopListType } from '../../../api/shops.ts';
import { PageLoader } from '../../../components/page-loader.tsx';

/** An open store's card is one target (mouse anywhere on it; keyboard on its name button). */
function ShopCard({
  shop,
  closed,
  returnTo,
}: {
  shop: Shop;
  closed: boolean;
  returnTo: string | null;
}) {
  const { t } = useTranslation('shops');
  const navigate = useNavigate();
  const enter = useEnterShop();
  // A refusal (closed, no access) is toasted and redirected by the API client.
  const open = () => enter.mutate(shop.id, { onSuccess: () => void navigate(returnTo ?? '/home') });

  return (
    <Card
      size="small"
      hoverable={!closed}
      className={closed ? undefined : 'shop-card-open'}
      data-testid={`shop-card-${shop.id}`}
      // The name button's click bubbles here: one handler for mouse and keyboard.
      onClick={closed || enter.isPending ? undefined : open}
    >
      <Flex vertical gap={4} align="flex-start">
        {closed ? (
          <Typography.Text strong>{shop.name}</Typography.Text>
        ) : (
          <Button
            type="link"
            loading={enter.isPending}
            style={{ padding: 0, fontWeight: 600 }}
            aria-label={t('select.enter', { name: shop.name })}
          >
            {shop.name}
          </Button>
        )}
        <Typography.Text type="secondary">{shop.domain}</Typography.Text>
        <Flex gap={4} wrap>
          <Tag>{CHAINS.find((c) => c.key === shop.chain)?.name ?? shop.chain}</Tag>
          {shop.isOwner === false && shop.storeOwnerName && (
            <Tag>{t('select.owner', { name: shop.storeOwnerName })}</Tag>
          )}
        </Flex>
        {closed && shop.closedAt && (
          <Typography.Text type="secondary">
            {t('select.closedAt', { date: dayjs(shop.closedAt).format('YYYY-MM-DD') })}
          </Typography.Text>
        )}
        {closed && (
          <Button
            onClick={() => void navigate(`/open-store?id=${shop.id}`)}
            data-testid={`reopen-${shop.id}`}
          >
            {t('select.reopen')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}

export function ShopList({
  type,
  returnTo = null,
}: {
  type: ShopListType;
  /** The page asked for before the store was chosen (issue 22). */
  returnTo?: string | null;
}) {
  const { t } = useTranslation('shops');
  const shops = useShops(type);
  if (shops.isPending) return <PageLoader />;
  const list = shops.data?.list ?? [];
  if (list.length === 0) return <Empty description={t('select.empty')} />;
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        gap: 16,
      }}
    >
      {list.map((shop) => (
        <ShopCard key={shop.id} shop={shop} closed={type === 'closed'} returnTo={returnTo} />
      ))}
    </div>
  );
}
