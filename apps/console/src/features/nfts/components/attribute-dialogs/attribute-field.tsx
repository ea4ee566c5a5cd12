import { useState } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AttrKind, AttrRow } from '../nft-form-values.ts';
import { formatAttrDate } from './attr-dates.ts';
import { AttributeDialog } from './attribute-dialog.tsx';

type Props = {
  kind: AttrKind;
  /** Injected by Form.Item: the rows in the attrs shape of spec doc 1 §3. */
  value?: AttrRow[];
  onChange?: (rows: AttrRow[]) => void;
  id?: string;
};

/** One saved row in words: "Colour: Blue", "Speed 3 of 5", "Luck +10%", "Birthday 2024/02/29". */
export function attrRowText(
  kind: AttrKind,
  row: AttrRow,
  of: string,
  dates: 'form' | 'display' = 'form',
): string {
  const [name, a, b] = row as unknown as [string, string | number, number | undefined];
  if (kind === 'properties') return `${name}: ${a}`;
  if (kind === 'date') return `${name} ${formatAttrDate(String(a), dates)}`;
  if (kind === 'boosts' && b === undefined) return `${name} +${a}%`;
  return `${name} ${a} ${of} ${b}`;
}

/** An attribute kind in the NFT form: its saved rows as tags and the button that opens its dialog. */
export function AttributeField({ kind, value = [], onChange, id }: Props) {
  const { t } = useTranslation('nftForm');
  const [open, setOpen] = useState(false);
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text type="secondary">{t(`attributes.kinds.${kind}.help`)}</Typography.Text>
        <Button
          id={id}
          icon={value.length > 0 ? <EditOutlined /> : <PlusOutlined />}
          onClick={() => setOpen(true)}
          aria-label={`${t(value.length > 0 ? 'attributes.edit' : 'attributes.add')} ${t(`attributes.kinds.${kind}.title`)}`}
          data-testid={`attr-${kind}-open`}
        >
          {t(value.length > 0 ? 'attributes.edit' : 'attributes.add')}
        </Button>
      </Flex>
      {value.length > 0 && (
        <Flex wrap gap={4} data-testid={`attr-${kind}-rows`}>
          {value.map((row, i) => (
            <Tag key={i}>{attrRowText(kind, row, t('attributes.of'))}</Tag>
          ))}
        </Flex>
      )}
      <AttributeDialog
        kind={kind}
        open={open}
        rows={value}
        onCancel={() => setOpen(false)}
        onSave={(rows) => {
          onChange?.(rows);
          setOpen(false);
        }}
      />
    </Flex>
  );
}
