import { useState } from 'react';
import { App, Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BOX_CONTENTS_MAX, NFT_RANKS, type Nft, type NftRank } from '@mintfront/domain';
import { useUpdateNft } from '../../../api/nfts.ts';
import { NFT_RANK_KEY } from '../../../components/nft-tags.tsx';
import { NftPickerDialog } from '../../../components/nft-picker/nft-picker-dialog.tsx';
import { NftEditDialog } from '../../nfts/components/nft-edit-dialog.tsx';
import { nftFormValues, updateNftPayload, type NftFormValues } from '../../nfts/components/nft-form-values.ts';
import { applySelection, type SeriesItem } from './box-form-values.ts';
import { PickRankDialog } from './pick-rank-dialog.tsx';
import { SeriesTable } from './series-table.tsx';

type Props = {
  value?: SeriesItem[];
  onChange?: (series: SeriesItem[]) => void;
  capOf: (item: SeriesItem) => number;
};

/**
 * The series content of spec doc 1 §2: "add content" opens the pick-rank dialog, then the NFT
 * picker of that rank; confirming replaces the series with the selection. Rows are edited in
 * the edit-NFT dialog (confirming saves the NFT and replaces the row) or removed (which removes
 * them from the selection too). The table is hidden while empty.
 */
export function SeriesField({ value = [], onChange, capOf }: Props) {
  const { t } = useTranslation(['mysteryBoxes', 'nfts']);
  const { message } = App.useApp();
  const [step, setStep] = useState<'idle' | 'rank' | 'pick'>('idle');
  const [rank, setRank] = useState<NftRank>(NFT_RANKS.normal);
  const [editing, setEditing] = useState<number | null>(null);
  // Each opening of the picker is a fresh one, starting from the series as it is then.
  const [pickerRun, setPickerRun] = useState(0);
  const update = useUpdateNft();
  const set = (next: SeriesItem[]) => onChange?.(next);
  const edited = editing === null ? undefined : value[editing];

  function picked(selected: Nft[]) {
    set(applySelection(value, selected, rank));
    setStep('idle');
  }

  async function saveEdit(values: NftFormValues) {
    if (!edited) return;
    try {
      const nft = await update.mutateAsync({ id: edited.nft.id, body: updateNftPayload(values) });
      set(value.map((s) => (s === edited ? { ...s, nft, rank: nft.rank } : s)));
      setEditing(null);
      void message.success(t('series.saved'));
    } catch (error) {
      void message.error((error as Error).message);
      throw error;
    }
  }

  return (
    <Flex vertical gap={12} align="stretch">
      <div>
        <Button icon={<PlusOutlined />} onClick={() => setStep('rank')} data-testid="box-add-content">{t('addContent')}</Button>
      </div>
      {value.length > 0 && (
        <SeriesTable
          items={value}
          capOf={capOf}
          onQuantity={(i, quantity) => set(value.map((s, at) => (at === i ? { ...s, quantity } : s)))}
          onEdit={setEditing}
          onRemove={(i) => set(value.filter((_, at) => at !== i))}
        />
      )}
      <PickRankDialog
        open={step === 'rank'}
        onPick={(r) => {
          setRank(r);
          setPickerRun((n) => n + 1);
          setStep('pick');
        }}
        onCancel={() => setStep('idle')}
      />
      <NftPickerDialog
        key={pickerRun}
        open={step === 'pick'}
        title={t('pickerTitle', { rank: t(`nfts:rankLong.${NFT_RANK_KEY[rank]}`) })}
        fixed={{ rank }}
        max={BOX_CONTENTS_MAX}
        initial={value.map((s) => s.nft)}
        onConfirm={picked}
        onCancel={() => setStep('idle')}
        testId="box-picker"
      />
      <NftEditDialog open={edited !== undefined} initialValues={edited ? nftFormValues(edited.nft) : undefined} onConfirm={saveEdit} onCancel={() => setEditing(null)} />
    </Flex>
  );
}
