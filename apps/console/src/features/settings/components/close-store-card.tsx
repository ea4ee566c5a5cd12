import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { shopCloseBody } from '@mintfront/domain';
import { useCloseShop, useShopInfo } from '../../../api/shops.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';

/** The one field of the form, stated once. */
const FIELDS = fieldList<never>()({
  password: { label: 'shops:fields.password', initial: '' },
});
type Values = ValuesOf<typeof FIELDS>;

/** Owner only: close the store with the login password (POST /api/shop/close). */
export function CloseStoreCard() {
  const { t } = useTranslation(['settings', 'common', 'shops']);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { data: shop } = useShopInfo();
  const { form, item, body } = useSchemaForm({
    schema: shopCloseBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const close = useCloseShop();

  const submit = (values: Values) => {
    const parsed = body(values);
    if (!parsed) return;
    modal.confirm({
      title: t('general.closeConfirm', { name: shop?.name ?? '' }),
      okButtonProps: { danger: true },
      okText: t('general.closeSubmit'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          await close.mutateAsync(parsed.password);
          void message.success(t('general.closed'));
          void navigate('/select-store');
        } catch (e) {
          showFormError(form, e, (text) => void message.error(text), { 41029: 'password' });
        }
      },
    });
  };

  return (
    <Card title={<h2 className="card-title">{t('general.closeTitle')}</h2>}>
      <Typography.Paragraph>{t('general.closeText')}</Typography.Paragraph>
      {shop?.isOwner ? (
        <Form<Values> form={form} name="close-store" layout="vertical" onFinish={submit}>
          <Form.Item {...item('password')}>
            <Input.Password
              autoComplete="current-password"
              style={{ maxWidth: 320 }}
              data-testid="close-store-password"
            />
          </Form.Item>
          <Button
            danger
            htmlType="submit"
            loading={close.isPending}
            data-testid="close-store-submit"
          >
            {t('general.closeSubmit')}
          </Button>
        </Form>
      ) : (
        <Typography.Text type="secondary">{t('general.ownerOnly')}</Typography.Text>
      )}
    </Card>
  );
}
