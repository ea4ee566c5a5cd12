import { useEffect, useRef, useState } from 'react';
import { App, Button, Flex, Form, Spin, Steps, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { downloadBulkTemplate, useLatestNftBulk, useNftBulkSchedule } from '../../api/nft-bulk.ts';
import { StatusPage } from '../../components/status-page.tsx';
import { BulkFilesStep, type BulkFilesValues } from './components/bulk-files-step.tsx';
import { BulkOutcome } from './components/bulk-outcome.tsx';
import { BulkProgress } from './components/bulk-progress.tsx';
import { bulkSteps, bulkViewOf, resumable } from './nft-bulk-flow.ts';

/**
 * /multiple (spec doc 1 §2, §4): files → verifying → verification failed or succeeded → creating
 * → success, partial success or failed. The bulk creation's id is kept in the URL (?id=), so a
 * reload shows where it stands; opening the page picks up one still being worked on.
 */
export default function NftBulkCreate() {
  const { t } = useTranslation('nftBulk');
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const raw = params.get('id');
  const id = raw === null ? undefined : Number(raw);
  const [form] = Form.useForm<BulkFilesValues>();
  const [mayResume] = useState(raw === null);
  const latest = useLatestNftBulk(mayResume);
  const resumed = useRef(false);
  const { schedule, error, slow } = useNftBulkSchedule(
    id !== undefined && Number.isInteger(id) && id > 0 ? id : undefined,
  );
  const [downloading, setDownloading] = useState(false);

  const show = (bulkId: number | undefined) =>
    setParams(bulkId === undefined ? {} : { id: String(bulkId) }, {
      replace: bulkId === undefined,
    });
  useEffect(() => {
    if (resumed.current || !latest.isFetched) return;
    resumed.current = true;
    if (id === undefined && resumable(latest.data))
      setParams({ id: String(latest.data.id) }, { replace: true });
  }, [latest.isFetched, latest.data, id, setParams]);

  if (
    id !== undefined &&
    (!Number.isInteger(id) || id <= 0 || (error instanceof ApiError && error.statusCode === 40400))
  )
    return <StatusPage kind="notFound" />;
  const view = id === undefined ? 'files' : bulkViewOf(schedule);
  const steps = bulkSteps(view);

  const template = async () => {
    setDownloading(true);
    try {
      await downloadBulkTemplate();
    } catch (e) {
      void message.error(e instanceof ApiError ? e.statusDesc : String(e));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200 }}>
      <Link to="/NFT/CreatedNFT">{t('actions.viewNfts')}</Link>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Button
          icon={<DownloadOutlined />}
          loading={downloading}
          onClick={() => void template()}
          data-testid="bulk-template"
        >
          {t('template')}
        </Button>
      </Flex>
      <Typography.Paragraph style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
      <Steps
        current={steps.current}
        status={steps.status}
        items={[
          { title: t('steps.files') },
          { title: t('steps.verify') },
          { title: t('steps.create') },
        ]}
        data-testid="bulk-steps"
      />
      {view === 'files' && <BulkFilesStep form={form} onStarted={(s) => show(s.id)} />}
      {view !== 'files' && !schedule && <Spin />}
      {schedule && (view === 'verifying' || view === 'creating') && (
        <BulkProgress schedule={schedule} slow={slow} />
      )}
      {schedule && view !== 'files' && view !== 'verifying' && view !== 'creating' && (
        <BulkOutcome schedule={schedule} onStartAgain={() => show(undefined)} />
      )}
    </Flex>
  );
}
