import { useAllCategories } from '../api/categories.ts';

/** Every enabled category of the shop as select options (GET /api/classifications, all pages), for the forms that tag things with them. */
export function useCategoryOptions() {
  const { data } = useAllCategories({ status: '1' });
  return (data ?? []).map((c) => ({ value: c.classificationId, label: c.name }));
}
