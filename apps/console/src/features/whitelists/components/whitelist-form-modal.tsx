import { Alert, App, Form, Input, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { WHITELIST_NAME_MAX, whitelistBody, type Whitelist } from '@mintfront/domain';
import { useSaveWhitelist, useWhitelist } from '../../../api/whitelists.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';
import { AddressFileButton } from './address-file-button.tsx';

/** One address a line; blank lines dropped (the server names the line of a bad or repeated one). */
export const linesOf = (text: string | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The fields of the form, stated once: the addresses typed one a line, sent as a list. */
const FIELDS = fieldList<{ name: string; addresses: string[] }>()({
  name: { label: 'fields.name', initial: '', from: (w) => w.name },
  addresses: {
    label: 'fields.addresses',
    initial: '',
    from: (w) => w.addresses.join('\n'),
    to: linesOf,
  },
});
type Values = ValuesOf<typeof FIELDS>;

/** Create or edit a whitelist: a name and addresses typed one a line or read from a CSV or XLSX file. */
export function WhitelistFormModal({
  whitelist,
  onClose,
}: {
  whitelist: Whitelist | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['whitelists', 'common']);
  const { message } = App.useApp();
  const { form, item, body, initialValues } = useSchemaForm({
    schema: whitelistBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const save = useSaveWhitelist();
  const detail = useWhitelist(whitelist?.id ?? null);
  const addresses = Form.useWatch('addresses', form);

  async function submit(values: Values) {
    // The domain schema the server uses; an issue of any line lands on the addresses.
    const parsed = body(values);
    if (!parsed) return;
    try {
      await save.mutateAsync({ id: whitelist?.id, body: parsed });
      void message.success(t(whitelist ? 'updated' : 'created'));
      onClose();
    } catch (error) {
      // 40070 (repeat) and 40071 (bad address) name the line: shown on the addresses.
      showFormError(form, error, (text) => void message.error(text), {
        40070: 'addresses',
        40071: 'addresses',
      });
    }
  }

  const loading = whitelist !== null && !detail.data;
  return (
    <Modal
      open
      title={t(whitelist ? 'editTitle' : 'createTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={save.isPending}
      okButtonProps={
        { 'data-testid': 'white-save', disabled: loading } as Record<`data-${string}`, string>
      }
      width={720}
      destroyOnHidden
    >
      {loading ? (
        <Spin />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          name="whitelist"
          onFinish={(v) => void submit(v)}
          initialValues={initialValues(
            whitelist && { name: whitelist.name, addresses: detail.data?.addresses ?? [] },
          )}
        >
          <Form.Item {...item('name')} htmlFor="white-name">
            <Input
              id="white-name"
              maxLength={WHITELIST_NAME_MAX}
              showCount
              data-testid="white-name"
            />
          </Form.Item>
          <Form.Item
            {...item('addresses')}
            htmlFor="white-addresses"
            extra={t('addressesHelp', { count: linesOf(addresses).length })}
          >
            <Input.TextArea
              id="white-addresses"
              rows={8}
              data-testid="white-addresses"
              placeholder="0x…"
            />
          </Form.Item>
          <AddressFileButton
            onAddresses={(list) =>
              form.setFields([{ name: 'addresses', value: list.join('\n'), errors: [] }])
            }
            onError={(text) => form.setFields([{ name: 'addresses', errors: [text] }])}
          />
          <Alert style={{ marginTop: 16 }} type="info" showIcon message={t('fileHelp')} />
        </Form>
      )}
    </Modal>
  );
}
