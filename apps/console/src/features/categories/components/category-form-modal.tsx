import { App, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CATEGORY_NAME_MAX,
  categoryCreateBody,
  type Category,
  type CategoryCreateBody,
} from '@mintfront/domain';
import { useCreateCategory, useUpdateCategory } from '../../../api/categories.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { UploadField } from '../../../components/upload-field/upload-field.tsx';
import { useRules } from '../../../components/use-rules.ts';

type Values = {
  name: string;
  status: 0 | 1;
  type: 'default' | 'customized';
  icon: string | null;
  image: string | null;
};

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
  const [form] = Form.useForm<Values>();
  const rules = useRules();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const saving = create.isPending || update.isPending;

  async function submit(values: Values) {
    const body: CategoryCreateBody = {
      name: values.name,
      status: values.status,
      type: values.type,
      icon: values.icon ?? null,
      image: values.image ?? null,
    };
    try {
      if (category) await update.mutateAsync({ id: category.classificationId, body });
      else await create.mutateAsync(body);
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
        initialValues={{
          name: category?.name ?? '',
          status: category?.status ?? 1,
          type: category?.type ?? 'customized',
          icon: category?.icon ?? null,
          image: category?.image ?? null,
        }}
      >
        <Form.Item
          name="name"
          label={t('fields.name')}
          htmlFor="category-name"
          rules={[rules.zod(categoryCreateBody.shape.name, t('fields.name'))]}
        >
          <Input
            id="category-name"
            maxLength={CATEGORY_NAME_MAX}
            showCount
            data-testid="category-name"
          />
        </Form.Item>
        <Form.Item name="status" label={t('fields.status')}>
          <Radio.Group
            data-testid="category-status"
            options={[
              { value: 1, label: t('status.enabled') },
              { value: 0, label: t('status.disabled') },
            ]}
          />
        </Form.Item>
        <Form.Item name="type" label={t('fields.type')}>
          <Radio.Group
            options={[
              { value: 'customized', label: t('type.customized') },
              { value: 'default', label: t('type.default') },
            ]}
          />
        </Form.Item>
        <Form.Item name="icon" label={t('fields.icon')} htmlFor="category-icon">
          <UploadField kind="categoryIcon" id="category-icon" testId="category-icon" />
        </Form.Item>
        <Form.Item name="image" label={t('fields.image')} htmlFor="category-image">
          <UploadField kind="categoryImage" id="category-image" testId="category-image" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
