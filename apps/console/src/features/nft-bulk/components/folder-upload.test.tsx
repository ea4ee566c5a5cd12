import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UploadTransport } from '../../../api/uploads.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { FolderUpload, type FolderFile } from './folder-upload.tsx';

/** Every upload stored at once, at a path made from its name. */
function instantTransport(): UploadTransport {
  return {
    listChunks: vi.fn(async () => []),
    sendChunk: vi.fn(async () => undefined),
    merge: vi.fn(async ({ fileName }) => ({
      path: `ab/cd/${fileName.length.toString(16).padStart(64, '0')}.png`,
      url: '',
    })),
    check: vi.fn(async () => ({ status: 1 })),
    discard: vi.fn(async () => undefined),
  };
}

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const pick = (...files: File[]) =>
  fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files } });

function Harness({
  transport,
  seen,
}: {
  transport: UploadTransport;
  seen: (files: FolderFile[]) => void;
}) {
  const [value, setValue] = useState<FolderFile[]>([]);
  return (
    <FolderUpload value={value} onChange={(v) => (setValue(v), seen(v))} transport={transport} />
  );
}

describe('FolderUpload: the content folder of a bulk creation', () => {
  it('uploads the NFT content files of a folder, naming each by its file name, and skips the other files', async () => {
    const seen = vi.fn();
    renderWithProviders(<Harness transport={instantTransport()} seen={seen} />);
    pick(file('dragon.png'), file('song.mp3'), file('.DS_Store'), file('notes.txt'));
    await waitFor(() =>
      expect(seen).toHaveBeenLastCalledWith(
        expect.arrayContaining([
          expect.objectContaining({ name: 'dragon.png', size: 10 }),
          expect.objectContaining({ name: 'song.mp3' }),
        ]),
      ),
    );
    expect(seen.mock.lastCall![0]).toHaveLength(2);
    // The count renders after the value it counts reaches the form, a render later.
    await waitFor(() =>
      expect(screen.getByTestId('bulk-folder-count')).toHaveTextContent('2 of 2 files uploaded'),
    );
    expect(screen.getByTestId('bulk-folder-skipped')).toHaveTextContent(
      'Skipped, not NFT content (2): .DS_Store, notes.txt',
    );
  });

  it('refuses a folder over the size limit (E110) or with two files of one name, uploading nothing', async () => {
    const transport = instantTransport();
    renderWithProviders(<Harness transport={transport} seen={() => {}} />);
    const huge = file('film.mp4');
    Object.defineProperty(huge, 'size', { value: 11 * 1024 ** 3 });
    pick(huge);
    expect(await screen.findByTestId('bulk-folder-problem')).toHaveTextContent(
      'Folder size over limit: at most 10 GB',
    );
    pick(file('a.png'), file('a.png'));
    await waitFor(() =>
      expect(screen.getByTestId('bulk-folder-problem')).toHaveTextContent(
        'Two files are named a.png; rename one and choose the folder again.',
      ),
    );
    expect(transport.merge).not.toHaveBeenCalled();
  });
});
