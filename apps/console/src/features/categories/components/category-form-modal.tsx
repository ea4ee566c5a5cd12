import { App, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { CATEGORY_NAME_MAX, categoryCreateBody, type Category } from '@mintfront/domain';
import { useCreateCategory, useUpdateCategory } from '../../../api/categories.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { UploadField } from '../../../components/upload-field/upload-field.tsx';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';

/** The fields of the form, stated once (spec doc 1 §3 Category; labels in `categories:fields`). */
const FIELDS = fieldList<Category>()({
  name: { label: 'fields.name', initial: '', from: (c) => c.name },
  status: { label: 'fields.status', initial: 1 as 0 | 1, from: (c) => c.status },
  type: {
    label: 'fields.type',
    initial: 'customized' as Category['type'],
    from: (c) => c.type,
  },
  icon: { label: 'fields.icon', initial: null as string | null, from: (c) => c.icon },
  image: { label: 'fields.image', initial: null as string | null, from: (c) => c.image },
});
type Values = ValuesOf<typeof FIELDS>;

/** Create or edit a category: name, status, type, and icon and image through the upload field. */
export function CategoryFormModal({
  category,
  onClose,
}: {
  category: Category | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['categories', 'common']);
  const { message } = App.useApp();
  const { form, item, body, initialValues } = useSchemaForm({
    schema: categoryCreateBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const saving = create.isPending || update.isPending;

  async function submit(values: Values) {
    const parsed = body(values);
    if (!parsed) return;
    try {
      if (category) await update.mutateAsync({ id: category.classificationId, body: parsed });
      else await create.mutateAsync(parsed);
      void message.success(t(category ? 'updated' : 'created'));
      onClose();
    } catch (error) {
      // 40017 (name taken) on the name; 40019 (file not of this shop) on the field it names.
      showFormError(form, error, (text) => void message.error(text), {
        40017: 'name',
        40019: 'icon',
      });
    }
  }

  return (
    <Modal
      open
      title={t(category ? 'editTitle' : 'createTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'category-save' } as Record<`data-${string}`, string>}
      width={640}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="category"
        onFinish={(v) => void submit(v)}
        initialValues={initialValues(category)}
      >
        <Form.Item {...item('name')} htmlFor="category-name">
          <Input
            id="category-name"
            maxLength={CATEGORY_NAME_MAX}
            showCount
            data-testid="category-name"
          />
        </Form.Item>
        <Form.Item {...item('status')}>
          <Radio.Group
            data-testid="category-status"
            options={[
              { value: 1, label: t('status.enabled') },
              { value: 0, label: t('status.disabled') },
            ]}
          />
        </Form.Item>
        <Form.Item {...item('type')}>
          <Radio.Group
            options={[
              { value: 'customized', label: t('type.customized') },
              { value: 'default', label: t('type.default') },
            ]}
          />
        </Form.Item>
        <Form.Item {...item('icon')} htmlFor="category-icon">
          <UploadField kind="categoryIcon" id="category-icon" testId="category-icon" />
        </Form.Item>
        <Form.Item {...item('image')} htmlFor="category-image">
          <UploadField kind="categoryImage" id="category-image" testId="category-image" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
