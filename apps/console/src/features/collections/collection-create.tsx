import { App, Button, Card, Flex, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  COLLECTION_TYPES,
  ROYALTY_DEFAULT,
  createCollectionBody,
  type CollectionType,
} from '@mintfront/domain';
import { useCreateCollection } from '../../api/collections.ts';
import { showFormError } from '../../components/form-errors.ts';
import { useRules } from '../../components/use-rules.ts';
import { parseOnForm } from '../../components/form/schema-issues.ts';
import {
  CollectionNameField,
  CollectionOffChainFields,
  collectionLabelKey,
  offChainBody,
  type OffChainValues,
} from './components/collection-fields.tsx';
import { royaltyRules } from '../../components/royalty-rules.ts';

type Values = OffChainValues & {
  title: string;
  symbol: string;
  type: CollectionType;
  royalties: string;
};

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
  const rules = useRules();
  const [form] = Form.useForm<Values>();
  const create = useCreateCollection();
  const shape = createCollectionBody.shape;

  async function submit(values: Values) {
    // The same domain schema the server parses with; field rules already showed its messages.
    const body = {
      ...withoutEmpty(offChainBody(values)),
      title: values.title,
      symbol: values.symbol,
      type: values.type,
      royalties: values.royalties,
    };
    const parsed = parseOnForm(form, createCollectionBody, body, {
      lang: rules.lang,
      labelOf: (name) => t(collectionLabelKey(name)),
    });
    if (!parsed) return;
    try {
      const collection = await create.mutateAsync(parsed);
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
        initialValues={{
          type: COLLECTION_TYPES.erc721,
          royalties: String(ROYALTY_DEFAULT),
          category: [],
        }}
      >
        <Card
          title={<h2 className="card-title">{t('sections.contract')}</h2>}
          style={{ marginBottom: 16 }}
        >
          <Typography.Paragraph type="secondary">{t('help.onChain')}</Typography.Paragraph>
          <CollectionNameField />
          <Form.Item
            name="title"
            label={t('fields.title')}
            htmlFor="collection-title"
            required
            rules={[rules.zod(shape.title, t('fields.title'))]}
          >
            <Input id="collection-title" maxLength={100} data-testid="collection-title" />
          </Form.Item>
          <Form.Item
            name="symbol"
            label={t('fields.symbol')}
            htmlFor="collection-symbol"
            required
            extra={t('help.symbol')}
            rules={[rules.zod(shape.symbol, t('fields.symbol'))]}
          >
            <Input id="collection-symbol" maxLength={11} data-testid="collection-symbol" />
          </Form.Item>
          <Form.Item name="type" label={t('fields.type')} required>
            <Radio.Group
              data-testid="collection-type"
              options={[
                { value: COLLECTION_TYPES.erc721, label: t('type.erc721') },
                { value: COLLECTION_TYPES.erc1155, label: t('type.erc1155') },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="royalties"
            label={t('fields.royalties')}
            htmlFor="collection-royalties"
            required
            extra={t('help.royalties')}
            rules={royaltyRules(rules.lang, t('fields.royalties'))}
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
          <CollectionOffChainFields />
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
