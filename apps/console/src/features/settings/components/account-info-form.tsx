import { App, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountInfoBody, type User } from '@mintfront/domain';
import { useUpdateAccountInfo } from '../../../api/users.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';

/** The fields of the form, stated once (spec doc 1 §3 User; labels in `accounts:fields`). */
const FIELDS = fieldList<User>()({
  surname: { label: 'fields.surname', initial: '', from: (u) => u.surname ?? '' },
  name: { label: 'fields.name', initial: '', from: (u) => u.name ?? '' },
  country: { label: 'fields.country', initial: '', from: (u) => u.country ?? '' },
  area_code: { label: 'fields.areaCode', initial: '', from: (u) => u.areaCode ?? '' },
  tel: { label: 'fields.tel', initial: '', from: (u) => u.tel ?? '' },
});
type Values = ValuesOf<typeof FIELDS>;
const AUTOCOMPLETE: Record<keyof Values, string> = {
  surname: 'family-name',
  name: 'given-name',
  country: 'country-name',
  area_code: 'tel-country-code',
  tel: 'tel-national',
};

/**
 * The person behind the account: names (spec §5 person-name rule), country, phone. Every field
 * may be emptied (the schema takes ''), so none is marked required.
 */
export function AccountInfoForm({ user }: { user: User }) {
  const { t } = useTranslation(['accounts', 'common', 'settings']);
  const { message } = App.useApp();
  const { form, item, output, initialValues } = useSchemaForm({
    schema: accountInfoBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const save = useUpdateAccountInfo();

  const onFinish = async (values: Values) => {
    // Sent as the schema reads it: trimmed.
    const body = output(values);
    if (!body) return;
    try {
      await save.mutateAsync(body);
      void message.success(t('common:saved'));
    } catch (e) {
      showFormError(form, e, (text) => void message.error(text));
    }
  };

  return (
    <Card title={<h2 className="card-title">{t('settings:account.accountInfo')}</h2>}>
      <Form<Values>
        form={form}
        name="account-info"
        layout="vertical"
        initialValues={initialValues(user)}
        onFinish={onFinish}
      >
        {(Object.keys(FIELDS) as (keyof Values)[]).map((name) => (
          <Form.Item key={name} {...item(name)}>
            <Input autoComplete={AUTOCOMPLETE[name]} />
          </Form.Item>
        ))}
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          data-testid="account-info-submit"
        >
          {t('common:save')}
        </Button>
      </Form>
    </Card>
  );
}
