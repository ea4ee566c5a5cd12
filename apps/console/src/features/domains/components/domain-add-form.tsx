import { App, Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DOMAIN_MAX, DOMAIN_VALID_WITHIN_HOURS, domainBody, ERRORS } from '@mintfront/domain';
import { useAddDomain } from '../../../api/domains.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';

/** The form's one field (labels in `domains`). */
const FIELDS = fieldList<never>()({ domain: { label: 'fields.domain', initial: '' } });
type Values = ValuesOf<typeof FIELDS>;

/** Adds a domain (spec doc 2 §5: domain labels); the answer carries the records to create. */
export function DomainAddForm() {
  const { t } = useTranslation(['domains', 'common']);
  const { message } = App.useApp();
  const { form, item, output, initialValues } = useSchemaForm({
    schema: domainBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const add = useAddDomain();

  async function submit(v: Values) {
    // The domain as the schema reads it (no scheme, lower case).
    const parsed = output(v);
    if (!parsed) return;
    try {
      await add.mutateAsync(parsed);
      // spec doc 2 §8: adding a domain says it may take up to 72 hours.
      void message.success(t('added', { hours: DOMAIN_VALID_WITHIN_HOURS }));
      form.resetFields();
    } catch (error) {
      showFormError(form, error, (text) => void message.error(text), {
        [ERRORS.DOMAIN_TAKEN.code]: 'domain',
      });
    }
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="domain-add"
      initialValues={initialValues(null)}
      onFinish={(v) => void submit(v)}
    >
      <Flex gap={8} align="flex-start" wrap>
        <Form.Item
          {...item('domain')}
          htmlFor="domain-name"
          extra={t('domainHelp')}
          style={{ flex: '1 1 320px', marginBottom: 0 }}
        >
          <Input
            id="domain-name"
            maxLength={DOMAIN_MAX}
            placeholder="shop.example.com"
            data-testid="domain-name"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={add.isPending}
          style={{ marginTop: 30 }}
          data-testid="domain-add"
        >
          {t('add')}
        </Button>
      </Flex>
    </Form>
  );
}
