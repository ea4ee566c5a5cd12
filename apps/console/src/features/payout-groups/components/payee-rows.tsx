import { Button, Col, Form, Input, Row } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PAYOUT_PAYEES_MAX } from '@mintfront/domain';
import type { RowItem } from '../../../components/form/schema-form.ts';

export type PayeeValues = { name: string; email: string; address: string; rate: string };

/** A payee's fields in the order of a row, each with its width. */
const COLUMNS: { key: keyof PayeeValues; span: number }[] = [
  { key: 'name', span: 6 },
  { key: 'email', span: 6 },
  { key: 'address', span: 6 },
  { key: 'rate', span: 4 },
];
export const PAYEE_LABELS = {
  name: 'payee.name',
  email: 'payee.email',
  address: 'payee.address',
  rate: 'payee.rate',
} as const satisfies Record<keyof PayeeValues, string>;
export const EMPTY_PAYEE: PayeeValues = { name: '', email: '', address: '', rate: '' };

/**
 * The dynamic payee list: name, e-mail or wallet, rate %; each field checked by the domain schema
 * while typing (the form's `rowItem`). The rule "an e-mail or a wallet" is the schema's too: the form's submit puts it
 * on the wallet field.
 */
export function PayeeRows({ item }: { item: RowItem }) {
  const { t } = useTranslation('payoutGroups');
  return (
    <Form.List name="payees">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Row gutter={8} key={field.key} data-testid={`payee-${index}`} align="top">
              {COLUMNS.map(({ key, span }) => {
                const id = `payee-${index}-${key}`;
                return (
                  <Col span={span} key={key}>
                    <Form.Item {...item(field.name, key)} htmlFor={id}>
                      <Input
                        id={id}
                        data-testid={id}
                        {...(key === 'rate' && { suffix: '%', inputMode: 'decimal' as const })}
                      />
                    </Form.Item>
                  </Col>
                );
              })}
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
            onClick={() => add({ ...EMPTY_PAYEE })}
            data-testid="payee-add"
          >
            {t('payee.add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
