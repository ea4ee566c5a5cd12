import { useState } from 'react';
import { Alert, App, Button, Flex, Form, Input, Modal, type FormRule } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CURRENCY_NAME_MAX,
  CURRENCY_STATUS,
  CURRENCY_SYMBOL_MAX,
  currencyBody,
  messageText,
  type Currency,
  type CurrencyVerification,
} from '@mintfront/domain';
import type { ZodType } from 'zod';
import { useSubmitCurrency, verifyCurrency } from '../../../api/payment-tokens.ts';
import { UploadField } from '../../../components/upload-field/upload-field.tsx';
import { useRules } from '../../../components/use-rules.ts';
import { showTokenError, verificationKey } from './token-verification.ts';

type Values = { symbol: string; name: string; address: string; icon: string | null };
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
  const [form] = Form.useForm<Values>();
  const rules = useRules();
  const submitToken = useSubmitCurrency();
  const [verified, setVerified] = useState<Verified | null>(null);
  const [verifying, setVerifying] = useState(false);
  const key = verificationKey(Form.useWatch('address', form), Form.useWatch('symbol', form));
  const current = verified?.key === key ? verified.result : null;
  // An empty field says "required" rather than the format it misses (spec doc 2 §5).
  const required = (schema: ZodType, field: string): FormRule[] => [
    { required: true, whitespace: true, message: messageText('required', rules.lang, { field }) },
    rules.zod(schema, field, { optional: true }),
  ];

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
    try {
      const body = currencyBody.parse(values);
      const saved = await submitToken.mutateAsync({ id: token?.id, body });
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
        initialValues={{
          symbol: token?.symbol ?? '',
          name: token?.name ?? '',
          address: token?.address ?? '',
          icon: token?.icon ?? null,
        }}
      >
        <Form.Item
          name="symbol"
          label={t('fields.symbol')}
          htmlFor="token-symbol"
          rules={required(currencyBody.shape.symbol, t('fields.symbol'))}
        >
          <Input
            id="token-symbol"
            maxLength={CURRENCY_SYMBOL_MAX}
            data-testid="token-symbol"
            autoComplete="off"
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('fields.name')}
          htmlFor="token-name"
          rules={required(currencyBody.shape.name, t('fields.name'))}
        >
          <Input
            id="token-name"
            maxLength={CURRENCY_NAME_MAX}
            showCount
            data-testid="token-name"
            autoComplete="off"
          />
        </Form.Item>
        <Form.Item
          label={t('fields.address')}
          htmlFor="token-address"
          required
          extra={t('verifyHelp')}
        >
          <Flex gap={8}>
            <Form.Item
              name="address"
              noStyle
              rules={required(currencyBody.shape.address, t('fields.address'))}
            >
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
        <Form.Item name="icon" label={t('fields.icon')} htmlFor="token-icon" extra={t('iconHelp')}>
          <UploadField kind="tokenIcon" id="token-icon" testId="token-icon" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
