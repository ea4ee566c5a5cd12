import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, type Answer } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { fakeSalesApi } from './sale-test-api.test-util.ts';
import SellOrdersBulkCreate from './sell-orders-bulk-create.tsx';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ROUTES = [
  { path: '/CreateMultipleSellOrders', element: <SellOrdersBulkCreate /> },
  { path: '/CreateMultipleSellOrders/auction', element: <SellOrdersBulkCreate /> },
  { path: '/SellOrder', element: <p>sell order list</p> },
];

/** The upload is sent by XMLHttpRequest (for progress): this one answers `answer` and records the URL. */
function fakeUpload(answer: Answer) {
  const sent: string[] = [];
  class UploadXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      sent.push(url);
    }
    setRequestHeader() {}
    abort() {}
    send() {
      setTimeout(() => {
        this.status = 200;
        this.responseText = JSON.stringify(answer);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', UploadXhr);
  return sent;
}

const CHECK_SOME = {
  key: 'f1',
  status: 6,
  total: 3,
  valid: 2,
  imported: false,
  errors: [{ row: 1, field: 'price', statusDesc: 'Price must be above 0' }],
};

async function chooseAndCheck(at = '/CreateMultipleSellOrders') {
  const rendered = renderRoutes(ROUTES, { at });
  await userEvent.click(await screen.findByRole('tab', { name: 'Upload a file' }));
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File([new Uint8Array([80, 75, 3, 4])], 'orders.xlsx');
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByText('orders.xlsx');
  await userEvent.click(screen.getByTestId('bulk-file-submit'));
  return rendered;
}

describe('CreateMultipleSellOrders from a file (spec doc 2 §7 Bulk)', () => {
  it('uploads the file, shows the refused rows by line before creating anything, then creates the valid ones', async () => {
    const uploads = fakeUpload(ok({ key: 'f1' }));
    let imported = 0;
    const api = fakeSalesApi(({ method }, url) => {
      if (url.pathname === '/api/sale/multiple/nfts/upload/check/status') return ok(CHECK_SOME);
      if (method === 'POST' && url.pathname === '/api/sale/multiple/nfts/import/key') {
        imported += 1;
        return ok({ key: 'f1' });
      }
      if (url.pathname === '/api/sale/multiple/nfts/upload/status')
        return ok({
          key: 'f1',
          status: 6,
          results: [
            { row: 0, sale_id: 5, statusCode: 0, statusDesc: 'ok' },
            {
              row: 1,
              sale_id: null,
              statusCode: 40000,
              statusDesc: 'Price must be above 0',
              field: 'price',
            },
            { row: 2, sale_id: 6, statusCode: 0, statusDesc: 'ok' },
          ],
        });
      return undefined;
    });
    const { router } = await chooseAndCheck();

    expect(await screen.findByTestId('bulk-file-checked')).toHaveTextContent(
      '2 of 3 rows can be created',
    );
    expect(uploads[0]).toContain('/api/sale/multiple/nfts/upload/1');
    const report = screen.getByTestId('bulk-file-report');
    // Row 1 after the header is the sheet's line 3.
    const cells = within(report)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['3', 'price', 'Price must be above 0']);
    expect(imported).toBe(0);

    await userEvent.click(screen.getByTestId('bulk-file-create'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/SellOrder'));
    expect(api.last('POST', '/api/sale/multiple/nfts/import/key')!.body).toEqual({ key: 'f1' });
    expect(imported).toBe(1);
  });

  it('offers no creation when every row is refused, and another file starts over', async () => {
    fakeUpload(ok({ key: 'f2' }));
    const api = fakeSalesApi((_, url) =>
      url.pathname === '/api/sale/multiple/nfts/upload/check/status'
        ? ok({
            ...CHECK_SOME,
            key: 'f2',
            status: 2,
            total: 1,
            valid: 0,
            errors: [{ row: 0, field: 'goods_id', statusDesc: 'NFT id is required' }],
          })
        : undefined,
    );
    await chooseAndCheck('/CreateMultipleSellOrders/auction');
    expect(await screen.findByTestId('bulk-file-checked')).toHaveTextContent(
      'No row can be created',
    );
    expect(screen.queryByTestId('bulk-file-create')).not.toBeInTheDocument();
    expect(screen.getByText(/minimum_price/)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('bulk-file-again'));
    expect(await screen.findByTestId('bulk-file-submit')).toBeInTheDocument();
    expect(api.sent.some((r) => r.url.includes('import/key'))).toBe(false);
  });

  it('shows the rows the creation refused, and stays on the page', async () => {
    fakeUpload(ok({ key: 'f3' }));
    fakeSalesApi(({ method }, url) => {
      if (url.pathname === '/api/sale/multiple/nfts/upload/check/status')
        return ok({ ...CHECK_SOME, key: 'f3', status: 1, valid: 3, total: 3, errors: [] });
      if (method === 'POST' && url.pathname === '/api/sale/multiple/nfts/import/key')
        return ok({ key: 'f3' });
      if (url.pathname === '/api/sale/multiple/nfts/upload/status')
        return ok({
          key: 'f3',
          status: 6,
          results: [
            { row: 0, sale_id: 5, statusCode: 0, statusDesc: 'ok' },
            { row: 1, sale_id: null, statusCode: 41086, statusDesc: 'NFT already on sale' },
            { row: 2, sale_id: 6, statusCode: 0, statusDesc: 'ok' },
          ],
        });
      return undefined;
    });
    const { router } = await chooseAndCheck();
    expect(await screen.findByTestId('bulk-file-checked')).toHaveTextContent(
      'All 3 rows can be created',
    );
    await userEvent.click(screen.getByTestId('bulk-file-create'));
    expect(await screen.findByTestId('bulk-file-refused')).toHaveTextContent('1 rows were refused');
    const cells = within(screen.getByTestId('bulk-file-report'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['3', '', 'NFT already on sale']);
    expect(router.state.location.pathname).toBe('/CreateMultipleSellOrders');
  });

  it('says why a file is refused (40141) and asks for a file before sending', async () => {
    const uploads = fakeUpload(
      fail(40141, 'The sell order file must be an XLSX workbook: no goods_id column'),
    );
    fakeSalesApi();
    renderRoutes(ROUTES, { at: '/CreateMultipleSellOrders' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Upload a file' }));
    await userEvent.click(await screen.findByTestId('bulk-file-submit'));
    expect(await screen.findByText('Choose a file')).toHaveAttribute('role', 'alert');
    expect(uploads).toHaveLength(0);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'o.xlsx')] } });
    await screen.findByText('o.xlsx');
    await userEvent.click(screen.getByTestId('bulk-file-submit'));
    expect(await screen.findByTestId('bulk-failed')).toHaveTextContent('no goods_id column');
  });
});
