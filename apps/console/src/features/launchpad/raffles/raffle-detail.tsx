import { App, Card, Descriptions, Flex, Spin, Typography } from 'antd';
import { ArrowLeftOutlined, StopOutlined, TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { RaffleDetail as Detail } from '@mintfront/domain';
import { useRaffle, useRaffleAction } from '../../../api/raffles.ts';
import { ConfirmAction } from '../../../components/row-actions.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { RaffleEntrants } from './components/raffle-entrants.tsx';
import { RaffleStateText } from './components/raffle-state.tsx';
import { raffleWindow } from './components/raffle-window.ts';
import { LaunchpadStatus } from '../components/launchpad-status.tsx';
import { StorePageLink } from '../components/store-page-link.tsx';

/** A value anyone may copy to check the draw; "not yet" while it does not exist. */
function Proof({ value, testId }: { value: string | null; testId: string }) {
  const { t } = useTranslation('raffles');
  if (!value) return <Typography.Text type="secondary">{t('facts.notYet')}</Typography.Text>;
  return (
    <Typography.Text code copyable data-testid={testId} style={{ wordBreak: 'break-all' }}>
      {value}
    </Typography.Text>
  );
}

/**
 * Draw once the window ended with entries; cancel while nothing is drawn (the server refuses a
 * cancel while the draw can still happen, with its message). Each asks first.
 */
function RaffleActions({ raffle }: { raffle: Detail }) {
  const { t } = useTranslation('raffles');
  const { message } = App.useApp();
  const draw = useRaffleAction('draw');
  const cancel = useRaffleAction('cancel');
  // The server's refusal (e.g. 40179: the draw can still happen) is said as it gives it.
  const run = (action: typeof draw) => () =>
    action.mutateAsync(raffle.id).catch((error: Error) => {
      void message.error(error.message);
      throw error;
    });
  const canDraw = raffle.state === 'open' && raffle.status === 'Ended' && raffle.entries > 0;
  const canCancel =
    raffle.state === 'open' || raffle.state === 'drawing' || raffle.state === 'failed';
  return (
    <Flex gap={8}>
      {canDraw && (
        <ConfirmAction
          label={t('draw')}
          name={raffle.name}
          confirm={t('drawConfirm')}
          done={t('drawDone')}
          icon={<TrophyOutlined />}
          run={run(draw)}
          testId="raffle-draw"
        />
      )}
      {canCancel && (
        <ConfirmAction
          label={t('cancel')}
          name={raffle.name}
          confirm={t('cancelConfirm')}
          done={t('cancelDone')}
          icon={<StopOutlined />}
          danger
          run={run(cancel)}
          testId="raffle-cancel"
        />
      )}
    </Flex>
  );
}

/**
 * /Raffle/RaffleDetail/:id (spec doc 2 §2): the raffle, what anyone needs to check its draw (the
 * commitment from creation, the revealed seed, the closing block's hash, the entrants in order),
 * its winners and entries, and the draw and cancel actions.
 */
export default function RaffleDetail() {
  const { t } = useTranslation('raffles');
  const id = Number(useParams().id);
  const { data: raffle, isLoading, isError } = useRaffle(id > 0 ? id : undefined);
  if (isLoading) return <Spin />;
  if (isError || !raffle) return <StatusPage kind="notFound" />;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1100 }}>
      <Link to="/Raffle" data-testid="raffle-back">
        <ArrowLeftOutlined aria-hidden /> {t('back')}
      </Link>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
          {raffle.name}
        </Typography.Title>
        <Flex gap={8} wrap>
          <StorePageLink path={`raffle/${raffle.id}`} testId="raffle-store-link" />
          <RaffleActions raffle={raffle} />
        </Flex>
      </Flex>
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('facts.status')}>
            <LaunchpadStatus status={raffle.status} testId="raffle-status" />
          </Descriptions.Item>
          <Descriptions.Item label={t('facts.state')}>
            <RaffleStateText state={raffle.state} />
          </Descriptions.Item>
          <Descriptions.Item label={t('facts.window')}>{raffleWindow(raffle)}</Descriptions.Item>
          <Descriptions.Item label={t('facts.winners')}>{raffle.winners}</Descriptions.Item>
          <Descriptions.Item label={t('facts.entries')}>
            <span data-testid="raffle-entries">{raffle.entries}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('facts.holding')}>
            {raffle.holding
              ? t('holdingRule', {
                  min: raffle.holding.min_balance,
                  contract: raffle.holding.contract,
                })
              : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('facts.contract')} span={2}>
            <Proof value={raffle.contract} testId="raffle-contract" />
          </Descriptions.Item>
          <Descriptions.Item label={t('facts.prize')} span={2}>
            <Proof value={raffle.prize_contract} testId="raffle-prize" />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={<h2 className="card-title">{t('checkTitle')}</h2>}>
        <Typography.Paragraph type="secondary">{t('checkText')}</Typography.Paragraph>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('facts.commitment')}>
            <Proof value={raffle.commitment} testId="raffle-commitment" />
          </Descriptions.Item>
          <Descriptions.Item label={t('facts.seed')}>
            <Proof value={raffle.seed} testId="raffle-seed" />
          </Descriptions.Item>
          <Descriptions.Item label={t('facts.closeBlockHash')}>
            <Proof value={raffle.close_block_hash} testId="raffle-close-hash" />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={<h2 className="card-title">{t('winnersTitle')}</h2>}>
        {raffle.winner_list.length ? (
          <ol aria-label={t('winnersCaption')} data-testid="raffle-winners" style={{ margin: 0 }}>
            {raffle.winner_list.map((w) => (
              <li key={w}>
                <Typography.Text code>{w}</Typography.Text>
              </li>
            ))}
          </ol>
        ) : (
          <Typography.Text type="secondary">{t('noWinners')}</Typography.Text>
        )}
      </Card>
      <Card title={<h2 className="card-title">{t('entrantsTitle')}</h2>}>
        <RaffleEntrants raffle={raffle} />
      </Card>
    </Flex>
  );
}
