import {
  App,
  Card,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Typography,
} from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  LAUNCHPAD_DESCRIPTION_MAX,
  LAUNCHPAD_NAME_MAX,
  LAUNCHPAD_NFTS_MAX,
  SALE_LIMITS,
  airdropCreateBody,
  launchpadWindowIssue,
  messageText,
} from '@mintfront/domain';
import { useCreateAirdrop } from '../../api/launchpad.ts';
import { useWhitelists } from '../../api/whitelists.ts';
import { showFormError } from '../../components/form-errors.ts';
import { DateTimeField } from '../../components/form/date-time-field.tsx';
import { bodyOf } from '../../components/form/form-fields.ts';
import { useSchemaForm } from '../../components/form/schema-form.ts';
import type { FieldName } from '../../components/form/schema-issues.ts';
import { UploadField } from '../../components/upload-field/upload-field.tsx';
import {
  AIRDROP_FIELDS,
  AIRDROP_MODULE_OF,
  airdropTotal,
  type AirdropFormValues,
} from './components/airdrop-form-values.ts';
import { CreateFooter } from './components/create-footer.tsx';
import { useModuleErrors, type FieldIssue } from './components/module-errors.tsx';
import { NftsField } from './components/nfts-field.tsx';

const LIST = '/Launchpad/Airdrop';
const FIRST_50 = { page: 1, limit: 50 } as const;

const fieldOf = (path: readonly PropertyKey[]): FieldName => {
  const key = String(path[0]);
  if (key === 'nft_ids') return ['nfts'];
  if (key === 'material') return ['material', String(path[1] ?? 'name')];
  return [key];
};

/** The physical item a claimer is asked about (spec doc 2 §3): as selling asks it. */
function MaterialFields() {
  const { t } = useTranslation('launchpad');
  const offered = Form.useWatch(['material', 'offer']) as boolean | undefined;
  return (
    <>
      <Form.Item name={['material', 'offer']} valuePropName="checked">
        <Checkbox data-testid="airdrop-material">{t('airdrop.fields.materialOffer')}</Checkbox>
      </Form.Item>
      {offered && (
        <>
          <Form.Item
            name={['material', 'name']}
            label={t('airdrop.fields.materialName')}
            required
            htmlFor="airdrop-material-name"
          >
            <Input id="airdrop-material-name" maxLength={200} data-testid="airdrop-material-name" />
          </Form.Item>
          <Form.Item name={['material', 'pics']} label={t('airdrop.fields.materialPics')}>
            <UploadField
              kind="physicalItem"
              multiple
              maxCount={SALE_LIMITS.materialPicsMax}
              testId="airdrop-material-pics"
            />
          </Form.Item>
          <Form.Item
            name={['material', 'desc']}
            label={t('airdrop.fields.materialDesc')}
            htmlFor="airdrop-material-desc"
          >
            <Input.TextArea id="airdrop-material-desc" maxLength={2000} rows={3} />
          </Form.Item>
          <Form.Item name={['material', 'allow_decline']} valuePropName="checked">
            <Checkbox>{t('airdrop.fields.materialAllowDecline')}</Checkbox>
          </Form.Item>
          <Form.Item
            name={['material', 'message']}
            label={t('airdrop.fields.materialMessage')}
            htmlFor="airdrop-material-message"
          >
            <Input.TextArea id="airdrop-material-message" maxLength={500} rows={2} />
          </Form.Item>
        </>
      )}
    </>
  );
}

/**
 * Launchpad/CreateAirdrop (spec doc 2 §2, §3 Airdrop, §5): name, preview, description, NFTs,
 * duration (at most 365 days), claim limit per wallet (not above the total), whitelist, physical
 * item. A module with errors lists them and holds the create button.
 */
export default function AirdropCreate() {
  const { t } = useTranslation('launchpad');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const label = t as (key: string) => string;
  const { form, item, lang, initialValues } = useSchemaForm({
    schema: airdropCreateBody,
    fields: AIRDROP_FIELDS,
    label,
  });
  const create = useCreateAirdrop();
  const whites = useWhitelists(FIRST_50);
  const nfts = Form.useWatch('nfts', form);
  const total = airdropTotal(nfts);

  const labelOf = (name: string[]) => {
    if (name[0] === 'material') return label('airdrop.fields.materialName');
    const field = (name[0] === 'nft_ids' ? 'nfts' : name[0]) as keyof typeof AIRDROP_FIELDS;
    return label(AIRDROP_FIELDS[field]?.label ?? 'airdrop.fields.name');
  };
  const judge = useModuleErrors({
    form,
    schema: airdropCreateBody,
    lang,
    labelOf,
    fieldOf,
    moduleOf: (name) => AIRDROP_MODULE_OF[String(name[0])] ?? 'basics',
  });
  /** What the body cannot say: the claim limit against the copies chosen, the item's name when offered. */
  const own = (v: AirdropFormValues): FieldIssue[] => {
    const issues: FieldIssue[] = [];
    const max = airdropTotal(v.nfts);
    if (v.nfts.length > 0 && typeof v.claim_limit === 'number' && v.claim_limit > max)
      issues.push({
        name: ['claim_limit'],
        text: messageText('airdropClaimLimit', lang, {
          field: t('airdrop.fields.claimLimit'),
          max,
        }),
      });
    // The window's rules, said while other fields still have errors (the schema's come after).
    const window =
      v.start_date && v.end_date
        ? launchpadWindowIssue(v.start_date.toDate(), v.end_date.toDate())
        : null;
    if (window)
      issues.push({
        name: ['end_date'],
        text: messageText(window, lang, { field: t('airdrop.fields.endDate') }),
      });
    if (v.material?.offer && !v.material.name?.trim())
      issues.push({
        name: ['material', 'name'],
        text: messageText('required', lang, { field: t('airdrop.fields.materialName') }),
      });
    return issues;
  };
  const valuesNow = () =>
    ({ ...initialValues(null), ...form.getFieldsValue(true) }) as AirdropFormValues;

  async function submit() {
    const values = valuesNow();
    const body = bodyOf(AIRDROP_FIELDS, values);
    if (!judge.attempt(body, own(values))) return;
    try {
      const airdrop = await create.mutateAsync(body as never);
      void message.success(t('airdrop.created'));
      void navigate(`/AirdropDetail/${airdrop.id}`);
    } catch (error) {
      showFormError(form, error, (text) => void message.error(text));
    }
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Link to={LIST} data-testid="airdrop-back">
        <ArrowLeftOutlined aria-hidden /> {t('back')}
      </Link>
      <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
        {t('airdrop.createTitle')}
      </Typography.Title>
      <Form<AirdropFormValues>
        form={form}
        layout="vertical"
        name="airdrop-create"
        initialValues={initialValues(null)}
        onValuesChange={() => {
          const values = valuesNow();
          judge.changed(bodyOf(AIRDROP_FIELDS, values), own(values));
        }}
        onFinish={() => void submit()}
        onFinishFailed={() => void submit()}
      >
        <Card
          title={<h2 className="card-title">{t('module.basics')}</h2>}
          style={{ marginBottom: 16 }}
        >
          <Form.Item {...item('name')} htmlFor="airdrop-name">
            <Input
              id="airdrop-name"
              maxLength={LAUNCHPAD_NAME_MAX}
              showCount
              data-testid="airdrop-name"
            />
          </Form.Item>
          <Form.Item
            {...item('preview')}
            htmlFor="airdrop-preview"
            extra={t('airdrop.help.preview')}
          >
            <UploadField kind="airdropPreview" id="airdrop-preview" testId="airdrop-preview" />
          </Form.Item>
          <Form.Item {...item('description')} htmlFor="airdrop-description">
            <Input.TextArea
              id="airdrop-description"
              rows={3}
              maxLength={LAUNCHPAD_DESCRIPTION_MAX}
              data-testid="airdrop-description"
            />
          </Form.Item>
        </Card>
        <Card
          title={<h2 className="card-title">{t('module.airdrop')}</h2>}
          style={{ marginBottom: 16 }}
        >
          <Form.Item {...item('nfts')} htmlFor="airdrop-nfts" extra={t('airdrop.help.nfts')}>
            <NftsField
              id="airdrop-nfts"
              max={LAUNCHPAD_NFTS_MAX}
              testId="airdrop-nfts"
              texts={{ pick: t('airdrop.pickNfts'), change: t('airdrop.changeNfts') }}
            />
          </Form.Item>
          <Form.Item label={t('airdrop.total')}>
            <Typography.Text strong data-testid="airdrop-total">
              {total}
            </Typography.Text>
          </Form.Item>
          <Space size="large" wrap align="start">
            <DateTimeField {...item('start_date')} id="airdrop-start" testId="airdrop-start" />
            <DateTimeField
              {...item('end_date')}
              id="airdrop-end"
              testId="airdrop-end"
              extra={t('airdrop.help.window')}
            />
          </Space>
          <Form.Item
            {...item('claim_limit')}
            htmlFor="airdrop-claim-limit"
            extra={t('airdrop.help.claimLimit', { total })}
          >
            <InputNumber
              id="airdrop-claim-limit"
              min={1}
              precision={0}
              data-testid="airdrop-claim-limit"
            />
          </Form.Item>
          <Form.Item {...item('white_id')} htmlFor="airdrop-whitelist">
            <Select
              id="airdrop-whitelist"
              style={{ maxWidth: 320 }}
              data-testid="airdrop-whitelist"
              options={[
                { value: '', label: t('airdrop.noWhitelist') },
                ...(whites.data?.list ?? []).map((w) => ({
                  value: String(w.id),
                  label: `${w.name} (${w.num})`,
                })),
              ]}
            />
          </Form.Item>
        </Card>
        <Card
          title={<h2 className="card-title">{t('module.item')}</h2>}
          style={{ marginBottom: 16 }}
        >
          <MaterialFields />
        </Card>
        <CreateFooter
          errors={judge.errors}
          submitting={create.isPending}
          label={t('airdrop.submit')}
          testId="airdrop"
        />
      </Form>
    </Flex>
  );
}
