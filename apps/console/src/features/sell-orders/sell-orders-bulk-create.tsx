import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  InputNumber,
  Segmented,
  Space,
  Tabs,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { SALE_TYPE, type Nft } from '@mintfront/domain';
import { NftPickerDialog } from '../../components/nft-picker/nft-picker-dialog.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { BulkFilePanel } from './components/bulk-file-panel.tsx';
import { BulkRowsTable, type BulkRow } from './components/bulk-rows-table.tsx';
import { checkBulk, type BulkCommon } from './components/bulk-check.ts';
import { useBulkRun, type BulkRefusal, type BulkResult } from './components/bulk-run.ts';

/**
 * CreateMultipleSellOrders and its child auction (spec doc 2 §2, §4, §5): many NFTs listed at
 * once from the NFT picker or a file; the job is polled by key (every 500 ms, up to 100 times)
 * and its refused rows shown; once done the user goes to /SellOrder.
 */
export default function SellOrdersBulkCreate() {
  const { t } = useTranslation(['sales', 'common']);
  const lang = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const auction = useLocation().pathname.endsWith('/auction');
  const type = auction ? SALE_TYPE.auction : SALE_TYPE.instant;
  const [form] = Form.useForm<BulkCommon>();
  const [rows, setRows] = useState<BulkRow[]>([]);
  const [picking, setPicking] = useState(false);
  const [tab, setTab] = useState<'picker' | 'file'>('picker');
  const [result, setResult] = useState<BulkResult | null>(null);
  const run = useBulkRun();
  const busy = run.phase !== 'idle';
  const priceLabel = t(auction ? 'form.minimumPrice' : 'form.price');

  /** "Row 2 (Moon): NFT already on sale": rows are counted from 1, as the list shows them. */
  const rowText = (r: BulkRefusal) => {
    const title = rows[r.row]?.nft.title;
    const row = title ? `${r.row + 1} (${title})` : r.row + 1;
    return t('bulk.rowError', { row, message: r.statusDesc });
  };
  const finish = (outcome: BulkResult) => {
    if (outcome.kind !== 'done') {
      setResult(outcome);
      return;
    }
    // Status 6 (partial success) ends in success too (spec doc 2 §4); the refused rows are said.
    if (outcome.refused.length > 0) void message.warning(outcome.refused.map(rowText).join('; '));
    void message.success(t('bulk.done'));
    void navigate('/SellOrder');
  };

  const submitList = async () => {
    setResult(null);
    if (rows.length === 0) {
      void message.error(t('bulk.noNfts'));
      return;
    }
    const checked = checkBulk(type, rows, form.getFieldsValue(), lang, {
      quantity: t('form.quantity'),
      price: priceLabel,
      start_date: t('form.startDate'),
      end_date: t('form.endDate'),
    });
    setRows(checked.rows);
    form.setFields(checked.fields);
    if (!checked.list) return;
    finish(await run.fromList(type, checked.list));
  };

  const progress =
    run.phase === 'checking'
      ? t('bulk.checking', { asked: run.asked })
      : run.phase === 'importing'
        ? t('bulk.importing', { asked: run.asked })
        : t('bulk.working', { asked: run.asked });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Link to="/SellOrder">{t('bulk.back')}</Link>
      <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
        {t('bulk.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('bulk.intro')}</Typography.Paragraph>
      <Segmented
        aria-label={t('form.method')}
        value={auction ? 'auction' : 'default'}
        onChange={(v) =>
          void navigate(
            v === 'auction' ? '/CreateMultipleSellOrders/auction' : '/CreateMultipleSellOrders',
          )
        }
        options={[
          { value: 'default', label: t('bulk.kind.default') },
          { value: 'auction', label: t('bulk.kind.auction') },
        ]}
        data-testid="bulk-kind"
      />
      <Alert type="info" showIcon title={t('form.rulesTitle')} description={t('bulk.rules')} />
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as 'picker' | 'file')}
        items={[
          {
            key: 'picker',
            label: t('bulk.tabs.picker'),
            children: (
              <Card>
                <Flex vertical gap={12}>
                  <Space wrap>
                    <Button onClick={() => setPicking(true)} data-testid="bulk-pick">
                      {t('bulk.pick')}
                    </Button>
                    <Typography.Text type="secondary" data-testid="bulk-count">
                      {t('bulk.selected', { count: rows.length })}
                    </Typography.Text>
                  </Space>
                  <BulkRowsTable rows={rows} onChange={setRows} priceLabel={priceLabel} />
                  <Form<BulkCommon>
                    form={form}
                    layout="vertical"
                    name="bulk-common"
                    initialValues={{ increment_rate: 5 }}
                  >
                    <Space size="large" wrap>
                      <Form.Item
                        name="start_date"
                        label={t('form.startDate')}
                        extra={t('form.startHelp')}
                        htmlFor="bulk-start"
                      >
                        <DatePicker id="bulk-start" showTime format="YYYY-MM-DD HH:mm" />
                      </Form.Item>
                      <Form.Item name="end_date" label={t('form.endDate')} htmlFor="bulk-end">
                        <DatePicker id="bulk-end" showTime format="YYYY-MM-DD HH:mm" />
                      </Form.Item>
                      {auction && (
                        <Form.Item
                          name="increment_rate"
                          label={t('form.incrementRate')}
                          htmlFor="bulk-increment"
                        >
                          <InputNumber id="bulk-increment" min={0} max={100} suffix="%" />
                        </Form.Item>
                      )}
                    </Space>
                  </Form>
                  <Button
                    type="primary"
                    loading={busy}
                    onClick={() => void submitList()}
                    data-testid="bulk-submit"
                  >
                    {t('bulk.submit')}
                  </Button>
                </Flex>
              </Card>
            ),
          },
          {
            key: 'file',
            label: t('bulk.tabs.file'),
            children: (
              <BulkFilePanel
                type={type}
                run={run}
                onCreated={() => {
                  void message.success(t('bulk.done'));
                  void navigate('/SellOrder');
                }}
              />
            ),
          },
        ]}
      />
      {busy && <Alert type="info" showIcon title={progress} data-testid="bulk-progress" />}
      {result?.kind === 'timeout' && <Alert type="warning" showIcon title={t('bulk.timeout')} />}
      {result?.kind === 'failed' && (
        <Alert
          type="error"
          showIcon
          data-testid="bulk-failed"
          title={result.text ?? t('bulk.failed')}
          description={
            result.errors.length > 0 && (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {result.errors.map((e) => (
                  <li key={e.row}>{rowText(e)}</li>
                ))}
              </ul>
            )
          }
        />
      )}
      <NftPickerDialog
        open={picking}
        title={t('bulk.pickTitle')}
        initial={rows.map((r) => r.nft)}
        testId="bulk-picker"
        onCancel={() => setPicking(false)}
        onConfirm={(picked: Nft[]) => {
          setPicking(false);
          const before = new Map(rows.map((r) => [r.nft.id, r]));
          setRows(picked.map((nft) => before.get(nft.id) ?? { nft, quantity: 1, price: '' }));
        }}
      />
    </Flex>
  );
}
