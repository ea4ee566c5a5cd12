import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_GLOBAL_CONFIG,
  DEFAULT_THEME_COLORS,
  OWNER_ALLOWS,
  type ThemeConfig,
} from '@mintfront/domain';
import { fakeApi, ok, page } from '../../test/fake-api.ts';
import { ChunkXhr } from '../../test/fake-upload.ts';
import { renderRoutes } from '../../test/render.tsx';
import ThemeEditor from './theme-editor.tsx';

const CONFIG: ThemeConfig = {
  id: 5,
  name: 'Default',
  layout: [
    { type: 'title', sectionId: 'title', title: '', alignment: 'center', close: false },
    { type: 'products', sectionId: 'nfts', title: 'NFTs', alignment: 'left', close: false },
  ],
  sectionConfig: {
    title: { title: 'Moonshop', subtitle: '' },
    nfts: { columns: 4, limit: 12, collectionId: null, categoryId: null, orderBy: 'newest' },
  },
  globalConfig: DEFAULT_GLOBAL_CONFIG,
  themeColor: DEFAULT_THEME_COLORS,
  store: { published: false, live: true, password: false, message: null },
  updatedAt: '2026-01-01T00:00:00Z',
};
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The stored path the fake server answers for an uploaded section picture. */
const PICTURE = `ab/cd/${'e'.repeat(64)}.png`;

function render() {
  vi.stubGlobal('XMLHttpRequest', ChunkXhr);
  const api = fakeApi(({ method, url }) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/upload/chunks') return ok({ upload_id: 'x', chunks: [] });
    if (path === '/api/upload/merge') return ok({ path: PICTURE, url: `/api/files/${PICTURE}` });
    if (path === '/api/upload/check') return ok({ status: 1 });
    if (path === '/api/shop/info')
      return ok({ id: 9, subdomain: 'moon', allows: OWNER_ALLOWS, isOwner: true });
    if (path === '/api/themes/themeConfig/5') return ok(CONFIG);
    if (method === 'POST' && path === '/api/themes/preview') return ok({ page: { kind: 'home' } });
    if (method === 'PUT') return ok(CONFIG);
    if (method === 'GET') return page([]);
    return undefined;
  });
  renderRoutes([{ path: '/Appearance/Theme/:id', element: <ThemeEditor /> }], {
    at: '/Appearance/Theme/5',
  });
  return api;
}
const previews = (api: ReturnType<typeof fakeApi>) =>
  api.sent.filter((r) => r.method === 'POST' && r.url.includes('/api/themes/preview'));

describe('/Appearance/Theme/:id: the theme editor (spec doc 2 §4)', () => {
  it('shows the storefront in preview mode in a frame, asking the server for the unsaved view', async () => {
    const api = render();
    const frame = await screen.findByTestId('theme-preview');
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/s/moon/?preview=1`);
    await waitFor(() => expect(previews(api).length).toBeGreaterThan(0));
    expect(previews(api).at(-1)!.body).toMatchObject({ layout: CONFIG.layout });
  });

  it('a colour edit marks the theme unsaved and goes to the preview; undo takes it back', async () => {
    const api = render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Colours' }));
    await userEvent.click(screen.getByTestId('mode-light'));
    fireEvent.change(screen.getByTestId('color-light-primary'), { target: { value: '#ff0000' } });
    expect(screen.getByTestId('theme-unsaved')).toBeInTheDocument();
    await waitFor(() =>
      expect((previews(api).at(-1)!.body as ThemeConfig).themeColor.light.primary).toBe('#ff0000'),
    );
    await userEvent.click(screen.getByTestId('theme-undo'));
    expect(screen.queryByTestId('theme-unsaved')).toBeNull();
    expect(screen.getByTestId('color-light-primary')).toHaveValue(
      DEFAULT_THEME_COLORS.light.primary,
    );
    await userEvent.click(screen.getByTestId('theme-redo'));
    expect(screen.getByTestId('color-light-primary')).toHaveValue('#ff0000');
  });

  it('a colour that is not a colour shows the message, stays out of the preview and is not saved', async () => {
    const api = render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Colours' }));
    await userEvent.click(screen.getByTestId('mode-dark'));
    fireEvent.change(screen.getByTestId('color-dark-text'), { target: { value: 'red' } });
    expect(await screen.findByText(/Text must be a colour/)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('theme-save'));
    expect(await screen.findByText(/Some settings are not valid/)).toBeInTheDocument();
    expect(api.sent.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('saves only what changed: one colour sends PUT themeColor { mode, key, color }', async () => {
    const api = render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Colours' }));
    await userEvent.click(screen.getByTestId('mode-light'));
    fireEvent.change(screen.getByTestId('color-light-primary'), { target: { value: '#123456' } });
    await userEvent.click(screen.getByTestId('theme-save'));
    await waitFor(() => expect(screen.queryByTestId('theme-unsaved')).toBeNull());
    const puts = api.sent.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => new URL(r.url, 'http://x').pathname)).toEqual([
      '/api/themes/themeConfig/themeColor/5',
    ]);
    expect(puts[0]!.body).toEqual({ mode: 'light', key: 'primary', color: '#123456' });
  });

  it('adds a section from the catalogue, then saves the layout and its config', async () => {
    const api = render();
    await userEvent.click(await screen.findByTestId('section-add'));
    await userEvent.click(screen.getByTestId('add-announcement'));
    fireEvent.change(await screen.findByTestId('section-announcement-1-text'), {
      target: { value: 'Free shipping' },
    });
    await userEvent.click(screen.getByTestId('theme-save'));
    await waitFor(() =>
      expect(api.last('PUT', '/api/themes/themeConfig/sectionConfig/5')).toBeDefined(),
    );
    const layout = api.last('PUT', '/api/themes/themeConfig/layout/5')!.body as {
      data: { type: string; sectionId: string }[];
    };
    expect(layout.data.map((s) => s.sectionId)).toEqual(['title', 'nfts', 'announcement-1']);
    expect(api.last('PUT', '/api/themes/themeConfig/sectionConfig/5')!.body).toEqual({
      section_id: 'announcement-1',
      config: { text: 'Free shipping', link: null },
    });
  });

  it('reorders and hides sections with the list’s buttons (keyboard-usable)', async () => {
    const api = render();
    await userEvent.click(await screen.findByTestId('section-nfts-up'));
    await userEvent.click(screen.getByTestId('section-title-hide'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.last('PUT', '/api/themes/themeConfig/layout/5')).toBeDefined());
    const { data } = api.last('PUT', '/api/themes/themeConfig/layout/5')!.body as {
      data: { sectionId: string; close: boolean }[];
    };
    expect(data.map((s) => [s.sectionId, s.close])).toEqual([
      ['nfts', false],
      ['title', true],
    ]);
  });

  it('refuses a fourth highlight item (spec doc 2 §5: up to 3)', async () => {
    render();
    await userEvent.click(await screen.findByTestId('section-add'));
    await userEvent.click(screen.getByTestId('add-highlight'));
    const add = await screen.findByTestId('section-highlight-1-items-add');
    for (let i = 0; i < 3; i++) await userEvent.click(add);
    expect(add).toBeDisabled();
    expect(screen.getByText('3 of 3 items')).toBeInTheDocument();
  });

  it(
    'a banner’s picture is an upload (kind themeImage): its stored path goes to the preview and is saved',
    { timeout: 40_000 },
    async () => {
      const api = render();
      await userEvent.click(await screen.findByTestId('section-add'));
      await userEvent.click(screen.getByTestId('add-banner'));
      const field = await screen.findByTestId('section-banner-1-image');
      expect(screen.getByTestId('section-banner-1-image-rules')).toHaveTextContent(
        'JPG, PNG, GIF, SVG · up to 10 MB',
      );
      const file = new File([new Uint8Array(64)], 'harbour.png', { type: 'image/png' });
      await userEvent.upload(field.querySelector('input[type="file"]')!, file);
      await waitFor(() =>
        expect((previews(api).at(-1)!.body as ThemeConfig).sectionConfig['banner-1']).toMatchObject(
          {
            image: PICTURE,
          },
        ),
      );
      await userEvent.click(screen.getByTestId('theme-save'));
      await waitFor(() =>
        expect(api.last('PUT', '/api/themes/themeConfig/sectionConfig/5')?.body).toMatchObject({
          section_id: 'banner-1',
          config: { image: PICTURE },
        }),
      );
    },
  );
});
