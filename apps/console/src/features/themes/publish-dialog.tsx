import { useState } from 'react';
import { App, Form, Input, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  VISIT_MESSAGE_MAX,
  VISIT_PASSWORD_MAX,
  VISIT_PASSWORD_MIN,
  themeStoreBody,
  type ThemeConfig,
} from '@mintfront/domain';
import { usePublishTheme, useThemeConfig } from '../../api/themes.ts';
import { showFormError } from '../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../components/form/form-fields.ts';
import { useSchemaForm } from '../../components/form/schema-form.ts';

/** The fields of the publish dialog, stated once (labels in `themes:publishForm`). */
const FIELDS = fieldList<ThemeConfig['store']>()({
  published: { label: 'publishForm.state', initial: true },
  // An empty password keeps the one stored (its value is never shown).
  password: {
    label: 'publishForm.password',
    initial: '',
    to: (v: string | undefined) => v || undefined,
  },
  message: {
    label: 'publishForm.message',
    initial: '',
    from: (s) => s.message ?? '',
    to: (v: string | undefined) => v ?? '',
  },
});
type Values = ValuesOf<typeof FIELDS>;

/**
 * Publish (spec doc 2 §4; doc 1 §1): published, this theme goes live and everyone may visit;
 * unpublished, visitors need the store's password and see its message.
 */
export function PublishDialog({
  themeId,
  onClose,
  onDone,
}: {
  themeId: number;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation(['themes', 'common']);
  const { message } = App.useApp();
  const { form, item, output, initialValues } = useSchemaForm({
    schema: themeStoreBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const publish = usePublishTheme();
  const { data: config } = useThemeConfig(themeId);
  const published = Form.useWatch('published', form) ?? true;
  // The rule is stated under the field once: while the password breaks it, its error says it.
  const [passwordInvalid, setPasswordInvalid] = useState(false);

  async function submit(values: Values) {
    const body = output(values);
    if (!body) return;
    if (!body.published && !config?.store.password && !body.password) {
      form.setFields([{ name: 'password', errors: [t('publishForm.passwordNeeded')] }]);
      return;
    }
    try {
      await publish.mutateAsync({ id: themeId, body });
      void message.success(t(body.published ? 'published' : 'unpublished'));
      onDone?.();
      onClose();
    } catch (error) {
      showFormError(form, error, (text) => void message.error(text));
    }
  }

  return (
    <Modal
      open
      title={t('publishForm.title')}
      okText={t('publishForm.save')}
      onOk={() => form.submit()}
      confirmLoading={publish.isPending}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'publish-save' } as Record<`data-${string}`, string>}
    >
      <Form<Values>
        // Remounted once the config is in, so the stored message is its first value.
        key={config ? 'loaded' : 'loading'}
        form={form}
        layout="vertical"
        name="publish"
        // The dialog offers publishing first, whatever the store is now.
        initialValues={{ ...initialValues(config?.store ?? null), published: true }}
        onFieldsChange={(_, all) =>
          setPasswordInvalid(
            all.some((f) => f.name?.[0] === 'password' && (f.errors?.length ?? 0) > 0),
          )
        }
        onFinish={(v) => void submit(v)}
      >
        <Form.Item {...item('published')}>
          <Radio.Group
            data-testid="publish-state"
            options={[
              { value: true, label: t('publishForm.publish') },
              { value: false, label: t('publishForm.unpublish') },
            ]}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary">
          {t(published ? 'publishForm.publishHelp' : 'publishForm.unpublishHelp')}
        </Typography.Paragraph>
        {!published && (
          <>
            <Form.Item
              {...item('password')}
              htmlFor="publish-password"
              extra={
                passwordInvalid
                  ? undefined
                  : t(
                      config?.store.password
                        ? 'publishForm.passwordKept'
                        : 'publishForm.passwordHelp',
                      { min: VISIT_PASSWORD_MIN, max: VISIT_PASSWORD_MAX },
                    )
              }
            >
              <Input.Password
                id="publish-password"
                maxLength={VISIT_PASSWORD_MAX}
                autoComplete="new-password"
                data-testid="publish-password"
              />
            </Form.Item>
            <Form.Item {...item('message')} htmlFor="publish-message">
              <Input.TextArea
                id="publish-message"
                rows={3}
                maxLength={VISIT_MESSAGE_MAX}
                data-testid="publish-message"
              />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
