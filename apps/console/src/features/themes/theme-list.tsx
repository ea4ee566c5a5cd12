import { useState } from 'react';
import { App, Button, Card, Flex, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { THEME_NAME_MAX, themeCreateBody, type ThemeSummary } from '@mintfront/domain';
import { useShopInfo } from '../../api/shops.ts';
import { useCreateTheme, useDeleteTheme, useThemes } from '../../api/themes.ts';
import { showFormError } from '../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../components/form/form-fields.ts';
import { useSchemaForm } from '../../components/form/schema-form.ts';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { ConfirmAction } from '../../components/row-actions.tsx';
import { PublishDialog } from './publish-dialog.tsx';

/** Appearance → Theme (spec doc 2 §2): the store's themes with preview, edit and publish. */
export default function ThemeList() {
  const { t } = useTranslation(['themes', 'common']);
  const { data, isPending } = useThemes();
  const { data: shop } = useShopInfo();
  const remove = useDeleteTheme();
  const navigate = useNavigate();
  const [copying, setCopying] = useState<ThemeSummary | null>(null);
  const [publishing, setPublishing] = useState<number | null>(null);
  const storeUrl = shop ? `/s/${shop.subdomain}/` : null;

  return (
    <Flex vertical gap={16}>
      <ListPageHeader
        title={t('title')}
        intro={t('intro')}
        actions={
          storeUrl && (
            <Button href={storeUrl} target="_blank" rel="noopener" data-testid="theme-visit">
              {t('visitStore')}
            </Button>
          )
        }
      />
      {isPending && <PageLoader />}
      <Flex vertical gap={12} role="list" aria-label={t('title')}>
        {(data?.list ?? []).map((theme) => (
          <Card key={theme.id} role="listitem" data-testid={`theme-${theme.id}`}>
            <Flex justify="space-between" align="center" wrap gap={12}>
              <Flex vertical gap={4}>
                <Flex gap={8} align="center">
                  <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                    {theme.name}
                  </Typography.Title>
                  {theme.live && <Tag color="success">{t('live')}</Tag>}
                </Flex>
                <Typography.Text type="secondary">
                  {t('summary', {
                    sections: theme.sections,
                    updated: dayjs(theme.updatedAt).format('YYYY/MM/DD HH:mm'),
                  })}
                </Typography.Text>
              </Flex>
              <Space wrap>
                <Button
                  type="primary"
                  onClick={() => void navigate(`/Appearance/Theme/${theme.id}`)}
                  data-testid={`theme-${theme.id}-edit`}
                >
                  {t('edit')}
                </Button>
                <Button
                  onClick={() => setPublishing(theme.id)}
                  data-testid={`theme-${theme.id}-publish`}
                >
                  {t('publish')}
                </Button>
                <Button onClick={() => setCopying(theme)} data-testid={`theme-${theme.id}-copy`}>
                  {t('copy')}
                </Button>
                {!theme.live && (
                  <ConfirmAction
                    label={t('common:delete')}
                    name={theme.name}
                    confirm={t('deleteConfirm')}
                    done={t('deleted')}
                    run={() => remove.mutateAsync(theme.id)}
                    danger
                    testId={`theme-${theme.id}-delete`}
                  />
                )}
              </Space>
            </Flex>
          </Card>
        ))}
      </Flex>
      {copying && <CopyThemeModal from={copying} onClose={() => setCopying(null)} />}
      {publishing !== null && (
        <PublishDialog themeId={publishing} onClose={() => setPublishing(null)} />
      )}
    </Flex>
  );
}

/** The copy form's one field (labels in `themes`); the theme copied goes beside it. */
const COPY_FIELDS = fieldList<never>()({ name: { label: 'fields.name', initial: '' } });

function CopyThemeModal({ from, onClose }: { from: ThemeSummary; onClose: () => void }) {
  const { t } = useTranslation(['themes', 'common']);
  const { message } = App.useApp();
  const { form, item, output } = useSchemaForm({
    schema: themeCreateBody,
    fields: COPY_FIELDS,
    label: t as (key: string) => string,
  });
  const create = useCreateTheme();
  async function submit(v: ValuesOf<typeof COPY_FIELDS>) {
    const body = output(v, { copy_of: from.id });
    if (!body) return;
    try {
      await create.mutateAsync(body);
      void message.success(t('copied'));
      onClose();
    } catch (error) {
      showFormError(form, error, (text) => void message.error(text));
    }
  }
  return (
    <Modal
      open
      title={t('copyTitle', { name: from.name })}
      okText={t('copy')}
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'theme-copy-save' } as Record<`data-${string}`, string>}
    >
      <Form
        form={form}
        layout="vertical"
        name="theme-copy"
        initialValues={{ name: t('copyName', { name: from.name }) }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item {...item('name')} htmlFor="theme-copy-name">
          <Input id="theme-copy-name" maxLength={THEME_NAME_MAX} data-testid="theme-copy-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
