import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { link, userInfoBody, type User } from '@mintfront/domain';
import { useUpdateUserInfo } from '../../../api/users.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { useRules } from '../../../components/use-rules.ts';

const SOCIAL = ['twitter', 'instagram', 'discord', 'website'] as const;
type Values = { nickname: string; introduce: string; social: Record<string, string> };

/** The public profile: nickname, introduction and social links (PUT /api/user/info). */
export function UserInfoForm({ user }: { user: User }) {
  const { t } = useTranslation(['settings', 'common', 'accounts']);
  const { message } = App.useApp();
  const rules = useRules();
  const [form] = Form.useForm<Values>();
  const save = useUpdateUserInfo();

  const onFinish = async (values: Values) => {
    const social_contact = Object.fromEntries(
      SOCIAL.map((k) => [k, values.social?.[k]?.trim() ?? '']),
    );
    try {
      await save.mutateAsync({
        nickname: values.nickname?.trim() ?? '',
        introduce: values.introduce?.trim() ?? '',
        social_contact,
      });
      void message.success(t('common:saved'));
    } catch (e) {
      showFormError(form, e, (text) => void message.error(text));
    }
  };

  return (
    <Card title={<h2 className="card-title">{t('account.userInfo')}</h2>}>
      <Form<Values>
        form={form}
        name="user-info"
        layout="vertical"
        initialValues={{
          nickname: user.nickname ?? '',
          introduce: user.introduce ?? '',
          social: user.socialContact ?? {},
        }}
        onFinish={onFinish}
      >
        <Form.Item
          name="nickname"
          label={t('accounts:fields.nickname')}
          rules={[
            rules.zod(userInfoBody.shape.nickname, t('accounts:fields.nickname'), {
              optional: true,
            }),
          ]}
        >
          <Input autoComplete="nickname" />
        </Form.Item>
        <Form.Item
          name="introduce"
          label={t('accounts:fields.introduce')}
          rules={[
            rules.zod(userInfoBody.shape.introduce, t('accounts:fields.introduce'), {
              optional: true,
            }),
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={3000} />
        </Form.Item>
        <Typography.Title level={3} style={{ fontSize: 14 }}>
          {t('account.social')}
        </Typography.Title>
        {SOCIAL.map((key) => (
          <Form.Item
            key={key}
            name={['social', key]}
            label={t(`account.socialNames.${key}`)}
            rules={[rules.zod(link, t(`account.socialNames.${key}`), { optional: true })]}
          >
            <Input inputMode="url" placeholder="https://" />
          </Form.Item>
        ))}
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          data-testid="user-info-submit"
        >
          {t('common:save')}
        </Button>
      </Form>
    </Card>
  );
}
