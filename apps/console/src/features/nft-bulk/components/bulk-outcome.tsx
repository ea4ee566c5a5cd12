import { useState } from 'react';
import { App, Button, Flex, Result } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NftBulkSchedule } from '@mintfront/domain';
import { ApiError } from '../../../api/api-error.ts';
import { downloadBulkReport, useConfirmNftBulk } from '../../../api/nft-bulk.ts';
import { refusedRows } from '../nft-bulk-flow.ts';
import { BulkErrorTable } from './bulk-error-table.tsx';

type Props = { schedule: NftBulkSchedule; onStartAgain: () => void };

/**
 * Where a bulk creation stands once the server is done with a step (spec doc 1 §4): verification
 * failed (errors by line, report, create the valid rows) or succeeded (confirm), then success,
 * partial success (with the report) or failed.
 */
export function BulkOutcome({ schedule: s, onStartAgain }: Props) {
  const { t } = useTranslation('nftBulk');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirm = useConfirmNftBulk();
  const [downloading, setDownloading] = useState(false);

  const create = (skipInvalid: boolean) =>
    confirm.mutate(
      { id: s.id, ...(skipInvalid ? { skip_invalid: true } : {}) },
      { onError: (e) => void message.error(e instanceof ApiError ? e.statusDesc : String(e)) },
    );
  const report = async () => {
    setDownloading(true);
    try {
      await downloadBulkReport(s.id);
    } catch (e) {
      void message.error(e instanceof ApiError ? e.statusDesc : String(e));
    } finally {
      setDownloading(false);
    }
  };
  const reportButton = (
    <Button
      key="report"
      icon={<DownloadOutlined />}
      loading={downloading}
      onClick={() => void report()}
      data-testid="bulk-report"
    >
      {t('actions.report')}
    </Button>
  );
  const again = (
    <Button key="again" onClick={onStartAgain} data-testid="bulk-start-again">
      {t('actions.startAgain')}
    </Button>
  );
  const hasRows = refusedRows(s) > 0;

  if (s.state === 'verified') {
    return (
      <Result
        status="success"
        title={<h2 className="result-title">{t('verified.title')}</h2>}
        subTitle={t('verified.text', { count: s.valid })}
        extra={[
          <Button
            key="confirm"
            type="primary"
            loading={confirm.isPending}
            onClick={() => create(false)}
            data-testid="bulk-confirm"
          >
            {t('actions.confirm', { count: s.valid })}
          </Button>,
          again,
        ]}
        data-testid="bulk-outcome"
      />
    );
  }

  const view = {
    verificationFailed: {
      status: 'error',
      title: t('verificationFailed.title'),
      text:
        s.problem ??
        (s.valid > 0
          ? t('verificationFailed.rows', { invalid: s.invalid, rows: s.rows, valid: s.valid })
          : t('verificationFailed.none')),
    },
    success: {
      status: 'success',
      title: t('success.title', { count: s.created }),
      text: t('success.text'),
    },
    partialSuccess: {
      status: 'warning',
      title: t('partialSuccess.title'),
      text: t('partialSuccess.text', { created: s.created, refused: refusedRows(s) }),
    },
    failed: { status: 'error', title: t('failed.title'), text: s.problem ?? t('failed.text') },
  }[s.state as 'verificationFailed' | 'success' | 'partialSuccess' | 'failed'];

  const actions =
    s.state === 'verificationFailed'
      ? [
          ...(s.valid > 0 && !s.problem
            ? [
                <Button
                  key="valid"
                  type="primary"
                  loading={confirm.isPending}
                  onClick={() => create(true)}
                  data-testid="bulk-create-valid"
                >
                  {t('actions.createValid', { count: s.valid })}
                </Button>,
              ]
            : []),
          ...(hasRows ? [reportButton] : []),
          again,
        ]
      : [
          ...(s.created > 0
            ? [
                <Button
                  key="nfts"
                  type="primary"
                  onClick={() => void navigate('/NFT/CreatedNFT')}
                  data-testid="bulk-view-nfts"
                >
                  {t('actions.viewNfts')}
                </Button>,
              ]
            : []),
          ...(hasRows ? [reportButton] : []),
          <Button key="more" onClick={onStartAgain} data-testid="bulk-start-again">
            {t('actions.createMore')}
          </Button>,
        ];

  return (
    <Flex vertical gap={16}>
      <Result
        status={view.status as 'success' | 'warning' | 'error'}
        title={<h2 className="result-title">{view.title}</h2>}
        subTitle={<span data-testid="bulk-outcome-text">{view.text}</span>}
        extra={actions}
        data-testid="bulk-outcome"
      />
      {hasRows && <BulkErrorTable schedule={s} />}
    </Flex>
  );
}
