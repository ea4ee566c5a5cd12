import { App, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  DROP_LIMITS,
  MAX_PAGE_SIZE,
  dropCreateBody,
  messageText,
  unlimitedTwice,
} from '@mintfront/domain';
import { useCreateDrop } from '../../api/launchpad.ts';
import { showFormError } from '../../components/form-errors.ts';
import { DateTimeField } from '../../components/form/date-time-field.tsx';
import { bodyOf } from '../../components/form/form-fields.ts';
import { useSchemaForm } from '../../components/form/schema-form.ts';
import type { FieldName } from '../../components/form/schema-issues.ts';
import { UploadField } from '../../components/upload-field/upload-field.tsx';
import { useCollectionChoices } from '../nfts/components/use-nft-form-options.ts';
import {
  DROP_FIELDS,
  DROP_MODULE_OF,
  PHASE_LABELS,
  type DropFormValues,
} from './components/drop-form-values.ts';
import { CreateFooter } from './components/create-footer.tsx';
import { useModuleErrors, type FieldIssue } from './components/module-errors.tsx';
import { NftsField } from './components/nfts-field.tsx';
import { PhaseFields } from './components/phase-fields.tsx';

const LIST = '/Launchpad/Drop';
const ALL_COLLECTIONS = { page: 1, limit: MAX_PAGE_SIZE } as const;

/** Where an issue of the body shows on the form (the NFTs field holds NFTs; a row's list-level rule on its first tier). */
function fieldOf(path: readonly PropertyKey[]): FieldName {
  const name = path.map((p) => (typeof p === 'number' ? p : String(p)));
  if (name[0] === 'nft_ids') return ['nfts'];
  if (name[0] !== 'phases' || name.length < 3) return [name[0] as string];
  if (name[2] === 'bulk_discounts' && name.length === 3) return [...name, 0, 'quantity'];
  if (name[2] === 'holding' && name.length === 3) return [...name, 'contract'];
  return name;
}

/**
 * /CreateDrop (spec doc 2 §2, §3 Drop, §5): name, preview, description, open box time; the
 * phases; the collection and its NFTs (at most 1,000). The spec's required messages come from the
 * domain schema the server parses; a module with errors lists them and holds the create button.
 */
export default function DropCreate() {
  const { t } = useTranslation('launchpad');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const label = t as (key: string) => string;
  const { form, item, lang, initialValues } = useSchemaForm({
    schema: dropCreateBody,
    fields: DROP_FIELDS,
    label,
  });
  const create = useCreateDrop();
  const collections = useCollectionChoices(ALL_COLLECTIONS, () => true);
  const contractId = Form.useWatch('contract_id', form) as number | null | undefined;

  const labelOf = (name: string[]) => {
    if (name[0] === 'phases' && name.length > 2) {
      const key = [...name].reverse().find((k) => !/^\d+$/.test(k)) as keyof typeof PHASE_LABELS;
      return label(PHASE_LABELS[key] ?? 'drop.fields.phases');
    }
    const field = name[0] === 'nft_ids' ? 'nfts' : name[0]!;
    return label(DROP_FIELDS[field as keyof typeof DROP_FIELDS]?.label ?? 'drop.fields.name');
  };
  const judge = useModuleErrors({
    form,
    schema: dropCreateBody,
    lang,
    labelOf,
    fieldOf,
    moduleOf: (name) =>
      DROP_MODULE_OF[name[0] === 'nfts' ? 'nft_ids' : String(name[0])] ?? 'basics',
    prefixOf: (name) =>
      name[0] === 'phases' && name.length > 1
        ? `${t('drop.phaseTitle', { n: Number(name[1]) + 1 })} · `
        : '',
  });
  /**
   * What the schema says only once every other field is right (its cross-field rules), said at
   * once: each phase's mint limit or Unlimited, no two consecutive Unlimited phases; and a
   * collection left unchosen is "required" (its id's number rule would say less).
   */
  const own = (v: DropFormValues): FieldIssue[] => {
    const phases = v.phases ?? [];
    const issue = (name: FieldName, key: string, field?: string): FieldIssue => ({
      name,
      text: messageText(key, lang, field ? { field } : {}),
    });
    return [
      ...(v.contract_id ? [] : [issue(['contract_id'], 'required', t('drop.fields.collection'))]),
      ...phases.flatMap((p, i) =>
        p.unlimited || (p.claim_limit !== null && p.claim_limit !== undefined)
          ? []
          : [issue(['phases', i, 'claim_limit'], 'dropMintLimit')],
      ),
      ...unlimitedTwice(phases).map((i) => issue(['phases', i, 'unlimited'], 'dropUnlimitedTwice')),
    ];
  };
  const valuesNow = () =>
    ({ ...initialValues(null), ...form.getFieldsValue(true) }) as DropFormValues;

  async function submit() {
    const values = valuesNow();
    const body = bodyOf(DROP_FIELDS, values);
    if (!judge.attempt(body, own(values))) return;
    try {
      const drop = await create.mutateAsync(body as never);
      void message.success(t('drop.created'));
      void navigate(`/DropDetail/${drop.id}`);
    } catch (error) {
      showFormError(form, error, (text) => void message.error(text));
    }
  }

  const collectionItem = item('contract_id');
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Link to={LIST} data-testid="drop-back">
        <ArrowLeftOutlined aria-hidden /> {t('back')}
      </Link>
      <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
        {t('drop.createTitle')}
      </Typography.Title>
      <Form<DropFormValues>
        form={form}
        layout="vertical"
        name="drop-create"
        initialValues={initialValues(null)}
        onValuesChange={(changed: Partial<DropFormValues>) => {
          // Another collection: the NFTs chosen were of the one before.
          if ('contract_id' in changed) form.setFieldValue('nfts', []);
          const values = valuesNow();
          judge.changed(bodyOf(DROP_FIELDS, values), own(values));
        }}
        onFinish={() => void submit()}
        onFinishFailed={() => void submit()}
      >
        <Card
          title={<h2 className="card-title">{t('module.basics')}</h2>}
          style={{ marginBottom: 16 }}
        >
          <Form.Item {...item('name')} htmlFor="drop-name">
            <Input
              id="drop-name"
              maxLength={DROP_LIMITS.nameMax}
              showCount
              data-testid="drop-name"
            />
          </Form.Item>
          <Form.Item {...item('preview')} htmlFor="drop-preview" extra={t('drop.help.preview')}>
            <UploadField kind="dropPreview" id="drop-preview" testId="drop-preview" />
          </Form.Item>
          <Form.Item {...item('description')} htmlFor="drop-description">
            <Input.TextArea
              id="drop-description"
              rows={3}
              maxLength={DROP_LIMITS.descriptionMax}
              data-testid="drop-description"
            />
          </Form.Item>
          <DateTimeField
            {...item('open_date')}
            id="drop-open-date"
            testId="drop-open-date"
            extra={t('drop.help.openDate')}
          />
        </Card>
        <Card
          title={<h2 className="card-title">{t('module.phases')}</h2>}
          style={{ marginBottom: 16 }}
        >
          <Typography.Paragraph type="secondary">{t('drop.help.phases')}</Typography.Paragraph>
          <PhaseFields />
        </Card>
        <Card
          title={<h2 className="card-title">{t('module.nfts')}</h2>}
          style={{ marginBottom: 16 }}
        >
          <Form.Item {...collectionItem} required htmlFor="drop-collection">
            <Select
              id="drop-collection"
              options={collections.options}
              loading={collections.isLoading}
              data-testid="drop-collection"
            />
          </Form.Item>
          <Form.Item
            {...item('nfts')}
            htmlFor="drop-nfts"
            extra={contractId ? t('drop.help.nfts') : t('drop.help.collectionFirst')}
          >
            <NftsField
              id="drop-nfts"
              max={DROP_LIMITS.maxNfts}
              fixed={contractId ? { contract_id: String(contractId) } : undefined}
              disabled={!contractId}
              testId="drop-nfts"
              texts={{ pick: t('drop.pickNfts'), change: t('drop.changeNfts') }}
            />
          </Form.Item>
        </Card>
        <CreateFooter
          errors={judge.errors}
          submitting={create.isPending}
          label={t('drop.submit')}
          testId="drop"
        />
      </Form>
    </Flex>
  );
}
