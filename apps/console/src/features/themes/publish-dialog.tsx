import { App, Form, Input, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  VISIT_MESSAGE_MAX,
  VISIT_PASSWORD_MAX,
  VISIT_PASSWORD_MIN,
  themeStoreBody,
} from '@mintfront/domain';
import { usePublishTheme, useThemeConfig } from '../../api/themes.ts';
import { showFormError } from '../../components/form-errors.ts';
import { parseOnForm } from '../../components/form/schema-issues.ts';
import { useRules } from '../../components/use-rules.ts';

type Values = { published: boolean; password: string; message: string };

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
  const [form] = Form.useForm<Values>();
  const rules = useRules();
  const publish = usePublishTheme();
  const { data: config } = useThemeConfig(themeId);
  const published = Form.useWatch('published', form) ?? true;

  async function submit(v: Values) {
    const raw = {
      published: v.published,
      // An empty password keeps the one stored (its value is never shown).
      ...(v.password ? { password: v.password } : {}),
      message: v.message ?? '',
    };
    const body = parseOnForm(form, themeStoreBody, raw, {
      lang: rules.lang,
      labelOf: ([name]) => t(name === 'message' ? 'publishForm.message' : 'publishForm.password'),
    });
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
      <Form
        // Remounted once the config is in, so the stored message is its first value.
        key={config ? 'loaded' : 'loading'}
        form={form}
        layout="vertical"
        name="publish"
        initialValues={{ published: true, password: '', message: config?.store.message ?? '' }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="published" label={t('publishForm.state')}>
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
              name="password"
              label={t('publishForm.password')}
              htmlFor="publish-password"
              extra={t(
                config?.store.password ? 'publishForm.passwordKept' : 'publishForm.passwordHelp',
                {
                  min: VISIT_PASSWORD_MIN,
                  max: VISIT_PASSWORD_MAX,
                },
              )}
            >
              <Input.Password
                id="publish-password"
                maxLength={VISIT_PASSWORD_MAX}
                autoComplete="new-password"
                data-testid="publish-password"
              />
            </Form.Item>
            <Form.Item name="message" label={t('publishForm.message')} htmlFor="publish-message">
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
