import { App, Button, Card, Flex, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  COLLECTION_TYPES,
  ROYALTY_DEFAULT,
  createCollectionBody,
  type Collection,
  type CollectionType,
} from '@mintfront/domain';
import { useCreateCollection } from '../../api/collections.ts';
import { showFormError } from '../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../components/form/form-fields.ts';
import { useSchemaForm } from '../../components/form/schema-form.ts';
import {
  CollectionNameField,
  CollectionOffChainFields,
  OFF_CHAIN_FIELDS,
} from './components/collection-fields.tsx';

/** The off-chain fields, then what is written into the contract at deployment. */
const FIELDS = fieldList<Collection>()({
  ...OFF_CHAIN_FIELDS,
  title: { label: 'fields.title', initial: '' },
  symbol: { label: 'fields.symbol', initial: '' },
  type: { label: 'fields.type', initial: COLLECTION_TYPES.erc721 as CollectionType },
  /** As typed: the royalty rule judges the text (spec doc 1 §5). */
  royalties: { label: 'fields.royalties', initial: String(ROYALTY_DEFAULT) },
});
type Values = ValuesOf<typeof FIELDS>;

/** Without the empty ones: a new collection has nothing to clear. */
function withoutEmpty<T extends Record<string, unknown>>(body: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(body).filter(([, v]) => v !== '' && !(Array.isArray(v) && v.length === 0)),
  ) as Partial<T>;
}

/** CreatCollection (spec doc 1 §2, §3): the contract fields, the store fields, then deploy. */
export default function CollectionCreate() {
  const { t } = useTranslation(['collections', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { form, item, body, initialValues } = useSchemaForm({
    schema: createCollectionBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const create = useCreateCollection();

  async function submit(values: Values) {
    // The same domain schema the server parses with; field rules already showed its messages.
    const parsed = body(values);
    if (!parsed) return;
    try {
      const collection = await create.mutateAsync(createCollectionBody.parse(withoutEmpty(parsed)));
      void message.success(t('created'));
      void navigate(`/Collection/CollectionDetail/${collection.id}`);
    } catch (error) {
      // spec doc 1 §8: on failure the server's message as a toast (40001 field errors on their fields).
      showFormError(form, error, (text) => void message.error(text));
    }
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Link to="/Collection">{t('back')}</Link>
      <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
        {t('createTitle')}
      </Typography.Title>
      <Form<Values>
        form={form}
        layout="vertical"
        name="collection-create"
        onFinish={(v) => void submit(v)}
        initialValues={initialValues(null)}
      >
        <Card
          title={<h2 className="card-title">{t('sections.contract')}</h2>}
          style={{ marginBottom: 16 }}
        >
          <Typography.Paragraph type="secondary">{t('help.onChain')}</Typography.Paragraph>
          <CollectionNameField item={item} />
          <Form.Item {...item('title')} htmlFor="collection-title">
            <Input id="collection-title" maxLength={100} data-testid="collection-title" />
          </Form.Item>
          <Form.Item {...item('symbol')} htmlFor="collection-symbol" extra={t('help.symbol')}>
            <Input id="collection-symbol" maxLength={11} data-testid="collection-symbol" />
          </Form.Item>
          <Form.Item {...item('type')}>
            <Radio.Group
              data-testid="collection-type"
              options={[
                { value: COLLECTION_TYPES.erc721, label: t('type.erc721') },
                { value: COLLECTION_TYPES.erc1155, label: t('type.erc1155') },
              ]}
            />
          </Form.Item>
          {/* Required though the schema defaults a royalty left out: the form always sends one. */}
          <Form.Item
            {...item('royalties')}
            htmlFor="collection-royalties"
            required
            extra={t('help.royalties')}
          >
            <Input
              id="collection-royalties"
              inputMode="decimal"
              style={{ maxWidth: 160 }}
              data-testid="collection-royalties"
            />
          </Form.Item>
        </Card>
        <Card
          title={<h2 className="card-title">{t('sections.store')}</h2>}
          style={{ marginBottom: 16 }}
        >
          <CollectionOffChainFields item={item} />
        </Card>
        <Button
          type="primary"
          htmlType="submit"
          loading={create.isPending}
          disabled={create.isPending}
          data-testid="collection-submit"
        >
          {t('createSubmit')}
        </Button>
      </Form>
    </Flex>
  );
}
