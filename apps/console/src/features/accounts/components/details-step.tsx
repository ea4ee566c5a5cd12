import { App, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountInfoBody, personName } from '@mintfront/domain';
import { useCurrentUser, useUpdateAccountInfo } from '../../../api/users.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { useRules } from '../../../components/use-rules.ts';

type DetailsValues = { surname: string; name: string; country?: string };

/** Onboarding 1: the person behind the account (PUT /api/account/info). */
export function DetailsStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['accounts', 'common']);
  const { message } = App.useApp();
  const rules = useRules();
  const [form] = Form.useForm<DetailsValues>();
  const { data: user } = useCurrentUser();
  const save = useUpdateAccountInfo();

  const onFinish = async (values: DetailsValues) => {
    try {
      await save.mutateAsync({
        surname: values.surname.trim(),
        name: values.name.trim(),
        country: values.country?.trim() || undefined,
      });
      onDone();
    } catch (e) {
      showFormError(form, e, (text) => void message.error(text));
    }
  };

  return (
    <Form<DetailsValues>
      form={form}
      name="details"
      layout="vertical"
      initialValues={{
        surname: user?.surname ?? '',
        name: user?.name ?? '',
        country: user?.country ?? '',
      }}
      onFinish={onFinish}
    >
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('details.title')}
      </Typography.Title>
      <Form.Item
        name="surname"
        label={t('fields.surname')}
        rules={[rules.zod(personName, t('fields.surname'))]}
      >
        <Input autoComplete="family-name" data-testid="onboarding-surname" />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('fields.name')}
        rules={[rules.zod(personName, t('fields.name'))]}
      >
        <Input autoComplete="given-name" data-testid="onboarding-name" />
      </Form.Item>
      <Form.Item
        name="country"
        label={`${t('fields.country')} ${t('common:optional')}`}
        rules={[rules.zod(accountInfoBody.shape.country, t('fields.country'), { optional: true })]}
      >
        <Input autoComplete="country-name" data-testid="onboarding-country" />
      </Form.Item>
      <Flex justify="flex-end">
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          data-testid="onboarding-next"
        >
          {t('details.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
