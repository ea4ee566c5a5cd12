import { useState } from 'react';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ATTR_ROWS_MAX } from '@mintfront/domain';
import { useLanguage } from '../../../../i18n/index.ts';
import type { AttrKind, AttrRow } from '../nft-form-values.ts';
import {
  checkRow,
  fromTuple,
  issueText,
  newDraft,
  toTuple,
  type DraftRow,
  type RowIssue,
} from './attr-rows.ts';
import { AttributeRowInputs } from './attribute-row-inputs.tsx';

/** spec doc 1 §2: the date dialog is 697 px wide; the others fit their rows. */
const WIDTH: Record<AttrKind, number> = {
  properties: 600,
  levels: 600,
  stats: 600,
  boosts: 680,
  date: 697,
};

type Props = {
  kind: AttrKind;
  open: boolean;
  rows: AttrRow[];
  onSave: (rows: AttrRow[]) => void;
  onCancel: () => void;
};

/**
 * The attribute dialogs of spec doc 1 §2 (properties, levels, stats, boosts, dates): rows of a
 * name and its values, "Add more" appends a row, each row can be removed, and "Save" commits the
 * rows only when every field of every row is filled and in range; otherwise it marks the fields.
 */
export function AttributeDialog({ kind, open, rows, onSave, onCancel }: Props) {
  const { t } = useTranslation('nftForm');
  const title = t(`attributes.kinds.${kind}.title`);
  return (
    <Modal
      open={open}
      onCancel={onCancel}
      title={title}
      width={WIDTH[kind]}
      footer={null}
      destroyOnHidden
    >
      {/* Mounted per opening, so the draft starts from the saved rows each time. */}
      {open && <AttributeRows kind={kind} title={title} initial={rows} onSave={onSave} />}
    </Modal>
  );
}

function AttributeRows({
  kind,
  title,
  initial,
  onSave,
}: {
  kind: AttrKind;
  title: string;
  initial: AttrRow[];
  onSave: (rows: AttrRow[]) => void;
}) {
  const { t } = useTranslation('nftForm');
  const lang = useLanguage();
  const [rows, setRows] = useState<DraftRow[]>(() =>
    initial.length > 0 ? initial.map((r) => fromTuple(kind, r)) : [newDraft(kind)],
  );
  const [checked, setChecked] = useState(false);
  // Once a save was refused, the marks follow the edits.
  const issues: (RowIssue | null)[] = checked
    ? rows.map((r) => checkRow(kind, r))
    : rows.map(() => null);
  const incomplete = issues.some((i) => i?.key === 'attrIncomplete');

  const update = (i: number, row: DraftRow) =>
    setRows((all) => all.map((r, j) => (j === i ? row : r)));
  const remove = (i: number) => setRows((all) => all.filter((_, j) => j !== i));
  const save = () => {
    setChecked(true);
    if (rows.some((r) => checkRow(kind, r))) return;
    onSave(rows.map((r) => toTuple(kind, r)));
  };

  return (
    <Flex vertical gap={12} data-testid={`attr-${kind}-dialog`}>
      <Typography.Text type="secondary">{t(`attributes.kinds.${kind}.help`)}</Typography.Text>
      {rows.map((row, i) => (
        <Flex key={i} vertical gap={4}>
          <Flex gap={8} align="center" wrap>
            <AttributeRowInputs
              kind={kind}
              row={row}
              n={i + 1}
              bad={new Set(issues[i]?.cells ?? [])}
              onChange={(r) => update(i, r)}
            />
            <Button
              type="text"
              icon={<DeleteOutlined />}
              onClick={() => remove(i)}
              aria-label={t('attributes.remove', { n: i + 1 })}
              data-testid={`attr-${kind}-remove-${i + 1}`}
            />
          </Flex>
          {issues[i] && (
            <Typography.Text type="danger" role="alert" data-testid={`attr-${kind}-error-${i + 1}`}>
              {issueText(issues[i], title, lang)}
            </Typography.Text>
          )}
        </Flex>
      ))}
      {incomplete && <Alert type="error" showIcon title={t('attributes.incomplete')} />}
      <Flex justify="space-between" gap={8}>
        <Button
          icon={<PlusOutlined />}
          onClick={() => setRows((all) => [...all, newDraft(kind)])}
          disabled={rows.length >= ATTR_ROWS_MAX}
          data-testid={`attr-${kind}-add-more`}
        >
          {t('attributes.addMore')}
        </Button>
        <Button type="primary" onClick={save} data-testid={`attr-${kind}-save`}>
          {t('attributes.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
