import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Domain } from '@mintfront/domain';
import { fakeApi, fail, ok, page } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import DomainList from './domain-list.tsx';

const PENDING: Domain = {
  id: 4,
  domain: 'shop.example.com',
  name: '',
  main: false,
  status: 'pending',
  records: [
    { type: 'TXT', name: '_mintfront.shop.example.com', value: 'mf-verify-abc' },
    { type: 'CNAME', name: 'shop.example.com', value: 'localhost' },
  ],
  verification: 'mf-verify-abc',
  expiresAt: '2026-01-04T00:00:00Z',
  checkedAt: null,
  verifiedAt: null,
  createdAt: '2026-01-01T00:00:00Z',
};
afterEach(() => vi.restoreAllMocks());

function render(list: Domain[], answers: { add?: 'taken'; check?: Domain } = {}) {
  const api = fakeApi(({ method, url }) => {
    const path = new URL(url, 'http://x').pathname;
    if (method === 'GET' && path === '/api/domains') return page(list);
    if (method === 'POST' && path === '/api/domains')
      return answers.add === 'taken'
        ? fail(40120, 'This domain is already added to a store')
        : ok(PENDING);
    if (method === 'GET' && path === '/api/domains/valid') return ok(answers.check ?? PENDING);
    if (method === 'PUT' && path === '/api/domain/main/update')
      return ok({ ...PENDING, main: true });
    return undefined;
  });
  renderRoutes([{ path: '/Appearance/Domain', element: <DomainList /> }], {
    at: '/Appearance/Domain',
  });
  return api;
}

describe('Appearance/Domain (spec doc 2 §3 Domain, §4, §5)', () => {
  it('refuses a domain that breaks the label rules before sending it', async () => {
    const api = render([]);
    await userEvent.type(await screen.findByTestId('domain-name'), '-bad-.com');
    await userEvent.click(screen.getByTestId('domain-add'));
    expect(
      await screen.findByText(/A domain is labels of letters, digits and hyphens/),
    ).toBeInTheDocument();
    expect(api.last('POST', '/api/domains')).toBeUndefined();
  });

  it('adds a domain: POST { domain } and says it may take up to 72 hours', async () => {
    const api = render([]);
    await userEvent.type(await screen.findByTestId('domain-name'), 'https://Shop.Example.com/');
    await userEvent.click(screen.getByTestId('domain-add'));
    await waitFor(() => expect(api.last('POST', '/api/domains')).toBeDefined());
    expect(api.last('POST', '/api/domains')!.body).toEqual({ domain: 'shop.example.com' });
    expect(await screen.findByText(/up to 72 hours/)).toBeInTheDocument();
  });

  it('shows a taken domain’s message on the field', async () => {
    render([], { add: 'taken' });
    await userEvent.type(await screen.findByTestId('domain-name'), 'shop.example.com');
    await userEvent.click(screen.getByTestId('domain-add'));
    expect(await screen.findByText('This domain is already added to a store')).toBeInTheDocument();
  });

  it('shows a pending domain’s DNS records to create and checks it now', async () => {
    const api = render([PENDING], { check: { ...PENDING, status: 'valid' } });
    const card = await screen.findByTestId('domain-4');
    expect(within(card).getByTestId('domain-4-status')).toHaveTextContent('Pending');
    expect(within(card).getByText('_mintfront.shop.example.com')).toBeInTheDocument();
    expect(within(card).getByText('mf-verify-abc')).toBeInTheDocument();
    await userEvent.click(within(card).getByTestId('domain-4-check'));
    await waitFor(() => expect(api.last('GET', '/api/domains/valid')).toBeDefined());
    expect(api.last('GET', '/api/domains/valid')!.url).toContain('id=4');
    expect(
      await screen.findByText('The records are found: the domain is valid.'),
    ).toBeInTheDocument();
  });

  it('makes a valid domain the main one', async () => {
    const api = render([{ ...PENDING, status: 'valid' }]);
    await userEvent.click(await screen.findByTestId('domain-4-main'));
    await waitFor(() => expect(api.last('PUT', '/api/domain/main/update')).toBeDefined());
    expect(api.last('PUT', '/api/domain/main/update')!.body).toEqual({ id: 4 });
  });
});
