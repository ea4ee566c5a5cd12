import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_SIZE } from '@mintfront/domain';
import { ApiError, NETWORK_CODE } from '../../api/api-error.ts';
import type { ChunkArgs, UploadTransport } from '../../api/uploads.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CHUNK_CONCURRENCY } from './chunked-upload.ts';
import { UploadField } from './upload-field.tsx';
import { FILE_CONCURRENCY } from './use-uploads.ts';

type Pending = { args: ChunkArgs; resolve: () => void; reject: (e: unknown) => void };

/** A transport whose chunk sends the test settles one by one. */
function fakeTransport(stored: number[] = []) {
  const pending: Pending[] = [];
  const transport: UploadTransport & { pending: Pending[] } = {
    pending,
    listChunks: vi.fn(async () => [...stored]),
    sendChunk: vi.fn(
      (args: ChunkArgs) =>
        new Promise<void>((resolve, reject) => {
          args.signal.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')));
          pending.push({
            args,
            resolve: () => {
              stored.push(args.index);
              resolve();
            },
            reject,
          });
        }),
    ),
    merge: vi.fn(async () => ({ path: `ab/cd/${'a'.repeat(64)}.png`, url: 'http://x/y.png' })),
    check: vi.fn(async () => ({ status: 1 })),
    discard: vi.fn(async () => undefined),
  };
  return transport;
}

const png = (size: number) => new File([new Uint8Array(size)], 'poster.png', { type: 'image/png' });
const drop = (...files: File[]) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};
const pathOf = (name: string) =>
  `ab/cd/${name.charCodeAt(0).toString(16).padStart(2, '0').repeat(32)}.png`;

describe('UploadField', () => {
  it('shows the accepted types and the size limit of its kind', () => {
    renderWithProviders(<UploadField kind="categoryIcon" transport={fakeTransport()} />);
    expect(screen.getByTestId('upload-rules')).toHaveTextContent(
      'Accepted: JPG, PNG, GIF, SVG · up to 2.0 MB',
    );
  });

  it('uploads in 1 MB chunks, three at a time, with a progress bar and speed, then hands over the stored path', async () => {
    const transport = fakeTransport();
    const onChange = vi.fn();
    renderWithProviders(
      <UploadField kind="categoryImage" transport={transport} onChange={onChange} />,
    );
    drop(png(4 * CHUNK_SIZE + 100));

    await waitFor(() => expect(transport.pending).toHaveLength(CHUNK_CONCURRENCY));
    act(() => transport.pending[0]!.args.onProgress(CHUNK_SIZE / 2));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12');
    expect(screen.getByTestId('upload-progress')).toHaveTextContent('12%');
    expect(screen.getByTestId('upload-speed')).toHaveTextContent(/\/s$/);
    act(() => transport.pending[1]!.resolve());
    await waitFor(() => expect(transport.pending).toHaveLength(4));
    act(() => transport.pending[0]!.resolve());
    await waitFor(() => expect(transport.pending).toHaveLength(5));
    for (const p of transport.pending.slice(2)) act(() => p.resolve());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(`ab/cd/${'a'.repeat(64)}.png`));
    expect(transport.pending.map((p) => [p.args.index, p.args.blob.size])).toEqual([
      [0, CHUNK_SIZE],
      [1, CHUNK_SIZE],
      [2, CHUNK_SIZE],
      [3, CHUNK_SIZE],
      [4, 100],
    ]);
    expect(transport.merge).toHaveBeenCalledWith({
      uploadId: expect.any(String),
      total: 5,
      kind: 'categoryImage',
      fileName: 'poster.png',
    });
  });

  it('cancels an upload: every request is aborted and the server drops its chunks', async () => {
    const transport = fakeTransport();
    renderWithProviders(<UploadField kind="categoryImage" transport={transport} />);
    drop(png(CHUNK_SIZE * 2));
    await waitFor(() => expect(transport.pending).toHaveLength(2));
    fireEvent.click(screen.getByTestId('upload-cancel'));
    expect(transport.pending.every((p) => p.args.signal.aborted)).toBe(true);
    await waitFor(() =>
      expect(transport.discard).toHaveBeenCalledWith(transport.pending[0]!.args.uploadId),
    );
    expect(screen.queryByTestId('upload-item')).toBeNull();
    expect(transport.merge).not.toHaveBeenCalled();
  });

  it('retries a failed chunk: only the chunks the server lacks are sent again', async () => {
    const stored: number[] = [];
    const transport = fakeTransport(stored);
    const onChange = vi.fn();
    renderWithProviders(
      <UploadField kind="categoryImage" transport={transport} onChange={onChange} />,
    );
    drop(png(CHUNK_SIZE * 2));
    await waitFor(() => expect(transport.pending).toHaveLength(2));
    act(() => transport.pending[0]!.resolve());
    act(() =>
      transport.pending[1]!.reject(new ApiError(NETWORK_CODE, 'The server cannot be reached.')),
    );
    expect(await screen.findByTestId('upload-error')).toHaveTextContent(
      'The server cannot be reached.',
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    fireEvent.click(screen.getByTestId('upload-retry'));
    await waitFor(() => expect(transport.pending).toHaveLength(3));
    expect(transport.pending[2]!.args.index).toBe(1);
    act(() => transport.pending[2]!.resolve());
    await waitFor(() => expect(onChange).toHaveBeenCalled());
  });

  it('refuses a file over the limit before sending anything, naming the limit', async () => {
    const transport = fakeTransport();
    renderWithProviders(<UploadField kind="categoryIcon" transport={transport} />);
    drop(png(2 * CHUNK_SIZE + 1));
    expect(await screen.findByTestId('upload-error')).toHaveTextContent(
      'The file is larger than 2.0 MB.',
    );
    expect(transport.listChunks).not.toHaveBeenCalled();
    expect(screen.queryByTestId('upload-retry')).toBeNull();
  });

  it('previews the stored file and opens the 545 px preview modal', async () => {
    renderWithProviders(
      <UploadField
        kind="categoryIcon"
        transport={fakeTransport()}
        value={`ab/cd/${'b'.repeat(64)}.mp4`}
      />,
    );
    expect(document.querySelector('video')).toHaveAttribute(
      'src',
      `/api/files/ab/cd/${'b'.repeat(64)}.mp4`,
    );
    fireEvent.click(screen.getByTestId('upload-preview'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '545px' });
  });

  describe('several files (multiple)', () => {
    const named = (name: string, size = 10) =>
      new File([new Uint8Array(size)], name, { type: 'image/png' });
    const byName = (transport: ReturnType<typeof fakeTransport>) =>
      vi.mocked(transport.merge).mockImplementation(async ({ fileName }: { fileName: string }) => ({
        path: pathOf(fileName),
        url: '',
      }));

    it('shows a row per file, sends a few at a time and adds each stored path', async () => {
      const transport = fakeTransport();
      byName(transport);
      // A new upload id per file: only the first file's chunk is "stored" on this fake server.
      vi.mocked(transport.listChunks).mockImplementation(async () => []);
      const onChange = vi.fn();
      function Form() {
        const [paths, setPaths] = useState<string[]>([]);
        return (
          <UploadField
            multiple
            kind="nftContent"
            transport={transport}
            value={paths}
            onChange={(next) => {
              setPaths(next);
              onChange(next);
            }}
          />
        );
      }
      renderWithProviders(<Form />);
      expect(screen.getByTestId('upload-rules')).toHaveTextContent('at most 50 files');
      drop(named('a.png'), named('b.png'), named('c.png'));
      await waitFor(() => expect(transport.pending).toHaveLength(FILE_CONCURRENCY));
      expect(screen.getAllByTestId('upload-item')).toHaveLength(3);
      expect(screen.getAllByTestId('upload-queued')).toHaveLength(1);
      expect(screen.getAllByRole('progressbar')).toHaveLength(3);

      act(() => transport.pending[0]!.resolve());
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([pathOf('a.png')]));
      await waitFor(() => expect(transport.pending).toHaveLength(3));
      act(() => transport.pending[1]!.resolve());
      act(() => transport.pending[2]!.resolve());
      await waitFor(() =>
        expect(onChange).toHaveBeenLastCalledWith([
          pathOf('a.png'),
          pathOf('b.png'),
          pathOf('c.png'),
        ]),
      );
      expect(screen.queryByTestId('upload-item')).toBeNull();
      expect(screen.getAllByTestId('upload-value')).toHaveLength(3);
    });

    it('cancels and retries one file without touching the others', async () => {
      const transport = fakeTransport();
      byName(transport);
      const onChange = vi.fn();
      renderWithProviders(
        <UploadField
          multiple
          kind="nftContent"
          transport={transport}
          value={[]}
          onChange={onChange}
        />,
      );
      drop(named('a.png'), named('b.png'));
      await waitFor(() => expect(transport.pending).toHaveLength(2));
      act(() =>
        transport.pending[0]!.reject(new ApiError(NETWORK_CODE, 'The server cannot be reached.')),
      );
      expect(await screen.findByTestId('upload-retry')).toBeInTheDocument();
      const [rowA, rowB] = screen.getAllByTestId('upload-item');
      fireEvent.click(within(rowB!).getByTestId('upload-cancel'));
      expect(transport.pending[1]!.args.signal.aborted).toBe(true);
      expect(transport.discard).toHaveBeenCalledWith(transport.pending[1]!.args.uploadId);
      fireEvent.click(within(rowA!).getByTestId('upload-retry'));
      await waitFor(() => expect(transport.pending).toHaveLength(3));
      act(() => transport.pending[2]!.resolve());
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([pathOf('a.png')]));
      expect(transport.merge).toHaveBeenCalledTimes(1);
    });

    it("refuses files past the count limit and files breaking the kind's rules, each on its own row", async () => {
      const transport = fakeTransport();
      byName(transport);
      renderWithProviders(
        <UploadField
          multiple
          maxCount={3}
          kind="categoryIcon"
          transport={transport}
          value={[pathOf('z.png')]}
        />,
      );
      expect(screen.getAllByTestId('upload-value')).toHaveLength(1);
      drop(
        named('a.png'),
        named('notes.txt'),
        named('big.png', 2 * CHUNK_SIZE + 1),
        named('b.png'),
        named('c.png'),
      );
      await waitFor(() => expect(transport.pending).toHaveLength(2));
      const errors = screen.getAllByTestId('upload-error').map((e) => e.textContent);
      expect(errors).toEqual([
        'This file type is not accepted. Accepted types: JPG, PNG, GIF, SVG',
        'The file is larger than 2.0 MB.',
        'At most 3 files can be added.',
      ]);
      expect(transport.pending.map((p) => p.args.blob.size)).toEqual([10, 10]);
    });

    it('picks a folder when asked to, and stays a one-file field otherwise', () => {
      const { unmount } = renderWithProviders(
        <UploadField multiple directory kind="nftContent" transport={fakeTransport()} />,
      );
      const folder = document.querySelector('input[type="file"]') as HTMLInputElement;
      expect(folder).toHaveAttribute('webkitdirectory');
      expect(screen.getByText('Click to pick a folder, or drag one here')).toBeInTheDocument();
      unmount();
      renderWithProviders(<UploadField kind="nftContent" transport={fakeTransport()} />);
      const single = document.querySelector('input[type="file"]') as HTMLInputElement;
      expect(single).not.toHaveAttribute('multiple');
      expect(single).not.toHaveAttribute('webkitdirectory');
    });
  });
});
