import { App, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { onboardingDetailsBody, type User } from '@mintfront/domain';
import { useCurrentUser, useUpdateAccountInfo } from '../../../api/users.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';

/** The fields of the step, stated once (labels in `accounts:fields`); an empty country is not sent. */
const FIELDS = fieldList<User>()({
  surname: { label: 'fields.surname', initial: '', from: (u) => u.surname ?? '' },
  name: { label: 'fields.name', initial: '', from: (u) => u.name ?? '' },
  country: {
    label: 'fields.country',
    initial: '',
    from: (u) => u.country ?? '',
    to: (v: string | undefined) => v?.trim() || undefined,
  },
});
type DetailsValues = ValuesOf<typeof FIELDS>;

/** Onboarding 1: the person behind the account (PUT /api/account/info), names asked. */
export function DetailsStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['accounts', 'common']);
  const { message } = App.useApp();
  const { form, item, output, labelOf, initialValues } = useSchemaForm({
    schema: onboardingDetailsBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const { data: user } = useCurrentUser();
  const save = useUpdateAccountInfo();

  const onFinish = async (values: DetailsValues) => {
    // Sent as the schema reads it: trimmed.
    const body = output(values);
    if (!body) return;
    try {
      await save.mutateAsync(body);
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
      initialValues={initialValues(user ?? null)}
      onFinish={onFinish}
    >
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('details.title')}
      </Typography.Title>
      <Form.Item {...item('surname')}>
        <Input autoComplete="family-name" data-testid="onboarding-surname" />
      </Form.Item>
      <Form.Item {...item('name')}>
        <Input autoComplete="given-name" data-testid="onboarding-name" />
      </Form.Item>
      <Form.Item {...item('country')} label={`${labelOf('country')} ${t('common:optional')}`}>
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
