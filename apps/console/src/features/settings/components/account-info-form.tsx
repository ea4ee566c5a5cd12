import { App, Button, Card, Form, Input } from 'antd';
import type { ZodType } from 'zod';
import { useTranslation } from 'react-i18next';
import { accountInfoBody, personName, type User } from '@mintfront/domain';
import { useUpdateAccountInfo, type AccountInfoInput } from '../../../api/users.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { useRules } from '../../../components/use-rules.ts';

const shape = accountInfoBody.shape;

/** The person behind the account: names (spec §5 person-name rule), country, phone. */
export function AccountInfoForm({ user }: { user: User }) {
  const { t } = useTranslation(['accounts', 'common', 'settings']);
  const { message } = App.useApp();
  const rules = useRules();
  const [form] = Form.useForm<AccountInfoInput>();
  const save = useUpdateAccountInfo();

  const onFinish = async (values: AccountInfoInput) => {
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
    );
    try {
      await save.mutateAsync(trimmed);
      void message.success(t('common:saved'));
    } catch (e) {
      showFormError(form, e, (text) => void message.error(text));
    }
  };

  const field = (
    name: keyof AccountInfoInput,
    label: string,
    schema: ZodType,
    autoComplete?: string,
  ) => (
    <Form.Item name={name} label={label} rules={[rules.zod(schema, label, { optional: true })]}>
      <Input autoComplete={autoComplete} />
    </Form.Item>
  );

  return (
    <Card title={<h2 className="card-title">{t('settings:account.accountInfo')}</h2>}>
      <Form<AccountInfoInput>
        form={form}
        name="account-info"
        layout="vertical"
        initialValues={{
          surname: user.surname ?? '',
          name: user.name ?? '',
          country: user.country ?? '',
          area_code: user.areaCode ?? '',
          tel: user.tel ?? '',
        }}
        onFinish={onFinish}
      >
        {field('surname', t('fields.surname'), personName, 'family-name')}
        {field('name', t('fields.name'), personName, 'given-name')}
        {field('country', t('fields.country'), shape.country, 'country-name')}
        {field('area_code', t('fields.areaCode'), shape.area_code, 'tel-country-code')}
        {field('tel', t('fields.tel'), shape.tel, 'tel-national')}
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
