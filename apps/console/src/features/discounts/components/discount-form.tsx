import {
  App,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Space,
} from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import {
  DISCOUNT_CODE_MAX,
  ERRORS,
  discountBody,
  type Discount,
  type DiscountInput,
} from '@mintfront/domain';
import { useSaveDiscount } from '../../../api/discounts.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { parseOnForm } from '../../../components/form/schema-issues.ts';
import { useRules } from '../../../components/use-rules.ts';

type Values = {
  code: string;
  value: string;
  is_public: boolean;
  quantity: number | null;
  per_customer_limit: number | null;
  once_per_customer: boolean;
  start_at: Dayjs | null;
  end_at: Dayjs | null;
};

const shape = discountBody.shape;

/** The label of each field the domain schema can refuse. */
const LABELS: Record<string, string> = {
  code: 'fields.code',
  value: 'fields.value',
  quantity: 'fields.quantity',
  per_customer_limit: 'fields.perCustomer',
  start_at: 'fields.startAt',
  end_at: 'fields.endAt',
};

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
  const [form] = Form.useForm<Values>();
  const rules = useRules();
  const save = useSaveDiscount();

  async function submit(values: Values) {
    const body: DiscountInput = {
      code: values.code,
      value: values.value,
      is_public: values.is_public,
      quantity: values.quantity ?? null,
      per_customer_limit: values.per_customer_limit ?? null,
      once_per_customer: values.once_per_customer,
      start_at: values.start_at ? values.start_at.toISOString() : null,
      end_at: values.end_at ? values.end_at.toISOString() : null,
    };
    // spec doc 2 §5 in the domain schema, object-level rules too (the end is not before the start).
    if (
      !parseOnForm(form, discountBody, body, {
        lang: rules.lang,
        labelOf: ([name]) => t((LABELS[name!] ?? 'fields.code') as 'fields.code'),
      })
    )
      return;
    try {
      await save.mutateAsync({ id: discount?.id, body });
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
      initialValues={{
        code: discount?.code ?? '',
        value: discount?.value ?? '',
        is_public: discount?.isPublic ?? true,
        quantity: discount?.quantity ?? null,
        per_customer_limit: discount?.perCustomerLimit ?? null,
        once_per_customer: discount?.oncePerCustomer ?? false,
        start_at: discount?.startAt ? dayjs(discount.startAt) : null,
        end_at: discount?.endAt ? dayjs(discount.endAt) : null,
      }}
    >
      <Card style={{ marginBottom: 16 }}>
        <Form.Item
          name="code"
          label={t('fields.code')}
          htmlFor="discount-code"
          rules={[rules.zod(shape.code, t('fields.code'))]}
        >
          <Input id="discount-code" maxLength={DISCOUNT_CODE_MAX} data-testid="discount-code" />
        </Form.Item>
        <Form.Item
          name="value"
          label={t('fields.value')}
          htmlFor="discount-value"
          rules={[rules.zod(shape.value, t('fields.value'))]}
        >
          <Input
            id="discount-value"
            suffix="%"
            inputMode="decimal"
            data-testid="discount-value"
            style={{ maxWidth: 200 }}
          />
        </Form.Item>
        <Form.Item name="is_public" label={t('fields.visibility')}>
          <Radio.Group
            options={[
              { value: true, label: t('public') },
              { value: false, label: t('private') },
            ]}
          />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item
            name="quantity"
            label={t('fields.quantity')}
            htmlFor="discount-quantity"
            extra={t('unlimitedHelp')}
            rules={[rules.zod(shape.quantity, t('fields.quantity'), { optional: true })]}
          >
            <InputNumber
              id="discount-quantity"
              min={1}
              precision={0}
              data-testid="discount-quantity"
            />
          </Form.Item>
          <Form.Item
            name="per_customer_limit"
            label={t('fields.perCustomer')}
            htmlFor="discount-per-customer"
            extra={t('unlimitedHelp')}
            rules={[
              rules.zod(shape.per_customer_limit, t('fields.perCustomer'), { optional: true }),
            ]}
          >
            <InputNumber id="discount-per-customer" min={1} precision={0} />
          </Form.Item>
        </Space>
        <Form.Item name="once_per_customer" valuePropName="checked">
          <Checkbox>{t('fields.oncePerCustomer')}</Checkbox>
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="start_at" label={t('fields.startAt')} htmlFor="discount-start">
            <DatePicker
              id="discount-start"
              showTime
              format="YYYY-MM-DD HH:mm"
              data-testid="discount-start"
            />
          </Form.Item>
          <Form.Item
            name="end_at"
            label={t('fields.endAt')}
            htmlFor="discount-end"
            dependencies={['start_at']}
          >
            <DatePicker
              id="discount-end"
              showTime
              format="YYYY-MM-DD HH:mm"
              data-testid="discount-end"
            />
          </Form.Item>
        </Space>
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="discount-save">
        {t('common:save')}
      </Button>
    </Form>
  );
}
