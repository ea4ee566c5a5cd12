import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { ok } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { pickOption, setValue } from '../../test/antd-actions.ts';
import DropCreate from './drop-create.tsx';
import {
  PREVIEW_PATH,
  dropView,
  fakeLaunchpadApi,
  queryOf,
} from './launchpad-test-api.test-util.ts';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ROUTES = [
  { path: '/CreateDrop', element: <DropCreate /> },
  { path: '/DropDetail/:id', element: <p>drop detail</p> },
];
const errorsList = () => screen.getByTestId('drop-errors');
const fieldOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item')!;

/** Types a date as the field shows it and leaves the field (the picker takes it on blur). */
async function typeDate(testId: string, date: dayjs.Dayjs) {
  const holder = screen.getByTestId(testId);
  const input = (holder.tagName === 'INPUT' ? holder : holder.querySelector('input'))!;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: date.format('YYYY-MM-DD HH:mm') } });
  fireEvent.blur(input);
  await waitFor(() => expect(input).toHaveValue(date.format('YYYY-MM-DD HH:mm')));
}

function render() {
  const api = fakeLaunchpadApi(({ method }, url) =>
    method === 'POST' && url.pathname === '/api/drop/store'
      ? ok(dropView({ id: 7, status: 'Processing' }))
      : undefined,
  );
  renderRoutes(ROUTES, { at: '/CreateDrop' });
  return api;
}

describe('CreateDrop (spec doc 2 §5 drop rules)', () => {
  it('names each required field with the spec’s words, lists them by module and holds the create button', async () => {
    const api = render();
    await screen.findByTestId('drop-name');
    // A phase with no mint limit and not Unlimited.
    fireEvent.change(screen.getByTestId('phase-0-claim-limit'), { target: { value: '' } });
    await userEvent.click(screen.getByTestId('drop-submit'));
    const list = await waitFor(errorsList);
    for (const text of [
      'Drop Name is required',
      'Drop Preview is required',
      'open box time is required',
      'Instant Price is required: a number of 0 or more',
      'Mint limit is required: a whole number above 0, or Unlimited',
    ])
      expect(list).toHaveTextContent(text);
    expect(fieldOf('drop-name')).toHaveTextContent('Drop Name is required');
    expect(fieldOf('phase-0-price')).toHaveTextContent('Instant Price is required');
    expect(fieldOf('phase-0-claim-limit')).toHaveTextContent('Mint limit is required');
    expect(fieldOf('drop-open-date')).toHaveTextContent('open box time is required');
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toContain('Basics: Drop Name is required');
    expect(items).toContain('Phases: Phase 1 · Instant Price is required: a number of 0 or more');
    expect(screen.getByTestId('drop-submit')).toBeDisabled();
    expect(api.last('POST', '/api/drop/store')).toBeUndefined();

    // Fixing a module takes its errors off the list at once.
    await setValue('drop-name', 'Genesis');
    await waitFor(() => expect(errorsList()).not.toHaveTextContent('Drop Name is required'));
    expect(errorsList()).toHaveTextContent('Drop Preview is required');
  });

  it('refuses two consecutive Unlimited phases, and lets them be once one has a limit', async () => {
    const api = render();
    await screen.findByTestId('drop-name');
    await userEvent.click(screen.getByTestId('phase-add'));
    await userEvent.click(screen.getByTestId('phase-0-unlimited'));
    await userEvent.click(screen.getByTestId('phase-1-unlimited'));
    await userEvent.click(screen.getByTestId('drop-submit'));
    await waitFor(() =>
      expect(errorsList()).toHaveTextContent(
        'Phase 2 · Two consecutive phases cannot both be Unlimited',
      ),
    );
    expect(fieldOf('phase-1-unlimited')).toHaveTextContent(
      'Two consecutive phases cannot both be Unlimited',
    );
    expect(screen.getByTestId('drop-submit')).toBeDisabled();
    await userEvent.click(screen.getByTestId('phase-0-unlimited'));
    await waitFor(() =>
      expect(errorsList()).not.toHaveTextContent('Two consecutive phases cannot both be Unlimited'),
    );
    expect(api.last('POST', '/api/drop/store')).toBeUndefined();
  });
});

describe('CreateDrop sends', () => {
  it('the drop with its phases, as POST /api/drop/store takes it', async () => {
    const api = render();
    await screen.findByTestId('drop-name');
    const start = dayjs().add(1, 'day').startOf('minute');
    const file = new File([new Uint8Array(16)], 'cover.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('drop-preview').querySelector('input[type="file"]')!, {
      target: { files: [file] },
    });
    await screen.findByTestId('drop-preview-value');
    await setValue('drop-name', 'Genesis');
    await typeDate('drop-open-date', start.add(3, 'day'));
    await setValue('phase-0-name', 'Allowlist');
    await setValue('phase-0-price', '0.01');
    await typeDate('phase-0-start_date', start);
    await typeDate('phase-0-end_date', start.add(1, 'day'));
    await userEvent.click(screen.getByTestId('phase-0-unlimited'));
    await pickOption('drop-collection', 'Posters');
    // Named by what it does, as it reads (the field's label alone said "NFTs").
    await userEvent.click(screen.getByRole('button', { name: 'Choose NFTs' }));
    const picker = await screen.findByTestId('drop-nfts-picker-table');
    await userEvent.click(await within(picker).findByRole('checkbox', { name: 'Moon' }));
    // The picker offers the NFTs of the drop's collection only.
    expect(queryOf(api, '/api/tokens').get('contract_id')).toBe('3');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Change NFTs' })).toBeInTheDocument();
    await screen.findByTestId('drop-nfts-chosen');
    await userEvent.click(screen.getByTestId('drop-submit'));
    await waitFor(() => expect(api.last('POST', '/api/drop/store')).toBeDefined());
    expect(api.last('POST', '/api/drop/store')!.body).toEqual({
      name: 'Genesis',
      preview: PREVIEW_PATH,
      open_date: start.add(3, 'day').toISOString(),
      contract_id: 3,
      nft_ids: [12],
      phases: [
        {
          name: 'Allowlist',
          price: '0.01',
          start_date: start.toISOString(),
          end_date: start.add(1, 'day').toISOString(),
          unlimited: true,
        },
      ],
    });
    expect(await screen.findByText('drop detail')).toBeInTheDocument();
  });
});
