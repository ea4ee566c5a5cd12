import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OWNER_ALLOWS, type Category } from '@mintfront/domain';
import { renderRoutes } from '../../test/render.tsx';
import CategoryList from './category-list.tsx';

const PNG = `ab/cd/${'a'.repeat(64)}.png`;
const SVG = `ef/01/${'b'.repeat(64)}.svg`;
const category = (
  id: number,
  name: string,
  icon: string | null,
  iconThumbnail: string | null,
  over: Partial<Category> = {},
): Category => ({
  classificationId: id,
  name,
  status: 1,
  type: 'customized',
  image: null,
  imageUrl: null,
  icon,
  iconUrl: icon && `http://localhost:8080/api/files/${icon}`,
  iconThumbnail,
  iconThumbnailUrl: iconThumbnail && `http://localhost:8080/api/files/${iconThumbnail}`,
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});
const LIST = [
  category(1, 'Posters', PNG, PNG.replace('.png', '.thumb.webp')),
  category(2, 'Vectors', SVG, null),
  category(3, 'Plain', null, null),
];
const ok = (data: unknown) =>
  new Response(JSON.stringify({ statusCode: 0, statusDesc: 'ok', data }), {
    headers: { 'Content-Type': 'application/json' },
  });
const shop = { id: 9, name: 'Moon', allows: OWNER_ALLOWS, isOwner: true, setup: {} };

afterEach(() => vi.restoreAllMocks());

type Call = { method: string; url: string; body: unknown };
/** The list of shop 9; a PUT answers `putAnswer` (the updated category, or an error envelope). */
function render(
  putAnswer: (body: Record<string, unknown>) => Response = (body) => ok({ ...LIST[0], ...body }),
) {
  localStorage.setItem('Token', 't');
  localStorage.setItem('uid', '1');
  localStorage.setItem('shopId', '9');
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method: init?.method ?? 'GET', url: String(input), body });
    if (String(input).includes('/api/shop/info')) return ok(shop);
    if (init?.method === 'PUT') return putAnswer(body);
    return ok({ list: LIST, total: LIST.length, lastPage: 1 });
  });
  renderRoutes([{ path: '/Settings/category', element: <CategoryList /> }], {
    at: '/Settings/category',
  });
  return calls;
}
// antd's test build labels every dialog "test-id", so the dialog is found by its title text.
async function editDialog() {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Edit category');
  return dialog;
}
const row = (name: string) => screen.getByText(name, { exact: true }).closest('tr') as HTMLElement;

describe(
  'Settings/category list: icons from their thumbnails (issue 3)',
  { timeout: 30_000 },
  () => {
    it('shows the thumbnail, the original SVG when there is no thumbnail, and "No icon" without a file', async () => {
      render();
      await screen.findByText('Posters');
      expect(within(row('Posters')).getByRole('img', { name: 'Posters' })).toHaveAttribute(
        'src',
        `/api/files/${PNG.replace('.png', '.thumb.webp')}`,
      );
      expect(within(row('Vectors')).getByRole('img', { name: 'Vectors' })).toHaveAttribute(
        'src',
        `/api/files/${SVG}`,
      );
      expect(within(row('Plain')).queryByRole('img', { name: 'Plain' })).not.toBeInTheDocument();
      expect(within(row('Plain')).getByText('No icon')).toBeInTheDocument();
    });
  },
);

describe('Settings/category edit', { timeout: 30_000 }, () => {
  it('opens the form with the category, keeps its icon and sends the changes with PUT', async () => {
    const calls = render();
    await userEvent.click(await screen.findByTestId('category-edit-1'));
    const dialog = await editDialog();
    expect(within(dialog).getByTestId('category-name')).toHaveValue('Posters');
    expect(within(dialog).getByRole('radio', { name: 'Enabled' })).toBeChecked();
    expect(within(dialog).getByTestId('category-icon-value')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByTestId('category-name'));
    await userEvent.type(within(dialog).getByTestId('category-name'), 'Prints');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Disabled' }));
    await userEvent.click(within(dialog).getByTestId('category-save'));

    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toContain('/api/classifications/1');
    expect(put.body).toEqual({
      name: 'Prints',
      status: 0,
      type: 'customized',
      icon: PNG,
      image: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Category updated')).toBeInTheDocument();
  });

  it('refuses an empty name before sending, and shows a taken name (40017) on the field', async () => {
    const calls = render(
      () =>
        new Response(
          JSON.stringify({
            statusCode: 40017,
            statusDesc: 'A category with this name already exists',
            data: null,
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    );
    await userEvent.click(await screen.findByTestId('category-edit-2'));
    const dialog = await editDialog();
    await userEvent.clear(within(dialog).getByTestId('category-name'));
    await userEvent.click(within(dialog).getByTestId('category-save'));
    expect(
      await within(dialog).findByText(/Name is required|name is required/),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.type(within(dialog).getByTestId('category-name'), 'Posters');
    await userEvent.click(within(dialog).getByTestId('category-save'));
    expect(
      await within(dialog).findByText('A category with this name already exists'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('category-name')).toHaveAttribute('aria-invalid', 'true');
  });
});
