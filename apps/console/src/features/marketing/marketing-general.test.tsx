import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MASK, OWNER_ALLOWS, type SeoSettings } from '@mintfront/domain';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import MarketingGeneral from './marketing-general.tsx';

const FAVICON = 'uploads/9/favicon/abc.png';
const SEO: SeoSettings = {
  title: 'Moon Gallery',
  description: 'Paintings on chain',
  favicon: FAVICON,
  favicon_url: `/${FAVICON}`,
  share_image: null,
  share_image_url: null,
};
afterEach(() => vi.restoreAllMocks());

function render(allows = OWNER_ALLOWS) {
  const api = fakeApi(({ method, url, body }) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/shop/info')
      return ok({ id: 9, subdomain: 'moon', allows, isOwner: allows === OWNER_ALLOWS });
    if (path === '/api/marketing/common/seo')
      return ok(method === 'PUT' ? { ...SEO, ...(body as object) } : SEO);
    if (path === '/api/marketing/common/analytics')
      return ok(method === 'PUT' ? body : { tracking_id: '' });
    return undefined;
  });
  renderRoutes([{ path: '/Marketing/General', element: <MarketingGeneral /> }], {
    at: '/Marketing/General',
  });
  return api;
}

describe('Marketing/General: SEO and analytics (spec doc 2 §2, §3 Marketing settings, §5)', () => {
  it('states the file rules up front: favicon 3 MB, share image 2 MB without SVG', async () => {
    render();
    expect(await screen.findByTestId('seo-title')).toHaveValue('Moon Gallery');
    expect(screen.getByTestId('seo-favicon-rules')).toHaveTextContent('JPG, PNG, GIF, SVG');
    expect(screen.getByTestId('seo-favicon-rules')).toHaveTextContent('3.0 MB');
    expect(screen.getByTestId('seo-share-rules')).toHaveTextContent('JPG, PNG, GIF');
    expect(screen.getByTestId('seo-share-rules')).not.toHaveTextContent('SVG');
    expect(screen.getByTestId('seo-share-rules')).toHaveTextContent('2.0 MB');
    expect(screen.getByText(/400 × 400 px recommended/)).toBeInTheDocument();
  });

  it(
    'saves the changed title with the files kept, and a removed favicon as empty',
    { timeout: 40_000 },
    async () => {
      const api = render();
      const title = await screen.findByTestId('seo-title');
      await userEvent.clear(title);
      await userEvent.type(title, 'Sun Gallery');
      await userEvent.click(screen.getByTestId('seo-favicon-remove'));
      await userEvent.click(screen.getByTestId('seo-save'));
      await waitFor(() => expect(api.last('PUT', '/api/marketing/common/seo')).toBeDefined());
      expect(api.last('PUT', '/api/marketing/common/seo')!.body).toEqual({
        title: 'Sun Gallery',
        description: 'Paintings on chain',
        favicon: '',
        share_image: '',
      });
      expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    },
  );

  it(
    'refuses a tracking ID not of the form UA-xxxx-y before sending, with the domain message',
    { timeout: 40_000 },
    async () => {
      const api = render();
      const input = await screen.findByTestId('analytics-tracking-id');
      await userEvent.type(input, 'G-ABC123');
      await userEvent.click(screen.getByTestId('analytics-save'));
      expect(
        await screen.findByText(/Invalid tracking ID: use the form UA-xxxx-y/),
      ).toBeInTheDocument();
      expect(api.last('PUT', '/api/marketing/common/analytics')).toBeUndefined();

      await userEvent.clear(input);
      await userEvent.type(input, 'UA-12345678-1');
      await userEvent.click(screen.getByTestId('analytics-save'));
      await waitFor(() =>
        expect(api.last('PUT', '/api/marketing/common/analytics')?.body).toEqual({
          tracking_id: 'UA-12345678-1',
        }),
      );
    },
  );

  it('shows a member holding only the analytics bit (32768) the analytics part alone', async () => {
    const api = render(MASK.marketingAnalytics);
    const main = await screen.findByTestId('analytics-tracking-id');
    expect(main).toBeInTheDocument();
    expect(screen.queryByTestId('seo-title')).not.toBeInTheDocument();
    expect(api.sent.some((r) => r.url.includes('/api/marketing/common/seo'))).toBe(false);
    expect(within(document.body).getByText('Analytics')).toBeInTheDocument();
  });
});
