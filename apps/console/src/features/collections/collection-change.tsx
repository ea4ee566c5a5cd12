import { App, Button, Card, Flex, Form, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { collectionOffChainBody } from '@mintfront/domain';
import { useCollection, useUpdateCollection } from '../../api/collections.ts';
import { showFormError } from '../../components/form-errors.ts';
import { StatusPage } from '../../components/status-page.tsx';
import type { ValuesOf } from '../../components/form/form-fields.ts';
import { useSchemaForm } from '../../components/form/schema-form.ts';
import {
  CollectionNameField,
  CollectionOffChainFields,
  OFF_CHAIN_FIELDS,
} from './components/collection-fields.tsx';

type Values = ValuesOf<typeof OFF_CHAIN_FIELDS>;

/** ChangeCollection (spec doc 1 §2): what lives off-chain; the contract fields stay as deployed. */
export default function CollectionChange() {
  const { t } = useTranslation(['collections', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { data: collection, isLoading, isError } = useCollection(id);
  const update = useUpdateCollection();
  // Every off-chain field is sent (an emptied one as '', so that it clears): judged all given.
  const { form, item, body, initialValues } = useSchemaForm({
    schema: collectionOffChainBody,
    fields: OFF_CHAIN_FIELDS,
    label: t as (key: string) => string,
  });

  if (isLoading) return <Spin />;
  if (isError || !collection) return <StatusPage kind="notFound" />;

  async function submit(values: Values) {
    const parsed = body(values);
    if (!parsed) return;
    try {
      await update.mutateAsync({ id, body: collectionOffChainBody.parse(parsed) });
      void message.success(t('saved'));
      void navigate(`/Collection/CollectionDetail/${id}`);
    } catch (error) {
      showFormError(form, error, (text) => void message.error(text));
    }
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Link to={`/Collection/CollectionDetail/${id}`}>{t('back')}</Link>
      <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
        {t('changeTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('help.onChain')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        name="collection-change"
        onFinish={(v) => void submit(v)}
        initialValues={initialValues(collection)}
      >
        <Card style={{ marginBottom: 16 }}>
          <CollectionNameField item={item} />
          <CollectionOffChainFields item={item} />
        </Card>
        <Button
          type="primary"
          htmlType="submit"
          loading={update.isPending}
          disabled={update.isPending}
          data-testid="collection-save"
        >
          {t('save')}
        </Button>
      </Form>
    </Flex>
  );
}
