import { useState } from 'react';
import { Button, Checkbox, Flex, Popover, Typography } from 'antd';
import { TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** spec doc 1 §5: "Maximum selectable columns: 10". */
export const MAX_CHOSEN_COLUMNS = 10;

export type ColumnChoice = {
  /** The choice is kept in this browser under this name, one per list. */
  storageKey: string;
  /** Keys shown until the member chooses (default: the first ten offered). */
  initial?: string[];
  /** Keys always shown and not offered (the name, the actions). */
  fixed?: string[];
};

export type ColumnOption = { key: string; label: string };

const storageName = (key: string) => `mintfront.columns.${key}`;

function stored(storageKey: string): string[] | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageName(storageKey)) ?? 'null');
    return Array.isArray(value) && value.every((k) => typeof k === 'string') ? value : null;
  } catch {
    return null;
  }
}

/** The chosen column keys (at most ten, at least one), kept in local storage. */
export function useChosenColumns(options: ColumnOption[], choice: ColumnChoice | undefined) {
  const offered = options.map((o) => o.key);
  const [keys, setKeys] = useState<string[] | null>(() =>
    choice ? stored(choice.storageKey) : null,
  );
  const fallback = choice?.initial ?? offered;
  // Keys of columns no longer offered are dropped; the cap holds whatever storage said.
  const chosen = (keys ?? fallback).filter((k) => offered.includes(k)).slice(0, MAX_CHOSEN_COLUMNS);
  const choose = (next: string[]) => {
    const ordered = offered.filter((k) => next.includes(k)).slice(0, MAX_CHOSEN_COLUMNS);
    if (ordered.length === 0 || !choice) return;
    localStorage.setItem(storageName(choice.storageKey), JSON.stringify(ordered));
    setKeys(ordered);
  };
  return { chosen, choose };
}

type ColumnChooserProps = {
  options: ColumnOption[];
  chosen: string[];
  onChange: (keys: string[]) => void;
  testId?: string;
};

/** The "Columns" button of a list toolbar: checkboxes, ten at most, one at least. */
export function ColumnChooser({
  options,
  chosen,
  onChange,
  testId = 'column-chooser',
}: ColumnChooserProps) {
  const { t } = useTranslation('common');
  const full = chosen.length >= MAX_CHOSEN_COLUMNS;
  const content = (
    <Flex vertical gap={8} style={{ maxWidth: 260 }} data-testid={`${testId}-panel`}>
      <Typography.Text type="secondary" id={`${testId}-hint`}>
        {t('table.columnsHint', { shown: chosen.length, max: MAX_CHOSEN_COLUMNS })}
      </Typography.Text>
      <Checkbox.Group
        value={chosen}
        onChange={(keys) => onChange(keys as string[])}
        aria-describedby={`${testId}-hint`}
      >
        <Flex vertical gap={4}>
          {options.map((o) => {
            const on = chosen.includes(o.key);
            return (
              <Checkbox
                key={o.key}
                value={o.key}
                disabled={(full && !on) || (on && chosen.length === 1)}
                data-testid={`${testId}-${o.key}`}
              >
                {o.label}
              </Checkbox>
            );
          })}
        </Flex>
      </Checkbox.Group>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content} title={t('table.columns')}>
      <Button icon={<TableOutlined />} data-testid={testId}>
        {t('table.columns')}
      </Button>
    </Popover>
  );
}
