import type { ReactNode } from 'react';
import { App, Button, Card, Flex, Form, Input, Progress, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  COLLECTION_SOURCES,
  MAX_PAGE_SIZE,
  NFT_IMPORT_MAX,
  NFT_RANKS,
  importNftsBody,
  nftRank,
} from '@mintfront/domain';
import { useCollections } from '../../api/collections.ts';
import { showFormError } from '../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../components/form/form-fields.ts';
import { useSchemaForm } from '../../components/form/schema-form.ts';
import { useCategoryOptions } from '../../components/use-category-options.ts';
import { useRules } from '../../components/use-rules.ts';
import { NftImportResult } from './components/nft-import-result.tsx';
import { useRankOptions } from './components/use-nft-form-options.ts';
import { useNftImportRun } from './components/use-nft-import-run.ts';

/** The fields of the import form, stated once (labels in `nftImport`). */
const FIELDS = fieldList<never>()({
  contract_id: { label: 'fields.collection', initial: undefined as number | undefined },
  token_ids: { label: 'fields.tokenIds', initial: '' },
  category: { label: 'fields.category', initial: [] as number[] },
  rank: { label: 'fields.rank', initial: NFT_RANKS.normal as number },
});
type Values = ValuesOf<typeof FIELDS>;

/** The collections whose tokens can be imported: the ones this store imported (the server's rule too). */
function useImportedCollections() {
  const { data, isLoading } = useCollections({
    page: 1,
    limit: MAX_PAGE_SIZE,
    source: String(COLLECTION_SOURCES.imported),
  });
  const list = (data?.list ?? []).filter(
    (c) => c.source === COLLECTION_SOURCES.imported && c.address,
  );
  return {
    isLoading,
    options: list.map((c) => ({
      value: c.id,
      label: `${c.name} (${c.type === 1 ? 'ERC-721' : 'ERC-1155'})`,
    })),
  };
}

/**
 * /NFT/ImportNFT (spec doc 1 §2 names it; docs/decisions.md "Importing NFTs"): tokens that exist
 * on chain in an imported collection become Off Sale NFTs of the store. The IDs are sent a few
 * at a time, so the screen shows how far it got and can stop.
 */
export default function NftImport() {
  const { t } = useTranslation('nftImport');
  const { message } = App.useApp();
  const rules = useRules();
  const { form, item, output, initialValues } = useSchemaForm({
    schema: importNftsBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const collections = useImportedCollections();
  const categories = useCategoryOptions();
  const ranks = useRankOptions();
  const { run, start, stop, reset } = useNftImportRun();
  const busy = run?.state === 'running' || run?.state === 'stopping';

  async function submit(values: Values) {
    const parsed = output(values);
    if (!parsed) return;
    const ended = await start(parsed);
    // A refusal of the first call (a field, the chain) shows on its field or as a toast, over the form.
    if (ended.state === 'failed' && ended.done === 0)
      showFormError(form, ended.error, (text) => void message.error(text));
  }

  if (run && !busy)
    return (
      <Screen>
        <NftImportResult run={run} onAgain={reset} />
      </Screen>
    );

  return (
    <Screen>
      <Typography.Paragraph style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        name="nft-import"
        disabled={busy}
        initialValues={initialValues(null)}
        onFinish={(v) => void submit(v)}
      >
        <Card>
          <Form.Item
            {...item('contract_id')}
            required
            extra={
              collections.options.length === 0 && !collections.isLoading ? (
                <Typography.Text type="secondary">
                  {t('noCollection')} <Link to="/Collection">{t('importCollection')}</Link>
                </Typography.Text>
              ) : (
                t('help.collection')
              )
            }
          >
            <Select
              options={collections.options}
              loading={collections.isLoading}
              placeholder={t('placeholders.collection')}
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="nft-import-collection"
            />
          </Form.Item>
          <Form.Item
            {...item('token_ids')}
            required
            extra={t('help.tokenIds', { max: NFT_IMPORT_MAX })}
          >
            <Input.TextArea
              rows={3}
              placeholder={t('placeholders.tokenIds')}
              data-testid="nft-import-token-ids"
            />
          </Form.Item>
          <Form.Item
            {...item('category')}
            required
            extra={
              categories.length === 0 ? (
                <Typography.Text type="secondary">
                  {t('noCategory')} <Link to="/Settings/category">{t('addCategories')}</Link>
                </Typography.Text>
              ) : (
                t('help.category')
              )
            }
          >
            <Select
              mode="multiple"
              allowClear
              options={categories}
              placeholder={t('placeholders.category')}
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="nft-import-category"
            />
          </Form.Item>
          {/* Required though the schema reads a rank left out as Normal: the form always sends one. */}
          <Form.Item {...item('rank')} required rules={[rules.zod(nftRank, item('rank').label)]}>
            <Select options={ranks} style={{ maxWidth: 280 }} data-testid="nft-import-rank" />
          </Form.Item>
        </Card>
        <Flex gap={12} align="center" style={{ marginTop: 16 }}>
          <Button
            type="primary"
            htmlType="submit"
            loading={busy}
            disabled={busy}
            data-testid="nft-import-submit"
          >
            {t('submit')}
          </Button>
          {busy && (
            <Button
              onClick={stop}
              disabled={run?.state === 'stopping'}
              data-testid="nft-import-stop"
            >
              {t('stop')}
            </Button>
          )}
        </Flex>
      </Form>
      {busy && run && (
        <div role="status" aria-live="polite" data-testid="nft-import-progress">
          <Progress percent={Math.round((run.done / run.total) * 100)} status="active" />
          <Typography.Text>
            {run.state === 'stopping'
              ? t('stopping')
              : t('progress', { done: run.done, total: run.total })}
          </Typography.Text>
        </div>
      )}
    </Screen>
  );
}

function Screen({ children }: { children: ReactNode }) {
  const { t } = useTranslation('nftImport');
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Link to="/NFT/CreatedNFT">{t('back')}</Link>
      <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
        {t('title')}
      </Typography.Title>
      {children}
    </Flex>
  );
}
