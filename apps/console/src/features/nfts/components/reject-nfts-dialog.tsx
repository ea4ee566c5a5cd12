import { App, type ButtonProps, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { nftRefuseBody } from '@mintfront/domain';
import { useRefuseNfts } from '../../../api/nfts.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';

/** The dialog's one field (labels in `nfts`); the chosen ids go beside it. */
const FIELDS = fieldList<never>()({ reason: { label: 'reject.reason', initial: '' } });
type Values = ValuesOf<typeof FIELDS>;

/** spec doc 1 §6: the owner rejects NFTs In Review with a reason their creators see (required). */
export function RejectNftsDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: number[];
  onClose: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation(['nfts', 'common']);
  const { message } = App.useApp();
  // The dialog has one field: an issue with the chosen ids is said there too.
  const { form, item, output } = useSchemaForm({
    schema: nftRefuseBody,
    fields: FIELDS,
    label: t as (key: string) => string,
    issues: { fieldOf: () => ['reason'], labelOf: () => t('reject.reason') },
  });
  const refuse = useRefuseNfts();

  async function submit(values: Values) {
    const parsed = output(values, { ids });
    if (!parsed) return;
    try {
      await refuse.mutateAsync(parsed);
      void message.success(t('reject.rejected'));
      onDone?.();
      onClose();
    } catch (error) {
      showFormError(form, error, (text) => void message.error(text));
    }
  }

  return (
    <Modal
      open
      title={t('reject.title', { count: ids.length })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('reject.submit')}
      okButtonProps={{ danger: true, 'data-testid': 'nft-reject-submit' } as ButtonProps}
      cancelText={t('common:cancel')}
      confirmLoading={refuse.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('reject.intro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        name="nft-reject"
        onFinish={(v) => void submit(v)}
      >
        <Form.Item {...item('reason')} htmlFor="nft-reject-reason" required>
          <Input.TextArea
            id="nft-reject-reason"
            rows={4}
            maxLength={1000}
            showCount
            data-testid="nft-reject-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
