import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { AttrKind, AttrRow } from '../nft-form-values.ts';
import { AttributeDialog } from './attribute-dialog.tsx';
import { AttributeField } from './attribute-field.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

function openDialog(kind: AttrKind, rows: AttrRow[] = []) {
  const onSave = vi.fn();
  renderWithProviders(
    <AttributeDialog kind={kind} open rows={rows} onSave={onSave} onCancel={() => {}} />,
  );
  return onSave;
}
const cell = (kind: AttrKind, name: string, n = 1) =>
  screen.getByTestId(`attr-${kind}-${name}-${n}`);
const set = (kind: AttrKind, name: string, value: string, n = 1) =>
  fireEvent.change(cell(kind, name, n), { target: { value } });
const save = (kind: AttrKind) => userEvent.click(screen.getByTestId(`attr-${kind}-save`));
const isMarked = (el: HTMLElement) => Boolean(el.closest('[class*="status-error"]'));

describe('attribute dialogs: "save" commits only complete rows (spec doc 1 §2)', () => {
  it('names the empty field of a property row and saves once it is filled', async () => {
    const onSave = openDialog('properties');
    set('properties', 'name', 'Colour');
    await save('properties');
    expect(screen.getByTestId('attr-properties-error-1')).toHaveTextContent(
      'Properties: fill in every field of the row',
    );
    expect(isMarked(cell('properties', 'value'))).toBe(true);
    expect(isMarked(cell('properties', 'name'))).toBe(false);
    expect(onSave).not.toHaveBeenCalled();
    set('properties', 'value', 'Blue');
    expect(screen.queryByTestId('attr-properties-error-1')).not.toBeInTheDocument();
    await save('properties');
    expect(onSave).toHaveBeenCalledWith([['Colour', 'Blue']]);
  });

  it('"add more" appends a row that must be filled too, and a row can be removed', async () => {
    const onSave = openDialog('properties', [['Colour', 'Blue']]);
    expect(cell('properties', 'name')).toHaveValue('Colour');
    await userEvent.click(screen.getByTestId('attr-properties-add-more'));
    await userEvent.click(screen.getByTestId('attr-properties-add-more'));
    set('properties', 'name', 'Size', 2);
    set('properties', 'value', 'L', 2);
    await save('properties');
    expect(screen.getByTestId('attr-properties-error-3')).toBeInTheDocument();
    expect(screen.queryByTestId('attr-properties-error-2')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 3' }));
    await save('properties');
    expect(onSave).toHaveBeenCalledWith([
      ['Colour', 'Blue'],
      ['Size', 'L'],
    ]);
  });

  it('a level starts at 3 of 5 and keeps its value between 0 and the max', async () => {
    const onSave = openDialog('levels');
    expect(cell('levels', 'current')).toHaveValue('3');
    expect(cell('levels', 'max')).toHaveValue('5');
    set('levels', 'name', 'Speed');
    set('levels', 'current', '6');
    await save('levels');
    expect(screen.getByTestId('attr-levels-error-1')).toHaveTextContent(
      'Levels: the value must be between 0 and the max',
    );
    expect(isMarked(cell('levels', 'current'))).toBe(true);
    set('levels', 'current', '-1');
    expect(screen.getByTestId('attr-levels-error-1')).toBeInTheDocument();
    set('levels', 'current', '5');
    await save('levels');
    expect(onSave).toHaveBeenCalledWith([['Speed', 5, 5]]);
  });

  it('a stat needs a max above 0', async () => {
    const onSave = openDialog('stats');
    set('stats', 'name', 'Power');
    set('stats', 'current', '0');
    set('stats', 'max', '0');
    await save('stats');
    expect(screen.getByTestId('attr-stats-error-1')).toHaveTextContent(
      'Stats: the max must be above 0',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a boost is a percent from 0 to 100 (10 by default) or a number of a max', async () => {
    const onSave = openDialog('boosts');
    expect(cell('boosts', 'percent')).toHaveValue('10');
    set('boosts', 'name', 'Luck');
    set('boosts', 'percent', '101');
    await save('boosts');
    expect(screen.getByTestId('attr-boosts-error-1')).toHaveTextContent(
      'Boosts: the boost percent is 0 to 100',
    );
    set('boosts', 'percent', '100');
    await userEvent.click(screen.getByTestId('attr-boosts-add-more'));
    set('boosts', 'name', 'Stamina', 2);
    fireEvent.mouseDown(cell('boosts', 'boost', 2).querySelector('input')!);
    fireEvent.click(await screen.findByTitle('Number'));
    set('boosts', 'current', '2', 2);
    set('boosts', 'max', '4', 2);
    await save('boosts');
    expect(onSave).toHaveBeenCalledWith([
      ['Luck', 100],
      ['Stamina', 2, 4],
    ]);
  });

  it('the date dialog is 697 px wide and keeps a picked date as YYYY-MM-DD', async () => {
    const onSave = openDialog('date');
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '697px' });
    set('date', 'name', 'Drop');
    await save('date');
    expect(isMarked(cell('date', 'date'))).toBe(true);
    const input = cell('date', 'date').querySelector('input') ?? cell('date', 'date');
    await userEvent.click(input);
    await userEvent.type(input, '2024/03/01{Enter}');
    await save('date');
    expect(onSave).toHaveBeenCalledWith([['Drop', '2024-03-01']]);
  });
});

function Field({ kind, initial = [] }: { kind: AttrKind; initial?: AttrRow[] }) {
  const [rows, setRows] = useState<AttrRow[]>(initial);
  return <AttributeField kind={kind} value={rows} onChange={setRows} />;
}

describe('attribute field of the NFT form', () => {
  it('shows the saved rows as tags (dates as YYYY/MM/DD) and reopens the dialog with them', async () => {
    renderWithProviders(<Field kind="date" initial={[['Birthday', '2024-02-29']]} />);
    expect(
      within(screen.getByTestId('attr-date-rows')).getByText('Birthday 2024/02/29'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('attr-date-open'));
    expect(cell('date', 'name')).toHaveValue('Birthday');
    await userEvent.click(screen.getByTestId('attr-date-add-more'));
    // Cancelling keeps what was saved.
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('attr-date-rows').children).toHaveLength(1);
  });

  it('adds a property through the dialog', async () => {
    renderWithProviders(<Field kind="properties" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Properties' }));
    set('properties', 'name', 'Colour');
    set('properties', 'value', 'Blue');
    await save('properties');
    expect(
      within(screen.getByTestId('attr-properties-rows')).getByText('Colour: Blue'),
    ).toBeInTheDocument();
  });
});
