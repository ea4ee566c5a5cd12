import { useState } from 'react';
import { Button, Flex, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { NftForm } from './nft-form.tsx';
import { withDefaults, type NftFormValues } from './nft-form-values.ts';

export type NftEditDialogProps = {
  open: boolean;
  /** What the form opens with; what is left out takes the defaults of a new NFT. */
  initialValues?: Partial<NftFormValues>;
  /**
   * 'edit' (default): an NFT that exists; collection, quantity and royalty are read-only (on chain).
   * 'create': the sibling "add content" dialog, every field editable.
   */
  mode?: 'create' | 'edit';
  title?: string;
  okText?: string;
  /**
   * The checked values. The caller closes the dialog (`open` false) when it is done with them. It
   * may return a promise: the confirm button shows progress until it settles, and the dialog keeps
   * the values when it rejects.
   */
  onConfirm: (values: NftFormValues) => void | Promise<void>;
  onCancel: () => void;
};

/** spec doc 1 §2 Edit-NFT content dialog: the NFT form in a 1200 px modal. */
export function NftEditDialog({ open, onCancel, ...props }: NftEditDialogProps) {
  const { t } = useTranslation('nftForm');
  const mode = props.mode ?? 'edit';
  return (
    <Modal
      open={open}
      onCancel={onCancel}
      width={1200}
      title={props.title ?? t(mode === 'edit' ? 'editDialog.title' : 'editDialog.addTitle')}
      footer={null}
      destroyOnHidden
    >
      {/* Mounted per opening, so each opening starts from its initial values. */}
      {open && <NftEditDialogBody {...props} mode={mode} onCancel={onCancel} />}
    </Modal>
  );
}

function NftEditDialogBody({
  initialValues,
  mode,
  okText,
  onConfirm,
  onCancel,
}: Omit<NftEditDialogProps, 'open' | 'title'> & { mode: 'create' | 'edit' }) {
  const { t } = useTranslation(['nftForm', 'common']);
  const [form] = Form.useForm<NftFormValues>();
  const [initial] = useState(() => withDefaults(initialValues));
  const [busy, setBusy] = useState(false);

  async function confirm(values: NftFormValues) {
    setBusy(true);
    try {
      await onConfirm(values);
    } catch {
      // The caller showed why; the dialog stays open with the values.
    } finally {
      setBusy(false);
    }
  }

  return (
    <NftForm
      form={form}
      name="nft-edit"
      mode={mode}
      variant="dialog"
      initialValues={initial}
      onValid={(values) => void confirm(values)}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onCancel} data-testid="nft-edit-cancel">
            {t('common:cancel')}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={busy}
            disabled={busy}
            data-testid="nft-edit-confirm"
          >
            {okText ?? t('editDialog.confirm')}
          </Button>
        </Flex>
      }
    />
  );
}
