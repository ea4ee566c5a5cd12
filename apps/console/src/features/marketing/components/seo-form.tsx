import { App, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, seoBody, type SeoSettings } from '@mintfront/domain';
import { useSaveMarketingSettings } from '../../../api/marketing.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';
import { UploadField } from '../../../components/upload-field/upload-field.tsx';

/** A removed file is sent as '' (the server clears it). */
const path = (v: string | null) => v ?? '';

/** The SEO fields, stated once (spec doc 2 §3 Marketing settings; labels in `marketing:seo`). */
const FIELDS = fieldList<SeoSettings>()({
  title: { label: 'seo.fields.title', initial: '', from: (s) => s.title },
  description: { label: 'seo.fields.description', initial: '', from: (s) => s.description },
  favicon: {
    label: 'seo.fields.favicon',
    initial: null as string | null,
    from: (s) => s.favicon,
    to: path,
  },
  share_image: {
    label: 'seo.fields.shareImage',
    initial: null as string | null,
    from: (s) => s.share_image,
    to: path,
  },
});
type Values = ValuesOf<typeof FIELDS>;

/** Marketing/General → SEO: what a link preview and a search result show of the store. */
export function SeoForm({ settings }: { settings: SeoSettings }) {
  const { t } = useTranslation(['marketing', 'common']);
  const { message } = App.useApp();
  const { form, item, body, initialValues } = useSchemaForm({
    schema: seoBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const save = useSaveMarketingSettings('seo');

  async function submit(values: Values) {
    const parsed = body(values);
    if (!parsed) return;
    try {
      await save.mutateAsync(parsed);
      void message.success(t('saved'));
    } catch (error) {
      showFormError(form, error, (text) => void message.error(text));
    }
  }

  return (
    <Card title={<h2 className="card-title">{t('seo.title')}</h2>}>
      <Form<Values>
        form={form}
        layout="vertical"
        name="seo"
        noValidate
        onFinish={(v) => void submit(v)}
        initialValues={initialValues(settings)}
      >
        <Form.Item
          {...item('title')}
          htmlFor="seo-title"
          extra={t('seo.titleHelp', { max: SEO_TITLE_MAX })}
        >
          <Input id="seo-title" maxLength={SEO_TITLE_MAX} showCount data-testid="seo-title" />
        </Form.Item>
        <Form.Item
          {...item('description')}
          htmlFor="seo-description"
          extra={t('seo.descriptionHelp', { max: SEO_DESCRIPTION_MAX })}
        >
          <Input.TextArea
            id="seo-description"
            rows={3}
            maxLength={SEO_DESCRIPTION_MAX}
            showCount
            data-testid="seo-description"
          />
        </Form.Item>
        <Form.Item {...item('favicon')} htmlFor="seo-favicon" extra={t('seo.faviconHelp')}>
          <UploadField kind="favicon" id="seo-favicon" testId="seo-favicon" />
        </Form.Item>
        <Form.Item {...item('share_image')} htmlFor="seo-share" extra={t('seo.shareImageHelp')}>
          <UploadField kind="shareImage" id="seo-share" testId="seo-share" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="seo-save">
          {t('common:save')}
        </Button>
      </Form>
    </Card>
  );
}
