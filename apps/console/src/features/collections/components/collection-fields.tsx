import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateCollectionBody } from '@mintfront/domain';
import { UploadField } from '../../../components/upload-field/upload-field.tsx';
import { useCategoryOptions } from '../../../components/use-category-options.ts';
import { useRules } from '../../../components/use-rules.ts';

const shape = updateCollectionBody.shape;

/** Display name: the one off-chain field both forms start with. */
export function CollectionNameField() {
  const { t } = useTranslation('collections');
  const rules = useRules();
  return (
    <Form.Item
      name="name"
      label={t('fields.name')}
      htmlFor="collection-name"
      required
      rules={[rules.zod(shape.name.unwrap(), t('fields.name'))]}
    >
      <Input id="collection-name" maxLength={255} data-testid="collection-name" />
    </Form.Item>
  );
}

/** The off-chain fields of a collection (PUT /api/contracts/{id} may change them): logo, banner, description, categories, SEO. */
export function CollectionOffChainFields() {
  const { t } = useTranslation('collections');
  const rules = useRules();
  const categories = useCategoryOptions();
  return (
    <>
      <Form.Item name="icon" label={t('fields.logo')} htmlFor="collection-logo">
        <UploadField kind="collectionLogo" id="collection-logo" testId="collection-logo" />
      </Form.Item>
      <Form.Item name="banner" label={t('fields.banner')} htmlFor="collection-banner">
        <UploadField kind="collectionBanner" id="collection-banner" testId="collection-banner" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('fields.description')}
        htmlFor="collection-description"
        rules={[rules.zod(shape.description.unwrap(), t('fields.description'), { optional: true })]}
      >
        <Input.TextArea
          id="collection-description"
          rows={4}
          maxLength={3000}
          showCount
          data-testid="collection-description"
        />
      </Form.Item>
      <Form.Item name="category" label={t('fields.category')} htmlFor="collection-category">
        <Select
          id="collection-category"
          mode="multiple"
          allowClear
          options={categories}
          data-testid="collection-category"
        />
      </Form.Item>
      <Form.Item
        name="page_title"
        label={t('fields.pageTitle')}
        htmlFor="collection-page-title"
        rules={[rules.zod(shape.page_title.unwrap(), t('fields.pageTitle'), { optional: true })]}
      >
        <Input id="collection-page-title" maxLength={255} />
      </Form.Item>
      <Form.Item
        name="page_description"
        label={t('fields.pageDescription')}
        htmlFor="collection-page-description"
        rules={[
          rules.zod(shape.page_description.unwrap(), t('fields.pageDescription'), {
            optional: true,
          }),
        ]}
      >
        <Input.TextArea id="collection-page-description" rows={2} maxLength={3000} />
      </Form.Item>
      <Form.Item
        name="page_url"
        label={t('fields.pageUrl')}
        htmlFor="collection-page-url"
        rules={[rules.zod(shape.page_url.unwrap(), t('fields.pageUrl'), { optional: true })]}
      >
        <Input id="collection-page-url" maxLength={1000} />
      </Form.Item>
    </>
  );
}

export type OffChainValues = {
  name: string;
  icon?: string | null;
  banner?: string | null;
  description?: string;
  category?: number[];
  page_title?: string;
  page_description?: string;
  page_url?: string;
};

/** The label key of a field the domain schema names: page_title → fields.pageTitle; icon is the logo. */
export const collectionLabelKey = ([name = '']: string[]) =>
  `fields.${name === 'icon' ? 'logo' : name.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase())}` as 'fields.name';

/** Form values → the off-chain part of a request body; an empty file clears with '' (docs/api.md). */
export function offChainBody(v: OffChainValues) {
  return {
    name: v.name,
    icon: v.icon ?? '',
    banner: v.banner ?? '',
    description: v.description ?? '',
    category: v.category ?? [],
    page_title: v.page_title ?? '',
    page_description: v.page_description ?? '',
    page_url: v.page_url ?? '',
  };
}
