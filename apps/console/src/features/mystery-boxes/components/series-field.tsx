import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { App, Button, Flex } from 'antd';
import { FileAddOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  BOX_CONTENTS_MAX,
  NFT_RANKS,
  NFT_STATUS,
  canJoinBox,
  type Nft,
  type NftRank,
} from '@mintfront/domain';
import { useCreateNft, useNft, useUpdateNft } from '../../../api/nfts.ts';
import { NFT_RANK_KEY } from '../../../components/nft-tags.tsx';
import { NftPickerDialog } from '../../../components/nft-picker/nft-picker-dialog.tsx';
import { NftEditDialog } from '../../nfts/components/nft-edit-dialog.tsx';
import {
  createNftPayload,
  nftFormValues,
  updateNftPayload,
  type NftFormValues,
} from '../../nfts/components/nft-form-values.ts';
import { appendCreated, applySelection, type SeriesItem } from './box-form-values.ts';
import { MintingContent } from './minting-content.tsx';
import { PickRankDialog } from './pick-rank-dialog.tsx';
import { SeriesTable } from './series-table.tsx';

type Props = {
  value?: SeriesItem[];
  onChange?: (series: SeriesItem[]) => void;
  capOf: (item: SeriesItem) => number;
};

/**
 * The series content of spec doc 1 §2: "choose NFTs" opens the pick-rank dialog, then the NFT
 * picker of that rank; confirming replaces the series with the selection. "Add content" opens the
 * edit-NFT dialog in creation mode: the new NFT joins the series like a picked one when the server
 * would take it in a box (minted, Off Sale); one being minted is waited for and joins when minted;
 * one waiting for the owner's approval does not, and a message says why. Rows are edited in
 * the edit-NFT dialog (confirming saves the NFT and replaces the row; its edit button spins while
 * the NFT loads) or removed (which removes them from the selection too). The table is hidden while empty.
 */
export function SeriesField({ value = [], onChange, capOf }: Props) {
  const { t } = useTranslation(['mysteryBoxes', 'nfts']);
  const { message } = App.useApp();
  const [step, setStep] = useState<'idle' | 'rank' | 'pick'>('idle');
  const [rank, setRank] = useState<NftRank>(NFT_RANKS.normal);
  const [editing, setEditing] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  // NFTs made with "Add content" whose mint is awaited before they join the series.
  const [minting, setMinting] = useState<Nft[]>([]);
  // Each opening of the picker is a fresh one, starting from the series as it is then.
  const [pickerRun, setPickerRun] = useState(0);
  const update = useUpdateNft();
  const create = useCreateNft();
  // The series as last set, so changes made in one render (two NFTs minted at once) all count.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const set = useCallback(
    (next: SeriesItem[]) => {
      latest.current = next;
      onChange?.(next);
    },
    [onChange],
  );
  const edited = editing === null ? undefined : value[editing];
  // The picker's rows come from the list, which never carries the unlockable text: the dialog edits the detail.
  const detail = useNft(edited?.nft.id, { toast: false });
  const editedNft = edited && detail.data?.id === edited.nft.id ? detail.data : undefined;
  // The row's edit button spins until the detail is in. If it cannot be loaded, the failure is said
  // (in the user's language) and the row can be edited again.
  const editLoading = editing !== null && !editedNft && !detail.isError ? editing : null;
  const loadFailed = editing !== null && !editedNft && detail.isError ? detail.error : null;
  useEffect(() => {
    if (!loadFailed) return;
    setEditing(null);
    void message.error(loadFailed.message);
  }, [loadFailed, message]);

  function picked(selected: Nft[]) {
    set(applySelection(value, selected, rank));
    setStep('idle');
  }

  async function saveEdit(values: NftFormValues) {
    if (!edited) return;
    try {
      const nft = await update.mutateAsync({ id: edited.nft.id, body: updateNftPayload(values) });
      set(
        latest.current.map((s) => (s.nft.id === edited.nft.id ? { ...s, nft, rank: nft.rank } : s)),
      );
      setEditing(null);
      void message.success(t('series.saved'));
    } catch (error) {
      void message.error((error as Error).message);
      throw error;
    }
  }

  async function saveNew(values: NftFormValues) {
    try {
      const nft = await create.mutateAsync(createNftPayload(values));
      setCreating(false);
      if (canJoinBox(nft)) {
        set(appendCreated(latest.current, nft));
        void message.success(t('series.created'));
      } else {
        // POST /api/boxes would refuse it now: a Minting one joins once minted (MintingContent);
        // an In Review one may wait for days, so it is chosen later.
        if (nft.status === NFT_STATUS.minting) setMinting((waiting) => [...waiting, nft]);
        void message.info(
          t(
            nft.status === NFT_STATUS.inReview ? 'series.createdInReview' : 'series.createdMinting',
            { name: nft.title },
          ),
          10,
        );
      }
    } catch (error) {
      void message.error((error as Error).message);
      throw error;
    }
  }

  const stopWaiting = (id: number) => setMinting((waiting) => waiting.filter((n) => n.id !== id));
  const joinMinted = useCallback(
    (nft: Nft) => {
      stopWaiting(nft.id);
      const series = latest.current;
      if (series.some((s) => s.nft.id === nft.id)) return;
      if (series.length >= BOX_CONTENTS_MAX) {
        void message.warning(t('series.mintedFull', { name: nft.title }));
        return;
      }
      set(appendCreated(series, nft));
      void message.success(t('series.mintedAdded', { name: nft.title }));
    },
    [set, message, t],
  );
  const mintFailed = useCallback(
    (nft: Nft) => {
      stopWaiting(nft.id);
      void message.error(t('series.mintFailed', { name: nft.title }), 10);
    },
    [message, t],
  );

  return (
    <Flex vertical gap={12} align="stretch">
      <Flex gap={8} wrap>
        <Button
          icon={<PlusOutlined />}
          onClick={() => setStep('rank')}
          data-testid="box-add-content"
        >
          {t('pickContent')}
        </Button>
        <Button
          icon={<FileAddOutlined />}
          onClick={() => setCreating(true)}
          disabled={value.length >= BOX_CONTENTS_MAX}
          data-testid="box-create-content"
        >
          {t('addContent')}
        </Button>
      </Flex>
      {minting.map((nft) => (
        <MintingContent
          key={nft.id}
          nft={nft}
          onMinted={joinMinted}
          onFailed={mintFailed}
          onDrop={() => stopWaiting(nft.id)}
        />
      ))}
      {value.length > 0 && (
        <SeriesTable
          items={value}
          capOf={capOf}
          onQuantity={(i, quantity) =>
            set(value.map((s, at) => (at === i ? { ...s, quantity } : s)))
          }
          onEdit={setEditing}
          editLoading={editLoading}
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
      <NftEditDialog
        open={creating}
        mode="create"
        okText={t('series.createConfirm')}
        onConfirm={saveNew}
        onCancel={() => setCreating(false)}
      />
      <NftEditDialog
        open={editedNft !== undefined}
        initialValues={editedNft ? nftFormValues(editedNft) : undefined}
        onConfirm={saveEdit}
        onCancel={() => setEditing(null)}
      />
    </Flex>
  );
}
