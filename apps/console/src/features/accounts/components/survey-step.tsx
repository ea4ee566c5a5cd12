import { App, Button, Flex, Form, Radio, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVENUE_BANDS, investigationBody, type RevenueBand } from '@mintfront/domain';
import { useSubmitInvestigation } from '../../../api/users.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { useRules } from '../../../components/use-rules.ts';

const ROLES = ['artist', 'brand', 'collector', 'agency', 'other'] as const;
const EXPERIENCES = ['new', 'some', 'expert'] as const;
const fields = investigationBody.shape.data.shape;

type SurveyValues = {
  revenue: RevenueBand;
  role?: (typeof ROLES)[number];
  experience?: (typeof EXPERIENCES)[number];
};

/** Onboarding 2: the survey with the revenue bands of spec §9 (role and experience optional). */
export function SurveyStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['accounts', 'common']);
  const { message } = App.useApp();
  const rules = useRules();
  const [form] = Form.useForm<SurveyValues>();
  const submit = useSubmitInvestigation();

  const onFinish = async (values: SurveyValues) => {
    try {
      await submit.mutateAsync({
        revenue: values.revenue,
        role: values.role,
        experience: values.experience,
      });
      onDone();
    } catch (e) {
      showFormError(form, e, (text) => void message.error(text));
    }
  };

  return (
    <Form<SurveyValues> form={form} name="survey" layout="vertical" onFinish={onFinish}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('survey.title')}
      </Typography.Title>
      <Form.Item
        name="revenue"
        label={t('fields.revenue')}
        rules={[rules.zod(fields.revenue, t('fields.revenue'))]}
      >
        <Radio.Group>
          <Space orientation="vertical">
            {REVENUE_BANDS.map((band) => (
              <Radio key={band} value={band} data-testid={`survey-revenue-${band}`}>
                {t(`survey.revenue.${band}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="role" label={`${t('fields.role')} ${t('common:optional')}`}>
        <Select
          allowClear
          options={ROLES.map((r) => ({ value: r, label: t(`survey.roles.${r}`) }))}
          data-testid="survey-role"
        />
      </Form.Item>
      <Form.Item name="experience" label={`${t('fields.experience')} ${t('common:optional')}`}>
        <Select
          allowClear
          options={EXPERIENCES.map((x) => ({ value: x, label: t(`survey.experiences.${x}`) }))}
          data-testid="survey-experience"
        />
      </Form.Item>
      <Flex justify="flex-end">
        <Button
          type="primary"
          htmlType="submit"
          loading={submit.isPending}
          data-testid="survey-submit"
        >
          {t('survey.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
