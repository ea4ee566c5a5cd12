import { Input, Select } from 'antd';

type ListSearchProps = {
  value: string | undefined;
  label: string;
  onSearch: (search: string) => void;
  testId?: string;
};

/** The search box of a list's toolbar (its label doubles as placeholder). */
export function ListSearch({ value, label, onSearch, testId }: ListSearchProps) {
  return (
    <Input.Search
      allowClear
      defaultValue={value}
      placeholder={label}
      aria-label={label}
      onSearch={onSearch}
      style={{ width: 240 }}
      data-testid={testId}
    />
  );
}

type ListSelectProps = {
  label: string;
  /** The filter's URL value; none chosen shows the `all` option. */
  value: string | undefined;
  onChange: (value: string) => void;
  /** The text of the option that filters nothing out. */
  all: string;
  options: { value: string; label: string }[];
  width?: number;
  testId?: string;
};

/**
 * A choice filter of a list's toolbar, with an "all" option first. Its label is shown inside the
 * box ("Status: All"), so that three filters on "All" still say what each filters (issue 22).
 */
export function ListSelect({
  label,
  value,
  onChange,
  all,
  options,
  width = 160,
  testId,
}: ListSelectProps) {
  return (
    <Select
      aria-label={label}
      prefix={<span className="list-filter-label">{label}:</span>}
      value={value ?? ''}
      onChange={onChange}
      style={{ minWidth: width }}
      popupMatchSelectWidth={false}
      data-testid={testId}
      options={[{ value: '', label: all }, ...options]}
    />
  );
}
