import { DatePicker, Input, InputNumber, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ATTR_TEXT_MAX } from '@mintfront/domain';
import type { AttrKind } from '../nft-form-values.ts';
import { ATTR_DATE_FORM_FORMAT, ATTR_DATE_VALUE_FORMAT } from './attr-dates.ts';
import type { Cell, DraftRow } from './attr-rows.ts';

type Props = {
  kind: AttrKind;
  row: DraftRow;
  /** Row number as people count (1-based), for labels and test ids. */
  n: number;
  bad: Set<Cell>;
  onChange: (row: DraftRow) => void;
};

/** The inputs of one attribute row: a name, then the value cells of its kind (spec doc 1 §3 attrs). */
export function AttributeRowInputs({ kind, row, n, bad, onChange }: Props) {
  const { t } = useTranslation('nftForm');
  const set = (patch: Partial<DraftRow>) => onChange({ ...row, ...patch });
  const status = (cell: Cell) => (bad.has(cell) ? 'error' : undefined);
  const id = (cell: Cell | 'boost') => `attr-${kind}-${cell}-${n}`;
  const label = (text: string) => `${text} ${n}`;
  // No min/max on the inputs: they would silently clamp, and the range message must show instead.
  const number = (cell: 'current' | 'max' | 'percent', text: string) => (
    <InputNumber
      value={row[cell]}
      onChange={(v) => set({ [cell]: v ?? null })}
      status={status(cell)}
      aria-label={label(text)}
      data-testid={id(cell)}
      style={{ width: 96 }}
    />
  );

  return (
    <>
      <Input
        value={row.name}
        onChange={(e) => set({ name: e.target.value })}
        status={status('name')}
        maxLength={ATTR_TEXT_MAX}
        aria-label={label(t('attributes.name'))}
        placeholder={t('attributes.name')}
        data-testid={id('name')}
        style={{ flex: 1, minWidth: 120 }}
      />
      {kind === 'properties' && (
        <Input
          value={row.value}
          onChange={(e) => set({ value: e.target.value })}
          status={status('value')}
          maxLength={ATTR_TEXT_MAX * 2}
          aria-label={label(t('attributes.value'))}
          placeholder={t('attributes.value')}
          data-testid={id('value')}
          style={{ flex: 1, minWidth: 120 }}
        />
      )}
      {kind === 'boosts' && (
        <Select
          value={row.boost}
          onChange={(boost) => set({ boost })}
          aria-label={label(t('attributes.boostType'))}
          data-testid={id('boost')}
          style={{ width: 112 }}
          options={[
            { value: 'percent', label: t('attributes.percentType') },
            { value: 'number', label: t('attributes.number') },
          ]}
        />
      )}
      {kind === 'boosts' && row.boost === 'percent' && number('percent', t('attributes.percent'))}
      {(kind === 'levels' || kind === 'stats' || (kind === 'boosts' && row.boost === 'number')) && (
        <>
          {number('current', t('attributes.current'))}
          <Typography.Text type="secondary">{t('attributes.of')}</Typography.Text>
          {number('max', t('attributes.max'))}
        </>
      )}
      {kind === 'date' && (
        <DatePicker
          value={row.date ? dayjs(row.date) : null}
          onChange={(d) => set({ date: d ? d.format(ATTR_DATE_VALUE_FORMAT) : null })}
          format={ATTR_DATE_FORM_FORMAT}
          status={status('date')}
          aria-label={label(t('attributes.date'))}
          data-testid={id('date')}
          style={{ width: 180 }}
        />
      )}
    </>
  );
}
