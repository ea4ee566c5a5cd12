import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { importCollectionBody, type ChainKey } from '@mintfront/domain';
import { useImportCollection } from '../../../api/collections.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { parseOnForm } from '../../../components/form/schema-issues.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { useRules } from '../../../components/use-rules.ts';

type Values = { address: string; name?: string };

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
  const rules = useRules();
  const lang = useLanguage();
  const [form] = Form.useForm<Values>();
  const importing = useImportCollection();

  async function submit(values: Values) {
    const body = { address: values.address, chain, ...(values.name ? { name: values.name } : {}) };
    // The chain is the store's, not a field: an issue with it is said on the address.
    const fieldOf = (path: readonly PropertyKey[]) => (path[0] === 'name' ? ['name'] : ['address']);
    const parsed = parseOnForm(form, importCollectionBody, body, {
      lang,
      labelOf: ([name]) => t(`fields.${name === 'name' ? 'name' : 'address'}`),
      fieldOf,
    });
    if (!parsed) return;
    try {
      const collection = await importing.mutateAsync(parsed);
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
      >
        <Form.Item
          name="address"
          label={t('fields.address')}
          htmlFor="collection-import-address"
          required
          rules={[rules.zod(importCollectionBody.shape.address, t('fields.address'))]}
        >
          <Input
            id="collection-import-address"
            placeholder="0x…"
            data-testid="collection-import-address"
          />
        </Form.Item>
        <Form.Item name="name" label={t('fields.name')} htmlFor="collection-import-name">
          <Input id="collection-import-name" maxLength={255} data-testid="collection-import-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
