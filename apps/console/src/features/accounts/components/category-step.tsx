import { App, Button, Checkbox, Empty, Flex, Form, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { classificationDefaultSetBody } from '@mintfront/domain';
import { queryKeys } from '../../../api/query-keys.ts';
import { useDefaultCategories, useSetDefaultCategories } from '../../../api/shops.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';

/** The one field of the step, stated once (label in `accounts:fields`). */
const FIELDS = fieldList<never>()({
  classification_ids: { label: 'fields.categories', initial: [] as number[] },
});
type CategoryValues = ValuesOf<typeof FIELDS>;

/** Onboarding 3: pick at least one of the platform's default categories for the store. */
export function CategoryStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('accounts');
  const { message } = App.useApp();
  const { form, item, output } = useSchemaForm({
    schema: classificationDefaultSetBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const queryClient = useQueryClient();
  const categories = useDefaultCategories();
  const save = useSetDefaultCategories();

  if (categories.isPending) return <PageLoader />;
  const list = categories.data?.list ?? [];

  const onFinish = async (values: CategoryValues) => {
    const parsed = output(values);
    if (!parsed) return;
    try {
      await save.mutateAsync(parsed.classification_ids);
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      onDone();
    } catch (e) {
      showFormError(form, e, (text) => void message.error(text));
    }
  };

  return (
    <Form<CategoryValues>
      form={form}
      name="categories"
      layout="vertical"
      initialValues={{
        classification_ids: list.filter((c) => c.selected).map((c) => c.classificationId),
      }}
      onFinish={onFinish}
    >
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('categories.title')}
      </Typography.Title>
      <Form.Item
        {...item('classification_ids')}
        // A required rule would put aria-required on the checkbox group, which axe refuses.
        required={false}
        extra={t('categories.hint')}
      >
        {list.length === 0 ? (
          <Empty description={t('categories.empty')} />
        ) : (
          <Checkbox.Group
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
              gap: 12,
            }}
          >
            {list.map((c) => (
              <Checkbox
                key={c.classificationId}
                value={c.classificationId}
                className="category-option"
                data-testid={`category-option-${c.classificationId}`}
              >
                {c.name}
              </Checkbox>
            ))}
          </Checkbox.Group>
        )}
      </Form.Item>
      <Flex justify="flex-end">
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          data-testid="category-submit"
        >
          {t('categories.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
