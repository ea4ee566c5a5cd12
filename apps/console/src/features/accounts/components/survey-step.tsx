import { App, Button, Flex, Form, Radio, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVENUE_BANDS, investigationBody, type RevenueBand } from '@mintfront/domain';
import { useSubmitInvestigation } from '../../../api/users.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';

const ROLES = ['artist', 'brand', 'collector', 'agency', 'other'] as const;
const EXPERIENCES = ['new', 'some', 'expert'] as const;

/** The survey's answers, stated once (labels in `accounts:fields`); role and experience optional. */
const FIELDS = fieldList<never>()({
  revenue: { label: 'fields.revenue', initial: undefined as RevenueBand | undefined },
  role: { label: 'fields.role', initial: undefined as (typeof ROLES)[number] | undefined },
  experience: {
    label: 'fields.experience',
    initial: undefined as (typeof EXPERIENCES)[number] | undefined,
  },
});
type SurveyValues = ValuesOf<typeof FIELDS>;

/** Onboarding 2: the survey with the revenue bands of spec §9 (role and experience optional). */
export function SurveyStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['accounts', 'common']);
  const { message } = App.useApp();
  const { form, item, body, labelOf } = useSchemaForm({
    schema: investigationBody.shape.data,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const submit = useSubmitInvestigation();

  const onFinish = async (values: SurveyValues) => {
    const parsed = body(values);
    if (!parsed) return;
    try {
      await submit.mutateAsync(parsed);
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
      <Form.Item {...item('revenue')}>
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
      <Form.Item {...item('role')} label={`${labelOf('role')} ${t('common:optional')}`}>
        <Select
          allowClear
          options={ROLES.map((r) => ({ value: r, label: t(`survey.roles.${r}`) }))}
          data-testid="survey-role"
        />
      </Form.Item>
      <Form.Item {...item('experience')} label={`${labelOf('experience')} ${t('common:optional')}`}>
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
