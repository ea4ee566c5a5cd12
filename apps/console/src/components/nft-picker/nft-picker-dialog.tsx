import { useState } from 'react';
import { Button, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Nft } from '@mintfront/domain';
import { NftPicker, type NftPickerProps } from './nft-picker.tsx';

type Props = Pick<NftPickerProps, 'fixed' | 'max'> & {
  open: boolean;
  title: string;
  /** The selection the dialog opens with. */
  initial: Nft[];
  onConfirm: (selected: Nft[]) => void;
  onCancel: () => void;
  testId?: string;
};

/** The NFT picker in a modal: the selection is a draft until confirmed. */
export function NftPickerDialog({
  open,
  title,
  initial,
  onConfirm,
  onCancel,
  testId = 'nft-picker',
  ...picker
}: Props) {
  const { t } = useTranslation('nftPicker');
  return (
    <Modal open={open} title={title} width={960} onCancel={onCancel} destroyOnHidden footer={null}>
      {/* Mounted per opening, so each opening starts from the selection it is given. */}
      {open && (
        <DialogBody
          initial={initial}
          onConfirm={onConfirm}
          onCancel={onCancel}
          testId={testId}
          confirmText={t('confirm')}
          cancelText={t('cancel')}
          {...picker}
        />
      )}
    </Modal>
  );
}

function DialogBody({
  initial,
  onConfirm,
  onCancel,
  testId,
  confirmText,
  cancelText,
  ...picker
}: Omit<Props, 'open' | 'title'> & { testId: string; confirmText: string; cancelText: string }) {
  const [draft, setDraft] = useState<Nft[]>(initial);
  return (
    <>
      <NftPicker {...picker} selected={draft} onChange={setDraft} testId={testId} />
      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={onCancel} data-testid={`${testId}-cancel`}>
          {cancelText}
        </Button>
        <Button type="primary" onClick={() => onConfirm(draft)} data-testid={`${testId}-confirm`}>
          {confirmText}
        </Button>
      </Flex>
    </>
  );
}
