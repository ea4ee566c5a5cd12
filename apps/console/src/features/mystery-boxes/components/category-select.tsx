import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCategoryOptions } from '../../../components/use-category-options.ts';

const ALL = -1;

type Props = { id?: string; value?: number[]; onChange?: (ids: number[]) => void; testId?: string };

/** spec doc 1 §2: the box's categories, a multi-select whose 'all' option picks every category (again: none). */
export function CategorySelect({ id, value = [], onChange, testId }: Props) {
  const { t } = useTranslation('mysteryBoxes');
  const categories = useCategoryOptions();
  const every = categories.map((c) => c.value);
  const change = (ids: number[]) => {
    if (!ids.includes(ALL)) return onChange?.(ids);
    onChange?.(every.every((c) => value.includes(c)) ? [] : every);
  };
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      allowClear
      value={value}
      onChange={change}
      options={[{ value: ALL, label: t('allCategories') }, ...categories]}
      showSearch={{ optionFilterProp: 'label' }}
      data-testid={testId}
    />
  );
}
