import { useState } from 'react';
import { Alert, App, Button, Flex, Form, Input, Modal } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CURRENCY_NAME_MAX,
  CURRENCY_STATUS,
  CURRENCY_SYMBOL_MAX,
  currencyBody,
  type Currency,
  type CurrencyVerification,
} from '@mintfront/domain';
import { useSubmitCurrency, verifyCurrency } from '../../../api/payment-tokens.ts';
import { UploadField } from '../../../components/upload-field/upload-field.tsx';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';
import { showTokenError, verificationKey } from './token-verification.ts';

/** The fields of the form, stated once (spec doc 2 §3 Currency; labels in `paymentTokens:fields`). */
const FIELDS = fieldList<Currency>()({
  symbol: { label: 'fields.symbol', initial: '', from: (c) => c.symbol },
  name: { label: 'fields.name', initial: '', from: (c) => c.name },
  address: { label: 'fields.address', initial: '', from: (c) => c.address },
  icon: { label: 'fields.icon', initial: null as string | null, from: (c) => c.icon },
});
type Values = ValuesOf<typeof FIELDS>;
type Verified = { key: string; result: CurrencyVerification };

/**
 * Submit a payment token, or resubmit a Rejected one: symbol, name, contract address and icon
 * (spec doc 2 §3, §5). "Verify" reads the token on the store's chain; submitting verifies first.
 */
export function TokenFormModal({
  token,
  onClose,
}: {
  token: Currency | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['paymentTokens', 'common']);
  const { message } = App.useApp();
  // spec doc 2 §5 "tokens need symbol, name, contract address": the domain schema says it, an
  // empty field "required" rather than the format it misses.
  const { form, item, body, labelOf, initialValues } = useSchemaForm({
    schema: currencyBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const submitToken = useSubmitCurrency();
  const [verified, setVerified] = useState<Verified | null>(null);
  const [verifying, setVerifying] = useState(false);
  const key = verificationKey(Form.useWatch('address', form), Form.useWatch('symbol', form));
  const current = verified?.key === key ? verified.result : null;

  /** Checks the two fields, then asks the chain; the answer or the refusal shows on the form. */
  async function verify(): Promise<boolean> {
    try {
      await form.validateFields(['symbol', 'address']);
    } catch {
      return false;
    }
    const { address, symbol } = form.getFieldsValue(['address', 'symbol']) as Values;
    setVerifying(true);
    try {
      const result = await verifyCurrency(address.trim(), symbol.trim());
      setVerified({ key: verificationKey(address, symbol), result });
      return true;
    } catch (error) {
      setVerified(null);
      showTokenError(form, error, (text) => void message.error(text));
      return false;
    } finally {
      setVerifying(false);
    }
  }

  async function submit(values: Values) {
    if (!current && !(await verify())) return;
    const parsed = body(values);
    if (!parsed) return;
    try {
      const saved = await submitToken.mutateAsync({
        id: token?.id,
        body: currencyBody.parse(parsed),
      });
      // The local development chain approves a verified token at once (docs/decisions.md).
      void message.success(
        t(
          saved.status === CURRENCY_STATUS.active
            ? 'activeAtOnce'
            : token
              ? 'resubmitted'
              : 'submitted',
        ),
      );
      onClose();
    } catch (error) {
      showTokenError(form, error, (text) => void message.error(text));
    }
  }

  return (
    <Modal
      open
      title={token ? t('resubmitTitle', { symbol: token.symbol }) : t('submitTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:submit')}
      cancelText={t('common:cancel')}
      confirmLoading={submitToken.isPending || verifying}
      okButtonProps={{ 'data-testid': 'token-save' } as Record<`data-${string}`, string>}
      width={640}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="payment-token"
        onFinish={(v) => void submit(v)}
        initialValues={initialValues(token)}
      >
        <Form.Item {...item('symbol')} htmlFor="token-symbol">
          <Input
            id="token-symbol"
            maxLength={CURRENCY_SYMBOL_MAX}
            data-testid="token-symbol"
            autoComplete="off"
          />
        </Form.Item>
        <Form.Item {...item('name')} htmlFor="token-name">
          <Input
            id="token-name"
            maxLength={CURRENCY_NAME_MAX}
            showCount
            data-testid="token-name"
            autoComplete="off"
          />
        </Form.Item>
        <Form.Item
          label={labelOf('address')}
          htmlFor="token-address"
          required
          extra={t('verifyHelp')}
        >
          <Flex gap={8}>
            <Form.Item {...item('address')} label={undefined} noStyle>
              <Input
                id="token-address"
                placeholder="0x…"
                data-testid="token-address"
                autoComplete="off"
              />
            </Form.Item>
            <Button
              icon={<SafetyCertificateOutlined />}
              onClick={() => void verify()}
              loading={verifying}
              data-testid="token-verify"
            >
              {t('verify')}
            </Button>
          </Flex>
        </Form.Item>
        {current && (
          <Alert
            style={{ marginBottom: 16 }}
            type="success"
            showIcon
            data-testid="token-verified"
            message={t('verified', {
              name: current.name,
              symbol: current.symbol,
              decimals: current.decimals,
            })}
            action={
              form.getFieldValue('name') === current.name ? undefined : (
                <Button
                  size="small"
                  onClick={() =>
                    form.setFields([{ name: 'name', value: current.name, errors: [] }])
                  }
                >
                  {t('useName')}
                </Button>
              )
            }
          />
        )}
        <Form.Item {...item('icon')} htmlFor="token-icon" extra={t('iconHelp')}>
          <UploadField kind="tokenIcon" id="token-icon" testId="token-icon" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
