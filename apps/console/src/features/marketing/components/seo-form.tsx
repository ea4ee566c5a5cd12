import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, seoBody, type SeoSettings } from '@mintfront/domain';
import { fieldList } from '../../../components/form/form-fields.ts';
import { UploadField } from '../../../components/upload-field/upload-field.tsx';
import { MarketingForm } from './marketing-form.tsx';

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

/** Marketing/General → SEO: what a link preview and a search result show of the store. */
export function SeoForm({ settings }: { settings: SeoSettings }) {
  const { t } = useTranslation('marketing');
  return (
    <MarketingForm
      type="seo"
      schema={seoBody}
      fields={FIELDS}
      settings={settings}
      title={t('seo.title')}
    >
      {(item) => (
        <>
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
        </>
      )}
    </MarketingForm>
  );
}
