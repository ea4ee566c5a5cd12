import { Form, Input, Select } from 'antd';
import type { Collection } from '@mintfront/domain';
import { fieldList } from '../../../components/form/form-fields.ts';
import type { SchemaItemProps } from '../../../components/form/schema-form.ts';
import { UploadField } from '../../../components/upload-field/upload-field.tsx';
import { useCategoryOptions } from '../../../components/use-category-options.ts';

/** The Form.Item props of a field of the form (useSchemaForm's `item`). */
type Item = (name: OffChainField) => SchemaItemProps;

/**
 * The off-chain fields of a collection, stated once for the create and the change form (PUT
 * /api/contracts/{id} may change them); an empty file or text is sent as '' so that it clears
 * (docs/api.md). Labels in `collections:fields`.
 */
export const OFF_CHAIN_FIELDS = fieldList<Collection>()({
  name: { label: 'fields.name', initial: '', from: (c) => c.name },
  icon: {
    label: 'fields.logo',
    initial: null as string | null,
    from: (c) => c.icon,
    to: (v: string | null) => v ?? '',
  },
  banner: {
    label: 'fields.banner',
    initial: null as string | null,
    from: (c) => c.banner,
    to: (v: string | null) => v ?? '',
  },
  description: { label: 'fields.description', initial: '', from: (c) => c.description ?? '' },
  category: { label: 'fields.category', initial: [] as number[], from: (c) => c.category },
  page_title: { label: 'fields.pageTitle', initial: '', from: (c) => c.page_title ?? '' },
  page_description: {
    label: 'fields.pageDescription',
    initial: '',
    from: (c) => c.page_description ?? '',
  },
  page_url: { label: 'fields.pageUrl', initial: '', from: (c) => c.page_url ?? '' },
});
type OffChainField = keyof typeof OFF_CHAIN_FIELDS;

/** Display name: the one off-chain field both forms start with. */
export function CollectionNameField({ item }: { item: Item }) {
  return (
    <Form.Item {...item('name')} htmlFor="collection-name">
      <Input id="collection-name" maxLength={255} data-testid="collection-name" />
    </Form.Item>
  );
}

/** The off-chain fields after the name: logo, banner, description, categories, SEO. */
export function CollectionOffChainFields({ item }: { item: Item }) {
  const categories = useCategoryOptions();
  return (
    <>
      <Form.Item {...item('icon')} htmlFor="collection-logo">
        <UploadField kind="collectionLogo" id="collection-logo" testId="collection-logo" />
      </Form.Item>
      <Form.Item {...item('banner')} htmlFor="collection-banner">
        <UploadField kind="collectionBanner" id="collection-banner" testId="collection-banner" />
      </Form.Item>
      <Form.Item {...item('description')} htmlFor="collection-description">
        <Input.TextArea
          id="collection-description"
          rows={4}
          maxLength={3000}
          showCount
          data-testid="collection-description"
        />
      </Form.Item>
      <Form.Item {...item('category')} htmlFor="collection-category">
        <Select
          id="collection-category"
          mode="multiple"
          allowClear
          options={categories}
          data-testid="collection-category"
        />
      </Form.Item>
      <Form.Item {...item('page_title')} htmlFor="collection-page-title">
        <Input id="collection-page-title" maxLength={255} />
      </Form.Item>
      <Form.Item {...item('page_description')} htmlFor="collection-page-description">
        <Input.TextArea id="collection-page-description" rows={2} maxLength={3000} />
      </Form.Item>
      <Form.Item {...item('page_url')} htmlFor="collection-page-url">
        <Input id="collection-page-url" maxLength={1000} />
      </Form.Item>
    </>
  );
}
