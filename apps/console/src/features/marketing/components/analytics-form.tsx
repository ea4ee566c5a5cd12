import { App, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { analyticsBody, type AnalyticsSettings } from '@mintfront/domain';
import { useSaveMarketingSettings } from '../../../api/marketing.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';

const FIELDS = fieldList<AnalyticsSettings>()({
  tracking_id: {
    label: 'analytics.fields.trackingId',
    initial: '',
    from: (s) => s.tracking_id,
  },
});
type Values = ValuesOf<typeof FIELDS>;

/** Marketing/General → Analytics: the tracking ID (spec doc 2 §5: the form UA-xxxx-y). */
export function AnalyticsForm({ settings }: { settings: AnalyticsSettings }) {
  const { t } = useTranslation(['marketing', 'common']);
  const { message } = App.useApp();
  const { form, item, body, initialValues } = useSchemaForm({
    schema: analyticsBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const save = useSaveMarketingSettings('analytics');

  async function submit(values: Values) {
    const parsed = body(values);
    if (!parsed) return;
    try {
      await save.mutateAsync(parsed);
      void message.success(t('saved'));
    } catch (error) {
      showFormError(form, error, (text) => void message.error(text));
    }
  }

  return (
    <Card title={<h2 className="card-title">{t('analytics.title')}</h2>}>
      <Form<Values>
        form={form}
        layout="vertical"
        name="analytics"
        noValidate
        onFinish={(v) => void submit(v)}
        initialValues={initialValues(settings)}
      >
        <Form.Item
          {...item('tracking_id')}
          htmlFor="analytics-tracking-id"
          extra={t('analytics.trackingIdHelp')}
        >
          <Input
            id="analytics-tracking-id"
            placeholder="UA-12345678-1"
            style={{ maxWidth: 320 }}
            data-testid="analytics-tracking-id"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          data-testid="analytics-save"
        >
          {t('common:save')}
        </Button>
      </Form>
    </Card>
  );
}
