import { useState } from 'react';
import { Alert, Button, Card, Flex, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SaleBulkCheck } from '@mintfront/domain';
import { BulkFileReport, type FileRowProblem } from './bulk-file-report.tsx';
import type { BulkResult, FileCheckResult, useBulkRun } from './bulk-run.ts';

type Props = {
  type: number;
  run: ReturnType<typeof useBulkRun>;
  /** Every valid row was created: the page goes on to the sell order list. */
  onCreated: () => void;
};

type Stopped = Exclude<FileCheckResult | BulkResult, { kind: 'checked' } | { kind: 'done' }>;

/**
 * CreateMultipleSellOrders from a file (spec doc 2 §7 Bulk): the XLSX is uploaded and checked
 * (nothing created), its refused rows shown by line; the valid rows are created on request
 * (import/key), and rows the creation refused are shown the same way.
 */
export function BulkFilePanel({ type, run, onCreated }: Props) {
  const { t } = useTranslation('sales');
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<SaleBulkCheck | null>(null);
  const [stopped, setStopped] = useState<Stopped | null>(null);
  const [refused, setRefused] = useState<FileRowProblem[] | null>(null);
  const [noFile, setNoFile] = useState(false);
  const busy = run.phase !== 'idle';

  const reset = () => {
    setFile(null);
    setCheck(null);
    setStopped(null);
    setRefused(null);
  };
  const upload = async () => {
    setStopped(null);
    if (!file) {
      setNoFile(true);
      return;
    }
    const out = await run.checkFile(type, file);
    if (out.kind === 'checked') setCheck(out.check);
    else setStopped(out);
  };
  const create = async () => {
    if (!check) return;
    const out = await run.importFile(check.key);
    // The import answers every row; the ones the check refused were already shown and left out.
    const known = new Set(check.errors.map((e) => e.row));
    const fresh = (rows: FileRowProblem[]) => rows.filter((r) => !known.has(r.row));
    if (out.kind === 'done' && fresh(out.refused).length === 0) onCreated();
    else if (out.kind === 'done') setRefused(fresh(out.refused));
    else if (out.kind === 'failed' && fresh(out.errors).length > 0) setRefused(fresh(out.errors));
    else setStopped(out);
  };

  const summary = check && {
    type: check.status === 1 ? 'success' : check.status === 6 ? 'warning' : 'error',
    text:
      check.status === 1
        ? t('bulk.checkAll', { count: check.total })
        : check.status === 6
          ? t('bulk.checkSome', { valid: check.valid, total: check.total })
          : t('bulk.checkNone'),
  };

  return (
    <Card>
      <Flex vertical gap={12}>
        <Typography.Text strong>{t('bulk.file')}</Typography.Text>
        <Typography.Text type="secondary" id="bulk-file-help">
          {t(type === 2 ? 'bulk.fileHelpAuction' : 'bulk.fileHelp')}
        </Typography.Text>
        {!check && (
          <>
            <Upload
              accept=".xlsx"
              maxCount={1}
              beforeUpload={(f) => {
                setFile(f);
                setNoFile(false);
                return false;
              }}
              onRemove={() => setFile(null)}
              fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
            >
              <Button
                icon={<UploadOutlined />}
                data-testid="bulk-file"
                aria-describedby="bulk-file-help"
              >
                {t('bulk.chooseFile')}
              </Button>
            </Upload>
            {noFile && (
              <Typography.Text type="danger" role="alert">
                {t('bulk.noFile')}
              </Typography.Text>
            )}
            <Button
              type="primary"
              loading={busy}
              onClick={() => void upload()}
              data-testid="bulk-file-submit"
            >
              {t('bulk.checkFile')}
            </Button>
          </>
        )}
        {check && summary && !refused && (
          <>
            <Alert
              type={summary.type as 'success' | 'warning' | 'error'}
              showIcon
              title={summary.text}
              data-testid="bulk-file-checked"
            />
            <Flex gap={8} wrap>
              {check.valid > 0 && (
                <Button
                  type="primary"
                  loading={busy}
                  onClick={() => void create()}
                  data-testid="bulk-file-create"
                >
                  {t('bulk.createValid', { count: check.valid })}
                </Button>
              )}
              <Button onClick={reset} disabled={busy} data-testid="bulk-file-again">
                {t('bulk.anotherFile')}
              </Button>
            </Flex>
            {check.errors.length > 0 && <BulkFileReport problems={check.errors} />}
          </>
        )}
        {refused && (
          <>
            <Alert
              type="warning"
              showIcon
              title={t('bulk.createdSome', { refused: refused.length })}
              data-testid="bulk-file-refused"
            />
            <Flex gap={8} wrap>
              <Link to="/SellOrder">{t('bulk.back')}</Link>
              <Button onClick={reset} data-testid="bulk-file-again">
                {t('bulk.anotherFile')}
              </Button>
            </Flex>
            <BulkFileReport problems={refused} />
          </>
        )}
        {stopped?.kind === 'timeout' && <Alert type="warning" showIcon title={t('bulk.timeout')} />}
        {stopped?.kind === 'failed' && (
          <Alert
            type="error"
            showIcon
            data-testid="bulk-failed"
            title={stopped.text ?? t('bulk.failed')}
          />
        )}
      </Flex>
    </Card>
  );
}
