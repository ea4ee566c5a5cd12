import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { anyPassword } from '@mintfront/domain';
import { useCloseShop, useShopInfo } from '../../../api/shops.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { useRules } from '../../../components/use-rules.ts';

/** Owner only: close the store with the login password (POST /api/shop/close). */
export function CloseStoreCard() {
  const { t } = useTranslation(['settings', 'common', 'shops']);
  const { message, modal } = App.useApp();
  const rules = useRules();
  const navigate = useNavigate();
  const { data: shop } = useShopInfo();
  const [form] = Form.useForm<{ password: string }>();
  const close = useCloseShop();

  const submit = ({ password }: { password: string }) =>
    modal.confirm({
      title: t('general.closeConfirm', { name: shop?.name ?? '' }),
      okButtonProps: { danger: true },
      okText: t('general.closeSubmit'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          await close.mutateAsync(password);
          void message.success(t('general.closed'));
          void navigate('/select-store');
        } catch (e) {
          showFormError(form, e, (text) => void message.error(text), { 41029: 'password' });
        }
      },
    });

  return (
    <Card title={<h2 className="card-title">{t('general.closeTitle')}</h2>}>
      <Typography.Paragraph>{t('general.closeText')}</Typography.Paragraph>
      {shop?.isOwner ? (
        <Form form={form} name="close-store" layout="vertical" onFinish={submit}>
          <Form.Item
            name="password"
            label={t('shops:fields.password')}
            rules={[rules.zod(anyPassword, t('shops:fields.password'))]}
          >
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
