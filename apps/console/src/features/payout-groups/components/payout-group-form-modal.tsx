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
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';
import { EMPTY_PAYEE, PAYEE_LABELS, PayeeRows, type PayeeValues } from './payee-rows.tsx';

/** The fields of the form, stated once (spec doc 2 §3 payout group; labels in `payoutGroups`). */
const FIELDS = fieldList<PayoutGroup>()({
  name: { label: 'fields.name', initial: '', from: (g) => g.name },
  is_default: { label: 'fields.isDefault', initial: false, from: (g) => g.isDefault },
  payees: {
    rows: PAYEE_LABELS,
    initial: [{ ...EMPTY_PAYEE, rate: '100' }] as PayeeValues[],
    from: (g) =>
      g.payees.map((p) => ({
        name: p.name,
        email: p.email ?? '',
        address: p.address ?? '',
        rate: p.rate,
      })),
    // A payee reached by e-mail only sends no wallet, and the other way round.
    to: (payees: PayeeValues[]) =>
      payees.map((p) => ({
        name: p.name,
        email: p.email || undefined,
        address: p.address || undefined,
        rate: p.rate,
      })),
  },
});
type Values = ValuesOf<typeof FIELDS>;

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
  // Each issue on its row's field (`payees.<row>.<key>`).
  const { form, item, rowItem, body, lang, initialValues } = useSchemaForm({
    schema: payoutGroupBody,
    fields: FIELDS,
    label: t as (key: string) => string,
    issues: { fieldOf: (path) => path.slice(0, 3) as (string | number)[] },
  });
  const save = useSavePayoutGroup();
  const [formError, setFormError] = useState<string | null>(null);
  const payees = Form.useWatch('payees', form);
  const total = totalOf(payees);

  async function submit(values: Values) {
    setFormError(null);
    // The domain schema, a payee's "an e-mail or a wallet" too, each issue on its row's field.
    const parsed = body(values);
    if (!parsed) return;
    // Spec doc 2 §5: the total is exactly 100 %; shown before the call, the server checks it again.
    if (totalOf(values.payees) !== PAYOUT_TOTAL_HUNDREDTHS) {
      setFormError(ERRORS.E76[lang]);
      return;
    }
    // E75: the same wallet twice (any case) is named, and its second row marked, before the call.
    const duplicate = duplicatePayeeWallet(values.payees);
    if (duplicate) {
      const text = fillText(ERRORS.E75[lang], { address: duplicate.address });
      setFormError(text);
      form.setFields([{ name: ['payees', duplicate.index, 'address'], errors: [text] }]);
      return;
    }
    try {
      await save.mutateAsync({ id: group?.id, body: parsed });
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
        initialValues={initialValues(group)}
      >
        <Form.Item {...item('name')} htmlFor="payout-name">
          <Input id="payout-name" maxLength={PAYOUT_NAME_MAX} showCount data-testid="payout-name" />
        </Form.Item>
        <Form.Item {...item('is_default')} valuePropName="checked" htmlFor="payout-default">
          <Switch id="payout-default" data-testid="payout-default" />
        </Form.Item>
        <PayeeRows item={rowItem('payees')} />
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
