import { useCategories } from '../api/categories.ts';

/** The enabled categories of the shop as select options (GET /api/classifications), for the forms that tag things with them. */
export function useCategoryOptions() {
  const { data } = useCategories({ page: 1, limit: 50, status: '1' });
  return (data?.list ?? []).map((c) => ({ value: c.classificationId, label: c.name }));
}
