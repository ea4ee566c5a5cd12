import { App, Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DOMAIN_MAX, DOMAIN_VALID_WITHIN_HOURS, domainBody, ERRORS } from '@mintfront/domain';
import { useAddDomain } from '../../../api/domains.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { parseOnForm } from '../../../components/form/schema-issues.ts';
import { useRules } from '../../../components/use-rules.ts';

/** Adds a domain (spec doc 2 §5: domain labels); the answer carries the records to create. */
export function DomainAddForm() {
  const { t } = useTranslation(['domains', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ domain: string }>();
  const rules = useRules();
  const add = useAddDomain();

  async function submit(v: { domain: string }) {
    const body = parseOnForm(form, domainBody, v, {
      lang: rules.lang,
      labelOf: () => t('fields.domain'),
    });
    if (!body) return;
    try {
      await add.mutateAsync(body);
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
    <Form form={form} layout="vertical" name="domain-add" onFinish={(v) => void submit(v)}>
      <Flex gap={8} align="flex-start" wrap>
        <Form.Item
          name="domain"
          label={t('fields.domain')}
          htmlFor="domain-name"
          extra={t('domainHelp')}
          rules={[rules.zod(domainBody.shape.domain, t('fields.domain'))]}
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
