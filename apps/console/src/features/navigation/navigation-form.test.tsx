import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n, { setLanguage } from '../../i18n/index.ts';
import { fakeApi, ok, page } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import NavigationCreate from './navigation-create.tsx';

afterEach(() => vi.restoreAllMocks());

function render() {
  const api = fakeApi(({ method, url }) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/navigation/page/list')
      return page([
        { kind: 'home', name: 'Home', link: '/' },
        { kind: 'page', name: 'About', link: '/page/3' },
        { kind: 'drop', name: 'Genesis', link: '/drop/5' },
        { kind: 'airdrop', name: 'Gift', link: '/airdrop/2' },
        { kind: 'raffle', name: 'Lucky', link: '/raffle/4' },
      ]);
    if (method === 'GET') return page([]);
    if (method === 'POST') return ok({ id: 1, title: 'Main', items: [] });
    return undefined;
  });
  renderRoutes(
    [
      { path: '/Appearance/Navigation/create', element: <NavigationCreate /> },
      { path: '/Appearance/Navigation', element: <p>menus</p> },
    ],
    { at: '/Appearance/Navigation/create' },
  );
  return api;
}
const type = (testId: string, value: string) =>
  fireEvent.change(
    screen.getByTestId(testId).querySelector('input') ?? screen.getByTestId(testId),
    {
      target: { value },
    },
  );

describe('Appearance/Navigation/create (spec doc 2 §3, §5)', () => {
  it('holds at most 5 items: the add button stops at 5', async () => {
    render();
    const add = await screen.findByTestId('menu-item-add');
    for (let i = 0; i < 4; i++) await userEvent.click(add);
    expect(screen.getByTestId('menu-item-4')).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(screen.getByText('5 of 5 items')).toBeInTheDocument();
  });

  it('refuses a link that does not start with http://, https:// or /, naming the field', async () => {
    const api = render();
    type('menu-title', 'Main');
    type('menu-item-0-name', 'Evil');
    type('menu-item-0-link', 'javascript:alert(1)');
    await userEvent.click(screen.getByTestId('menu-save'));
    expect(
      await screen.findByText(/Link must start with http:\/\/, https:\/\/ or \//),
    ).toBeInTheDocument();
    expect(api.last('POST', '/api/navigation')).toBeUndefined();
  });

  it('creates a menu: POST /api/navigation with the title and items', async () => {
    const api = render();
    type('menu-title', 'Main');
    type('menu-item-0-name', 'About');
    type('menu-item-0-link', '/page/3');
    await userEvent.click(screen.getByTestId('menu-item-add'));
    type('menu-item-1-name', 'Blog');
    type('menu-item-1-link', 'https://blog.example.com');
    await userEvent.click(screen.getByTestId('menu-save'));
    await waitFor(() => expect(api.last('POST', '/api/navigation')).toBeDefined());
    expect(api.last('POST', '/api/navigation')!.body).toEqual({
      title: 'Main',
      items: [
        { name: 'About', link: '/page/3' },
        { name: 'Blog', link: 'https://blog.example.com' },
      ],
    });
  });

  it('offers the store’s pages, drops, airdrops and raffles grouped by kind; a drop is picked as /drop/{id}', async () => {
    const api = render();
    type('menu-title', 'Main');
    type('menu-item-0-name', 'Mint');
    await userEvent.click(within(screen.getByTestId('menu-item-0-link')).getByRole('combobox'));
    expect(await groupsShown()).toEqual([
      ['Store pages', ['Home (/)', 'About (/page/3)']],
      ['Drops', ['Genesis (/drop/5)']],
      ['Airdrops', ['Gift (/airdrop/2)']],
      ['Raffles', ['Lucky (/raffle/4)']],
    ]);
    await userEvent.click(screen.getByTitle('Genesis (/drop/5)'));
    await userEvent.click(screen.getByTestId('menu-save'));
    await waitFor(() => expect(api.last('POST', '/api/navigation')).toBeDefined());
    expect(api.last('POST', '/api/navigation')!.body).toEqual({
      title: 'Main',
      items: [{ name: 'Mint', link: '/drop/5' }],
    });
  });

  it('names the groups in Chinese too', async () => {
    await setLanguage('zh');
    try {
      render();
      await userEvent.click(within(screen.getByTestId('menu-item-0-link')).getByRole('combobox'));
      expect((await groupsShown()).map(([label]) => label)).toEqual([
        '店铺页面',
        'Drop 发售',
        '空投',
        '抽奖',
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

/** The open dropdown's groups (collections and NFTs answer none here): each label with its options' labels. */
async function groupsShown(): Promise<[string, string[]][]> {
  return waitFor(() => {
    const items = [
      ...document.querySelectorAll(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item',
      ),
    ];
    const groups: [string, string[]][] = [];
    for (const item of items) {
      if (item.classList.contains('ant-select-item-group')) groups.push([item.textContent!, []]);
      else groups.at(-1)?.[1].push(item.textContent!);
    }
    if (groups.length < 4) throw new Error(`groups not shown yet: ${JSON.stringify(groups)}`);
    return groups;
  });
}
