import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../test/antd-actions.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CategorySelect } from './category-select.tsx';

afterEach(() => vi.restoreAllMocks());

// 120 enabled categories, newest first as the server lists them: "Category 001" is the oldest, on page 3.
const CATEGORIES = Array.from({ length: 120 }, (_, i) => ({
  classificationId: 120 - i,
  name: `Category ${String(120 - i).padStart(3, '0')}`,
  status: 1,
}));

/** GET /api/classifications answering a page of CATEGORIES by its page and limit. */
function fakeCategories() {
  const api = fakeApi(({ url }) => {
    const { pathname, searchParams } = new URL(url, 'http://x');
    if (pathname !== '/api/classifications') return undefined;
    const page = Number(searchParams.get('page'));
    const limit = Number(searchParams.get('limit'));
    return ok({
      list: CATEGORIES.slice((page - 1) * limit, page * limit),
      total: CATEGORIES.length,
      lastPage: Math.ceil(CATEGORIES.length / limit),
    });
  });
  return {
    asked: () =>
      api.sent
        .filter((r) => r.url.startsWith('/api/classifications'))
        .map((r) => Object.fromEntries(new URL(r.url, 'http://x').searchParams)),
  };
}

describe('box categories with more than one page of them (spec doc 1 §2, §7)', () => {
  it('asks for every page with limit 50, offers the oldest category, and "All categories" picks all 120', async () => {
    const api = fakeCategories();
    const onChange = vi.fn();
    renderWithProviders(<CategorySelect testId="box-category" onChange={onChange} />);

    // The oldest category is on the third page: found by its name and chosen.
    const input = screen.getByTestId('box-category').querySelector('input')!;
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'Category 001' } });
    await pickOption('box-category', 'Category 001');
    expect(onChange).toHaveBeenLastCalledWith([1]);
    expect(api.asked()).toEqual(
      [1, 2, 3].map((page) => ({ page: String(page), limit: '50', status: '1' })),
    );

    fireEvent.change(input, { target: { value: '' } });
    await pickOption('box-category', 'All categories');
    const all = onChange.mock.lastCall![0] as number[];
    expect(all).toHaveLength(120);
    expect(new Set(all)).toEqual(new Set(CATEGORIES.map((c) => c.classificationId)));
  });
});
