import { Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ListPageHeader, type CreateAction } from '../../components/list-page-header.tsx';
import { AirdropTable } from './components/airdrop-table.tsx';
import { DropTable } from './components/drop-table.tsx';

type Tab = 'Airdrop' | 'Drop';

/**
 * Launchpad with its children Airdrop and Drop (spec doc 2 §2): one tab per child route. The
 * create button is the header's only; an empty tab just says so (issue 21: one "Create drop").
 */
export default function LaunchpadList() {
  const { t } = useTranslation('launchpad');
  const navigate = useNavigate();
  const tab: Tab = useLocation().pathname.toLowerCase().endsWith('/drop') ? 'Drop' : 'Airdrop';
  const create: CreateAction =
    tab === 'Drop'
      ? {
          label: t('createDrop'),
          onClick: () => void navigate('/CreateDrop'),
          testId: 'drop-create',
        }
      : {
          label: t('createAirdrop'),
          onClick: () => void navigate('/Launchpad/CreateAirdrop'),
          testId: 'airdrop-create',
        };
  return (
    <Flex vertical gap={16}>
      <ListPageHeader title={t('title')} intro={t('intro')} create={create} />
      <Tabs
        activeKey={tab}
        onChange={(key) => void navigate(`/Launchpad/${key}`)}
        items={(['Airdrop', 'Drop'] as const).map((key) => ({
          key,
          label: t(`tabs.${key}`),
          // Each tab's list keeps its paging in the URL; only the shown one is mounted.
          children: key === tab ? key === 'Drop' ? <DropTable /> : <AirdropTable /> : null,
        }))}
        data-testid="launchpad-tabs"
      />
    </Flex>
  );
}
