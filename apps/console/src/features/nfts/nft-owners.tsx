import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useNft } from '../../api/nfts.ts';
import { useListQuery } from '../../components/resource-table/resource-table.tsx';
import { StatusPage } from '../../components/status-page.tsx';
import { NftOwnerTable } from './components/nft-owner-table.tsx';

/** /TotalOwner?id= (spec doc 1 §2): every wallet holding the NFT with its quantity, paged through the URL. */
export default function NftOwners() {
  const { t } = useTranslation('nfts');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { data: nft, isError } = useNft(id);
  const { query, set } = useListQuery([]);
  if (!Number.isInteger(id) || id <= 0 || isError) return <StatusPage kind="notFound" />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Link to={`/specifics?id=${id}`}>{t('owners.back')}</Link>
      <Typography.Title
        level={1}
        className="page-title"
        style={{ fontSize: 24, margin: 0 }}
        data-testid="nft-owners-heading"
      >
        {nft ? t('owners.titleOf', { name: nft.title }) : t('owners.title')}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>{t('owners.intro')}</Typography.Paragraph>
      <NftOwnerTable
        id={id}
        minted={nft?.chain?.minted ?? nft?.total_minted ?? 0}
        query={query}
        onPage={(page, limit) => set({ page, limit })}
        testId="nft-owner-table"
      />
    </Flex>
  );
}
