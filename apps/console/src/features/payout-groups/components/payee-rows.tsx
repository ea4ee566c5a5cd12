import { Button, Col, Form, Input, Row } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PAYOUT_PAYEES_MAX, messageText, payoutGroupBody } from '@mintfront/domain';
import { useRules } from '../../../components/use-rules.ts';

const payee = payoutGroupBody.shape.payees.element;

/** The dynamic payee list: name, e-mail or wallet, rate %; each field checked by the domain schema. */
export function PayeeRows() {
  const { t } = useTranslation('payoutGroups');
  const rules = useRules();
  const form = Form.useFormInstance();
  // The schema's refine (payeeContact): an e-mail or a wallet, shown on the wallet field.
  const contactRule = (index: number) => ({
    validator: async (_: unknown, value: unknown) => {
      if (!value && !form.getFieldValue(['payees', index, 'email']))
        throw new Error(messageText('payeeContact', rules.lang));
    },
  });
  return (
    <Form.List name="payees">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Row gutter={8} key={field.key} data-testid={`payee-${index}`} align="top">
              <Col span={6}>
                <Form.Item
                  name={[field.name, 'name']}
                  label={t('payee.name')}
                  htmlFor={`payee-${index}-name`}
                  rules={[rules.zod(payee.shape.name, t('payee.name'))]}
                >
                  <Input id={`payee-${index}-name`} data-testid={`payee-${index}-name`} />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item
                  name={[field.name, 'email']}
                  label={t('payee.email')}
                  htmlFor={`payee-${index}-email`}
                  rules={[rules.zod(payee.shape.email, t('payee.email'), { optional: true })]}
                >
                  <Input id={`payee-${index}-email`} data-testid={`payee-${index}-email`} />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item
                  name={[field.name, 'address']}
                  label={t('payee.address')}
                  htmlFor={`payee-${index}-address`}
                  dependencies={[['payees', field.name, 'email']]}
                  rules={[
                    rules.zod(payee.shape.address, t('payee.address'), { optional: true }),
                    contactRule(field.name),
                  ]}
                >
                  <Input id={`payee-${index}-address`} data-testid={`payee-${index}-address`} />
                </Form.Item>
              </Col>
              <Col span={4}>
                <Form.Item
                  name={[field.name, 'rate']}
                  label={t('payee.rate')}
                  htmlFor={`payee-${index}-rate`}
                  rules={[rules.zod(payee.shape.rate, t('payee.rate'))]}
                >
                  <Input
                    id={`payee-${index}-rate`}
                    suffix="%"
                    inputMode="decimal"
                    data-testid={`payee-${index}-rate`}
                  />
                </Form.Item>
              </Col>
              <Col span={2} style={{ paddingTop: 30 }}>
                <Button
                  icon={<DeleteOutlined />}
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                  aria-label={t('payee.remove', { n: index + 1 })}
                />
              </Col>
            </Row>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={fields.length >= PAYOUT_PAYEES_MAX}
            onClick={() => add({ name: '', email: '', address: '', rate: '' })}
            data-testid="payee-add"
          >
            {t('payee.add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
