import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { analyticsBody, type AnalyticsSettings } from '@mintfront/domain';
import { fieldList } from '../../../components/form/form-fields.ts';
import { MarketingForm } from './marketing-form.tsx';

const FIELDS = fieldList<AnalyticsSettings>()({
  tracking_id: {
    label: 'analytics.fields.trackingId',
    initial: '',
    from: (s) => s.tracking_id,
  },
});

/** Marketing/General → Analytics: the tracking ID (spec doc 2 §5: the form UA-xxxx-y). */
export function AnalyticsForm({ settings }: { settings: AnalyticsSettings }) {
  const { t } = useTranslation('marketing');
  return (
    <MarketingForm
      type="analytics"
      schema={analyticsBody}
      fields={FIELDS}
      settings={settings}
      title={t('analytics.title')}
    >
      {(item) => (
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
      )}
    </MarketingForm>
  );
}
