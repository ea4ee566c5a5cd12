import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ERRORS,
  PAYOUT_NAME_MAX,
  PAYOUT_TOTAL_HUNDREDTHS,
  duplicatePayeeWallet,
  fillText,
  hundredthsToPercent,
  payoutGroupBody,
  payoutTotal,
  percentToHundredths,
  type PayoutGroup,
} from '@mintfront/domain';
import { ApiError } from '../../../api/api-error.ts';
import { useSavePayoutGroup } from '../../../api/payout-groups.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { parseOnForm } from '../../../components/form/schema-issues.ts';
import { useRules } from '../../../components/use-rules.ts';
import { EMPTY_PAYEE, PAYEE_LABELS, PayeeRows, type PayeeValues } from './payee-rows.tsx';

type Values = { name: string; is_default: boolean; payees: PayeeValues[] };

/** The label of each field of the group (a payee's fields are named in PayeeRows). */
const LABELS = { name: 'fields.name', is_default: 'fields.isDefault' } as const;

/** The label of a field an issue names: a group field, or `payees.<row>.<field>`. */
const labelKeyOf = ([top, , field]: string[]) =>
  top === 'payees' && field
    ? PAYEE_LABELS[field as keyof PayeeValues]
    : (LABELS[top as keyof typeof LABELS] ?? LABELS.name);

/** The total of the typed rates in hundredths (exact: no float sum), or null while one is not a rate. */
function totalOf(payees: PayeeValues[] | undefined): number | null {
  const rates = (payees ?? []).map((p) => percentToHundredths(p?.rate ?? ''));
  return rates.some((r) => r === null) ? null : payoutTotal(rates as number[]);
}

/** Create or edit a payout group: name, default switch, payees with a live total (E76, E75). */
export function PayoutGroupFormModal({
  group,
  onClose,
}: {
  group: PayoutGroup | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['payoutGroups', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const rules = useRules();
  const save = useSavePayoutGroup();
  const [formError, setFormError] = useState<string | null>(null);
  const payees = Form.useWatch('payees', form);
  const total = totalOf(payees);

  async function submit(values: Values) {
    setFormError(null);
    const body = {
      name: values.name,
      is_default: values.is_default,
      payees: values.payees.map((p) => ({
        name: p.name,
        email: p.email || undefined,
        address: p.address || undefined,
        rate: p.rate,
      })),
    };
    // The domain schema, a payee's "an e-mail or a wallet" too, each issue on its row's field.
    const parsed = parseOnForm(form, payoutGroupBody, body, {
      lang: rules.lang,
      labelOf: (name) => t(labelKeyOf(name)),
      fieldOf: (path) => path.slice(0, 3) as (string | number)[],
    });
    if (!parsed) return;
    // Spec doc 2 §5: the total is exactly 100 %; shown before the call, the server checks it again.
    if (totalOf(values.payees) !== PAYOUT_TOTAL_HUNDREDTHS) {
      setFormError(ERRORS.E76[rules.lang]);
      return;
    }
    // E75: the same wallet twice (any case) is named, and its second row marked, before the call.
    const duplicate = duplicatePayeeWallet(values.payees);
    if (duplicate) {
      const text = fillText(ERRORS.E75[rules.lang], { address: duplicate.address });
      setFormError(text);
      form.setFields([{ name: ['payees', duplicate.index, 'address'], errors: [text] }]);
      return;
    }
    try {
      await save.mutateAsync({ id: group?.id, body });
      void message.success(t(group ? 'updated' : 'created'));
      onClose();
    } catch (error) {
      // E76 (total) and E75 (duplicate wallet) concern the whole list: shown above it.
      if (
        error instanceof ApiError &&
        (error.statusCode === ERRORS.E76.code || error.statusCode === ERRORS.E75.code)
      )
        setFormError(error.statusDesc);
      else showFormError(form, error, (text) => void message.error(text), {});
    }
  }

  return (
    <Modal
      open
      title={t(group ? 'editTitle' : 'createTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'payout-save' } as Record<`data-${string}`, string>}
      width={960}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="payoutGroup"
        onFinish={(v) => void submit(v)}
        initialValues={{
          name: group?.name ?? '',
          is_default: group?.isDefault ?? false,
          payees: group?.payees.map((p) => ({
            name: p.name,
            email: p.email ?? '',
            address: p.address ?? '',
            rate: p.rate,
          })) ?? [{ ...EMPTY_PAYEE, rate: '100' }],
        }}
      >
        <Form.Item
          name="name"
          label={t(LABELS.name)}
          htmlFor="payout-name"
          rules={[rules.zod(payoutGroupBody.shape.name, t(LABELS.name))]}
        >
          <Input id="payout-name" maxLength={PAYOUT_NAME_MAX} showCount data-testid="payout-name" />
        </Form.Item>
        <Form.Item
          name="is_default"
          label={t(LABELS.is_default)}
          valuePropName="checked"
          htmlFor="payout-default"
        >
          <Switch id="payout-default" data-testid="payout-default" />
        </Form.Item>
        <PayeeRows />
        <Typography.Paragraph
          strong
          style={{ marginTop: 16 }}
          data-testid="payout-total"
          type={total === PAYOUT_TOTAL_HUNDREDTHS ? undefined : 'danger'}
        >
          {t('total', { total: total === null ? '—' : hundredthsToPercent(total) })}
        </Typography.Paragraph>
        {formError && (
          <Alert
            type="error"
            showIcon
            message={formError}
            data-testid="payout-error"
            role="alert"
          />
        )}
      </Form>
    </Modal>
  );
}
