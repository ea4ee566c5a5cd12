import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@mintfront/domain';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PayoutGroupFormModal } from './payout-group-form-modal.tsx';

const WALLET = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';
afterEach(() => vi.restoreAllMocks());

async function fillPayee(index: number, values: { name: string; address: string; rate: string }) {
  if (index > 0) await userEvent.click(screen.getByTestId('payee-add'));
  for (const [field, value] of Object.entries(values)) {
    const input = await screen.findByTestId(`payee-${index}-${field}`);
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste(value);
  }
}
const addressItem = (index: number) =>
  screen.getByTestId(`payee-${index}-address`).closest('.ant-form-item')!;

describe(
  'PayoutGroupFormModal: spec doc 2 §5 "no duplicate wallet (E75)", checked before anything is sent',
  { timeout: 40_000 },
  () => {
    it('names the wallet typed twice in another case, marks its second row and sends nothing', async () => {
      const api = fakeApi(() => ok(null));
      renderWithProviders(<PayoutGroupFormModal group={null} onClose={() => {}} />);
      await userEvent.type(screen.getByTestId('payout-name'), 'Split');
      await fillPayee(0, { name: 'Ann', address: WALLET, rate: '50' });
      await fillPayee(1, { name: 'Bob', address: WALLET.toLowerCase(), rate: '50' });
      await userEvent.click(screen.getByTestId('payout-save'));

      expect(await screen.findByTestId('payout-error')).toHaveTextContent(
        `Duplicate wallet: ${WALLET.toLowerCase()}`,
      );
      await waitFor(() => expect(addressItem(1)).toHaveTextContent('Duplicate wallet'));
      expect(addressItem(0)).not.toHaveTextContent('Duplicate wallet');
      expect(api.sent).toEqual([]);
    });

    it('sends a group whose wallets differ', async () => {
      const onClose = vi.fn();
      const api = fakeApi(({ method }) => (method === 'POST' ? ok({ id: 1 }) : undefined));
      renderWithProviders(<PayoutGroupFormModal group={null} onClose={onClose} />);
      await userEvent.type(screen.getByTestId('payout-name'), 'Split');
      await fillPayee(0, { name: 'Ann', address: WALLET, rate: '50' });
      await fillPayee(1, { name: 'Bob', address: `0x${'1'.repeat(40)}`, rate: '50' });
      await userEvent.click(screen.getByTestId('payout-save'));

      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(api.last('POST', '/api/payment/groups')?.body).toMatchObject({
        name: 'Split',
        payees: [{ address: WALLET }, { address: `0x${'1'.repeat(40)}` }],
      });
      expect(screen.queryByTestId('payout-error')).not.toBeInTheDocument();
    });
  },
);

describe(
  'PayoutGroupFormModal: the domain schema on submit, each issue on its row field',
  { timeout: 40_000 },
  () => {
    it('puts "an e-mail or a wallet" on the wallet field of the row, focuses it and sends nothing', async () => {
      const api = fakeApi(() => ok(null));
      renderWithProviders(<PayoutGroupFormModal group={null} onClose={() => {}} />);
      await userEvent.type(screen.getByTestId('payout-name'), 'Split');
      await fillPayee(0, { name: 'Ann', address: '', rate: '100' });
      await userEvent.click(screen.getByTestId('payout-save'));

      await waitFor(() => expect(addressItem(0)).toHaveTextContent(MESSAGES.payeeContact.en));
      await waitFor(() => expect(screen.getByTestId('payee-0-address')).toHaveFocus());
      expect(api.sent).toEqual([]);
    });
  },
);

describe('PayoutGroupFormModal: each payee field judged by the schema of its row (useSchemaForm rowItem)', () => {
  it(
    'marks a payee name and rate required, names the row field in its message, and refuses a bad wallet and rate',
    { timeout: 40_000 },
    async () => {
      const api = fakeApi(() => ok(null));
      renderWithProviders(<PayoutGroupFormModal group={null} onClose={() => {}} />);
      const item = (key: string) => screen.getByTestId(`payee-0-${key}`).closest('.ant-form-item')!;
      const label = (key: string) => item(key).querySelector('label')!;
      expect(label('name')).toHaveClass('ant-form-item-required');
      expect(label('rate')).toHaveClass('ant-form-item-required');
      expect(label('email')).not.toHaveClass('ant-form-item-required');
      expect(label('address')).not.toHaveClass('ant-form-item-required');

      await userEvent.type(screen.getByTestId('payout-name'), 'Split');
      await fillPayee(0, { name: ' ', address: '0x1234', rate: '4' });
      await userEvent.click(screen.getByTestId('payout-save'));
      await waitFor(() => expect(item('name')).toHaveTextContent('Payee name is required'));
      await waitFor(() =>
        expect(item('address')).toHaveTextContent(
          MESSAGES.address.en.replace('{field}', 'Wallet address'),
        ),
      );
      await waitFor(() => expect(item('rate')).toHaveTextContent(MESSAGES.payoutRate.en));
      await waitFor(() => expect(screen.getByTestId('payee-0-name')).toHaveFocus());
      expect(api.sent).toEqual([]);
    },
  );
});
