import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@mintfront/domain';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BulkFilesStep, type BulkFilesValues } from './bulk-files-step.tsx';

afterEach(() => vi.restoreAllMocks());

function Harness({ onStarted }: { onStarted: () => void }) {
  const [form] = Form.useForm<BulkFilesValues>();
  return <BulkFilesStep form={form} onStarted={onStarted} />;
}

const requiredMark = (text: string) =>
  screen.getByText(text).classList.contains('ant-form-item-required');

describe('/multiple files step: its rules (spec doc 1 §5 bulk rules)', () => {
  it('marks the interface, the folder and the info file required, the metadata file not', () => {
    fakeApi(() => undefined);
    renderWithProviders(<Harness onStarted={vi.fn()} />);
    expect(requiredMark('Interface')).toBe(true);
    expect(requiredMark('Content folder')).toBe(true);
    expect(requiredMark('Info file (XLSX)')).toBe(true);
    expect(requiredMark('Metadata file (JSON, optional)')).toBe(false);
  });

  it('refuses an info file that is not an XLSX, naming the accepted type, and starts nothing', async () => {
    fakeApi(() => undefined);
    const onStarted = vi.fn();
    renderWithProviders(<Harness onStarted={onStarted} />);
    const info = screen.getByTestId('bulk-info').querySelector('input[type="file"]')!;
    fireEvent.change(info, { target: { files: [new File(['x'], 'rows.csv')] } });
    expect(await screen.findByTestId('bulk-info-name')).toHaveTextContent('rows.csv');
    fireEvent.click(screen.getByTestId('bulk-submit'));
    const wrongType = ERRORS.WRONG_FILE_TYPE.en.replace('{formats}', 'XLSX');
    // A loaded machine may take a moment to validate.
    expect(await screen.findByText(wrongType, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(onStarted).not.toHaveBeenCalled();
  });
});
