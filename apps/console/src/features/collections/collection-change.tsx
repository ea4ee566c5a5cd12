import { useEffect } from 'react';
import { App, Button, Card, Flex, Form, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { updateCollectionBody } from '@mintfront/domain';
import { useCollection, useUpdateCollection } from '../../api/collections.ts';
import { showFormError } from '../../components/form-errors.ts';
import { StatusPage } from '../../components/status-page.tsx';
import { parseOnForm } from '../../components/form/schema-issues.ts';
import { useLanguage } from '../../i18n/index.ts';
import {
  CollectionNameField,
  CollectionOffChainFields,
  collectionLabelKey,
  offChainBody,
  type OffChainValues,
} from './components/collection-fields.tsx';

/** ChangeCollection (spec doc 1 §2): what lives off-chain; the contract fields stay as deployed. */
export default function CollectionChange() {
  const { t } = useTranslation(['collections', 'common']);
  const { message } = App.useApp();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { data: collection, isLoading, isError } = useCollection(id);
  const update = useUpdateCollection();
  const [form] = Form.useForm<OffChainValues>();

  useEffect(() => {
    if (!collection) return;
    form.setFieldsValue({
      name: collection.name,
      icon: collection.icon,
      banner: collection.banner,
      description: collection.description ?? '',
      category: collection.category,
      page_title: collection.page_title ?? '',
      page_description: collection.page_description ?? '',
      page_url: collection.page_url ?? '',
    });
  }, [collection, form]);

  if (isLoading) return <Spin />;
  if (isError || !collection) return <StatusPage kind="notFound" />;

  async function submit(values: OffChainValues) {
    const parsed = parseOnForm(form, updateCollectionBody, offChainBody(values), {
      lang,
      labelOf: (name) => t(collectionLabelKey(name)),
    });
    if (!parsed) return;
    try {
      await update.mutateAsync({ id, body: parsed });
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
      <Form<OffChainValues>
        form={form}
        layout="vertical"
        name="collection-change"
        onFinish={(v) => void submit(v)}
      >
        <Card style={{ marginBottom: 16 }}>
          <CollectionNameField />
          <CollectionOffChainFields />
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
