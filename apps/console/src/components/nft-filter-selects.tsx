import { useState } from 'react';
import { Select } from 'antd';
import { useNftFilters } from '../api/categories.ts';
import { useCollectionNames, useCollections } from '../api/collections.ts';

type FilterProps = {
  /** The filter's URL value; none chosen clears it. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Its label (also the placeholder). */
  label: string;
  testId?: string;
};

/**
 * An NFT list's category filter: any of several enabled categories (GET /api/filters), as the
 * comma-joined `categories` of GET /api/tokens.
 */
export function CategoryFilter({ value, onChange, label, testId }: FilterProps) {
  const { data: filters } = useNftFilters();
  return (
    <Select
      mode="multiple"
      allowClear
      aria-label={label}
      placeholder={label}
      value={value ? value.split(',') : []}
      onChange={(ids: string[]) => onChange(ids.join(',') || undefined)}
      options={(filters?.categories ?? []).map((c) => ({
        value: String(c.classificationId),
        label: c.name,
      }))}
      showSearch={{ optionFilterProp: 'label' }}
      maxTagCount="responsive"
      style={{ minWidth: 180 }}
      data-testid={testId}
    />
  );
}

/**
 * An NFT list's collection filter (`contract_id`), searched on the server so a store with many
 * collections finds each. Render it only for members with collection view (mask 2).
 */
export function CollectionFilter({
  value,
  onChange,
  label,
  testId,
  fallback,
}: FilterProps & { fallback: (id: string) => string }) {
  const [search, setSearch] = useState('');
  const { data } = useCollections({ page: 1, limit: 50, search: search || undefined });
  const chosen = value ? Number(value) : 0;
  const chosenName = useCollectionNames(chosen ? [chosen] : []).get(chosen);
  const options = (data?.list ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (value && !options.some((o) => o.value === value))
    options.unshift({ value, label: chosenName ?? fallback(value) });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(id?: string) => onChange(id)}
      options={options}
      style={{ width: 200 }}
      data-testid={testId}
    />
  );
}
