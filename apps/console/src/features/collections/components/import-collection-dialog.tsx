import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { importCollectionBody, type ChainKey } from '@mintfront/domain';
import { useImportCollection } from '../../../api/collections.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';

const FIELDS = fieldList<never>()({
  address: { label: 'fields.address', initial: '' },
  /** Left empty, the contract's own name is taken. */
  name: { label: 'fields.name', initial: '', to: (v: string) => v || undefined },
});
type Values = ValuesOf<typeof FIELDS>;

/** Import an existing ERC-721/1155 of the store's chain (POST /api/contracts/import); E68 when it is neither. */
export function ImportCollectionDialog({
  chain,
  onClose,
}: {
  chain: ChainKey;
  onClose: () => void;
}) {
  const { t } = useTranslation(['collections', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  // The chain is the store's, not a field: an issue with it is said on the address.
  const { form, item, body, initialValues } = useSchemaForm({
    schema: importCollectionBody,
    fields: FIELDS,
    label: t as (key: string) => string,
    issues: { fieldOf: (path) => (path[0] === 'name' ? ['name'] : ['address']) },
  });
  const importing = useImportCollection();

  async function submit(values: Values) {
    const parsed = body(values, { chain });
    if (!parsed) return;
    try {
      const collection = await importing.mutateAsync(importCollectionBody.parse(parsed));
      void message.success(t('importDialog.imported'));
      onClose();
      void navigate(`/Collection/CollectionDetail/${collection.id}`);
    } catch (error) {
      // E68 (41068) not an NFT contract, 40042 imported already: said on the address field.
      showFormError(form, error, (text) => void message.error(text), {
        41068: 'address',
        40042: 'address',
        40039: 'address',
      });
    }
  }

  return (
    <Modal
      open
      title={t('importDialog.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('importDialog.submit')}
      cancelText={t('common:cancel')}
      confirmLoading={importing.isPending}
      okButtonProps={
        { 'data-testid': 'collection-import-submit' } as Record<`data-${string}`, string>
      }
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('importDialog.intro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        name="collection-import"
        onFinish={(v) => void submit(v)}
        initialValues={initialValues(null)}
      >
        <Form.Item {...item('address')} htmlFor="collection-import-address">
          <Input
            id="collection-import-address"
            placeholder="0x…"
            data-testid="collection-import-address"
          />
        </Form.Item>
        <Form.Item {...item('name')} htmlFor="collection-import-name">
          <Input id="collection-import-name" maxLength={255} data-testid="collection-import-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
