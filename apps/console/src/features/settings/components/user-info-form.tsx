import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { userInfoBody, type User } from '@mintfront/domain';
import { useUpdateUserInfo } from '../../../api/users.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';
import { useRules } from '../../../components/use-rules.ts';

const SOCIAL = ['twitter', 'instagram', 'discord', 'website'] as const;
const socialLabel = (key: string) => `account.socialNames.${key}`;
/** A social link's rule: a link, or '' to remove it. */
const socialLink = userInfoBody.shape.social_contact.unwrap().valueType;

/** The fields of the profile, stated once (labels in `settings`); links are sent as `social_contact`. */
const FIELDS = fieldList<User>()({
  nickname: { label: 'accounts:fields.nickname', initial: '', from: (u) => u.nickname ?? '' },
  introduce: { label: 'accounts:fields.introduce', initial: '', from: (u) => u.introduce ?? '' },
  social: {
    key: 'social_contact',
    initial: {} as Record<string, string | undefined>,
    from: (u) => u.socialContact ?? {},
    // Every link is sent, an emptied one as '' (which removes it).
    to: (v: Record<string, string | undefined> | undefined) =>
      Object.fromEntries(SOCIAL.map((k) => [k, v?.[k] ?? ''])),
  },
});
type Values = ValuesOf<typeof FIELDS>;

/** The public profile: nickname, introduction and social links (PUT /api/user/info). */
export function UserInfoForm({ user }: { user: User }) {
  const { t } = useTranslation(['settings', 'common', 'accounts']);
  const { message } = App.useApp();
  const rules = useRules();
  const label = t as (key: string) => string;
  const { form, item, output, initialValues } = useSchemaForm({
    schema: userInfoBody,
    fields: FIELDS,
    label,
    // A link's issue (`social_contact.twitter`) goes on its own field, named by its network.
    issues: {
      fieldOf: ([key, link]) =>
        key === 'social_contact' ? ['social', String(link)] : [String(key)],
      labelOf: ([name, link]) =>
        label(name === 'social' ? socialLabel(link!) : FIELDS[name as 'nickname'].label),
    },
  });
  const save = useUpdateUserInfo();

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
    <Card title={<h2 className="card-title">{t('account.userInfo')}</h2>}>
      <Form<Values>
        form={form}
        name="user-info"
        layout="vertical"
        initialValues={initialValues(user)}
        onFinish={onFinish}
      >
        <Form.Item {...item('nickname')}>
          <Input autoComplete="nickname" />
        </Form.Item>
        <Form.Item {...item('introduce')}>
          <Input.TextArea rows={4} showCount maxLength={3000} />
        </Form.Item>
        <Typography.Title level={3} style={{ fontSize: 14 }}>
          {t('account.social')}
        </Typography.Title>
        {SOCIAL.map((key) => (
          <Form.Item
            key={key}
            name={['social', key]}
            label={label(socialLabel(key))}
            rules={[rules.zod(socialLink, label(socialLabel(key)), { optional: true })]}
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
