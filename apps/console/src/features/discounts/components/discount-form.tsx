import { App, Button, Card, Checkbox, Form, Input, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { DISCOUNT_CODE_MAX, ERRORS, discountBody, type Discount } from '@mintfront/domain';
import { useSaveDiscount } from '../../../api/discounts.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { DateTimeField } from '../../../components/form/date-time-field.tsx';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { NumberInput } from '../../../components/form/number-input.tsx';
import { useSchemaForm } from '../../../components/form/schema-form.ts';

const iso = (v: Dayjs | null | undefined) => (v ? v.toISOString() : null);
const day = (v: string | null) => (v ? dayjs(v) : null);

/** The fields of the form, stated once (spec doc 2 §3 Discount; labels in `discounts:fields`). */
const FIELDS = fieldList<Discount>()({
  code: { label: 'fields.code', initial: '', from: (d) => d.code },
  value: { label: 'fields.value', initial: '', from: (d) => d.value },
  is_public: { label: 'fields.visibility', initial: true, from: (d) => d.isPublic },
  quantity: { label: 'fields.quantity', initial: null as number | null, from: (d) => d.quantity },
  per_customer_limit: {
    label: 'fields.perCustomer',
    initial: null as number | null,
    from: (d) => d.perCustomerLimit,
  },
  once_per_customer: {
    label: 'fields.oncePerCustomer',
    initial: false,
    from: (d) => d.oncePerCustomer,
  },
  start_at: {
    label: 'fields.startAt',
    initial: null as Dayjs | null,
    from: (d) => day(d.startAt),
    to: iso,
  },
  end_at: {
    label: 'fields.endAt',
    initial: null as Dayjs | null,
    from: (d) => day(d.endAt),
    to: iso,
  },
});
type Values = ValuesOf<typeof FIELDS>;

/** The discount code form of CreatDiscountCode and changeDiscount (spec doc 2 §3, §5). */
export function DiscountForm({
  discount,
  onSaved,
}: {
  discount: Discount | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['discounts', 'common']);
  const { message } = App.useApp();
  const { form, item, body, initialValues } = useSchemaForm({
    schema: discountBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const save = useSaveDiscount();

  async function submit(values: Values) {
    // spec doc 2 §5 in the domain schema, object-level rules too (the end is not before the start).
    const parsed = body(values);
    if (!parsed) return;
    try {
      await save.mutateAsync({ id: discount?.id, body: parsed });
      void message.success(t(discount ? 'updated' : 'created'));
      onSaved();
    } catch (error) {
      // E82: the code is taken in this store.
      showFormError(form, error, (text) => void message.error(text), { [ERRORS.E82.code]: 'code' });
    }
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="discount"
      onFinish={(v) => void submit(v)}
      initialValues={initialValues(discount)}
    >
      <Card style={{ marginBottom: 16 }}>
        <Form.Item {...item('code')} htmlFor="discount-code">
          <Input id="discount-code" maxLength={DISCOUNT_CODE_MAX} data-testid="discount-code" />
        </Form.Item>
        <Form.Item {...item('value')} htmlFor="discount-value">
          <Input
            id="discount-value"
            suffix="%"
            inputMode="decimal"
            data-testid="discount-value"
            style={{ maxWidth: 200 }}
          />
        </Form.Item>
        <Form.Item {...item('is_public')}>
          <Radio.Group
            options={[
              { value: true, label: t('public') },
              { value: false, label: t('private') },
            ]}
          />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item {...item('quantity')} htmlFor="discount-quantity" extra={t('unlimitedHelp')}>
            <NumberInput id="discount-quantity" data-testid="discount-quantity" />
          </Form.Item>
          <Form.Item
            {...item('per_customer_limit')}
            htmlFor="discount-per-customer"
            extra={t('unlimitedHelp')}
          >
            <NumberInput id="discount-per-customer" data-testid="discount-per-customer" />
          </Form.Item>
        </Space>
        <Form.Item name="once_per_customer" valuePropName="checked">
          <Checkbox>{t('fields.oncePerCustomer')}</Checkbox>
        </Form.Item>
        <Space size="large" wrap>
          <DateTimeField {...item('start_at')} id="discount-start" testId="discount-start" />
          <DateTimeField {...item('end_at')} id="discount-end" testId="discount-end" />
        </Space>
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="discount-save">
        {t('common:save')}
      </Button>
    </Form>
  );
}
