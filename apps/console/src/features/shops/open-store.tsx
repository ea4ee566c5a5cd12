import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { anyPassword } from '@mintfront/domain';
import { ApiError } from '../../api/api-error.ts';
import { useOpenShop } from '../../api/shops.ts';
import { showFormError } from '../../components/form-errors.ts';
import { PublicShell } from '../../components/public-shell.tsx';
import { useRules } from '../../components/use-rules.ts';

const WINDOW_PASSED = 40014;

/** Re-open a closed store with the login password, within 90 days of closing (spec §4). */
export default function OpenStore() {
  const { t } = useTranslation('shops');
  const { message } = App.useApp();
  const rules = useRules();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const shopId = Number(params.get('id'));
  const [form] = Form.useForm<{ password: string }>();
  const open = useOpenShop();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async ({ password }: { password: string }) => {
    setError(null);
    try {
      await open.mutateAsync({ shop_id: shopId, password });
      void navigate('/home');
    } catch (e) {
      if (e instanceof ApiError && e.statusCode === WINDOW_PASSED) setError(e.statusDesc);
      else showFormError(form, e, (text) => void message.error(text), { 41029: 'password' });
    }
  };

  return (
    <PublicShell>
      <Card>
        <Typography.Title level={1} className="page-title" style={{ fontSize: 24 }}>
          {t('open.title')}
        </Typography.Title>
        <Typography.Paragraph>{t('open.text')}</Typography.Paragraph>
        {!shopId && (
          <Alert type="warning" showIcon title={t('open.missing')} style={{ marginBottom: 16 }} />
        )}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form
          form={form}
          name="open-store"
          layout="vertical"
          onFinish={onFinish}
          disabled={!shopId}
        >
          <Form.Item
            name="password"
            label={t('fields.password')}
            rules={[rules.zod(anyPassword, t('fields.password'))]}
          >
            <Input.Password autoComplete="current-password" data-testid="open-store-password" />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={open.isPending}
            data-testid="open-store-submit"
          >
            {t('open.submit')}
          </Button>
        </Form>
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
          <Link to="/select-store">{t('open.backToList')}</Link>
        </Typography.Paragraph>
      </Card>
    </PublicShell>
  );
}
