import { Deflate, deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readXlsxRows, type XlsxReadOptions } from './xlsx-reader.ts';
import { concat, craftZip, inlineRows, workbookParts, type CraftedPart } from './xlsx-test-kit.ts';
import { readZipDirectory } from './zip-directory.ts';

const MB = 1024 * 1024;
const readAll = (bytes: Uint8Array, options: Partial<XlsxReadOptions> = {}) => [
  ...readXlsxRows(bytes, { maxRows: 1000, ...options }),
];
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { problem: (error as { problem?: string }).problem, message: (error as Error).message };
  }
  throw new Error('expected a refusal');
};

/** `size` zero bytes deflated through the streaming API, one MB at a time (never held whole). */
function deflatedZeros(size: number): Uint8Array {
  const out: Uint8Array[] = [];
  const deflate = new Deflate({ level: 6 }, (chunk) => out.push(chunk));
  const block = new Uint8Array(MB);
  for (let left = size; left > 0; left -= MB)
    deflate.push(block.subarray(0, Math.min(MB, left)), left <= MB);
  return concat(out);
}

const sheetParts = workbookParts(inlineRows(['0xabc']));

describe('zip directory checks (before anything is unpacked)', () => {
  it('accepts a plain workbook and lists its parts with sizes', () => {
    const entries = readZipDirectory(craftZip(sheetParts));
    expect(entries.map((e) => e.name)).toContain('xl/worksheets/data.xml');
    expect(entries.every((e) => e.method === 8 && e.size > 0)).toBe(true);
  });

  it('refuses a file that is not a zip at all', () => {
    expect(refusal(() => readAll(Buffer.from('address\n0xabc\n')))).toEqual({
      problem: 'notZip',
      message: 'the file is not an XLSX (zip) file',
    });
    expect(refusal(() => readAll(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]))).problem).toBe(
      'notZip',
    );
  });

  it('refuses a zip bomb declaring 300 MB of zeros in one part, naming the 200 MB limit, without inflating it', () => {
    const bomb = craftZip([
      ...sheetParts,
      {
        name: 'xl/media/zeros.bin',
        packed: deflateSync(new Uint8Array(MB)),
        declaredSize: 300 * MB,
      },
    ]);
    expect(refusal(() => readAll(bomb))).toEqual({
      problem: 'unpackedSize',
      message: 'the file unpacks to more than the 200 MB allowed',
    });
  });

  it('refuses a part compressed more than 200:1 (3 MB of zeros in a few KB)', () => {
    const zeros = deflatedZeros(3 * MB);
    const file = craftZip([
      ...sheetParts,
      { name: 'xl/media/zeros.bin', packed: zeros, declaredSize: 3 * MB },
    ]);
    expect(refusal(() => readAll(file))).toEqual({
      problem: 'ratio',
      message: 'part xl/media/zeros.bin is compressed more than 200:1, which is not accepted',
    });
  });

  it('refuses a part that unpacks to more than it declares, while inflating', () => {
    const zeros = deflatedZeros(4 * MB);
    const parts = workbookParts('');
    const lying = parts.map((p): CraftedPart =>
      p.name === 'xl/worksheets/data.xml' ? { ...p, packed: zeros, declaredSize: 100 * 1024 } : p,
    );
    expect(refusal(() => readAll(craftZip(lying)))).toEqual({
      problem: 'unpackedSize',
      message: 'part xl/worksheets/data.xml unpacks to more than the 100 KB it declares',
    });
  });

  it('refuses more than 1,000 parts, naming the limit', () => {
    const many = Array.from({ length: 1001 }, (_, i): CraftedPart => ({
      name: `xl/media/p${i}.xml`,
      data: 'x',
      method: 0,
    }));
    expect(refusal(() => readAll(craftZip([...sheetParts, ...many])))).toEqual({
      problem: 'entries',
      message: 'the file holds 1007 parts, more than the 1000 allowed',
    });
    expect(refusal(() => readAll(craftZip(sheetParts), { maxEntries: 3 })).message).toBe(
      'the file holds 6 parts, more than the 3 allowed',
    );
  });

  it('refuses zip64 archives and zip64 part sizes', () => {
    expect(refusal(() => readAll(craftZip(sheetParts, { zip64Locator: true }))).problem).toBe(
      'zip64',
    );
    const zip64Extra = Uint8Array.from([1, 0, 0, 0]);
    expect(
      refusal(() =>
        readAll(craftZip([...sheetParts, { name: 'xl/a.xml', data: 'a', extra: zip64Extra }])),
      ).problem,
    ).toBe('zip64');
    expect(
      refusal(() =>
        readAll(
          craftZip([...sheetParts, { name: 'xl/a.xml', data: 'a', declaredSize: 0xffffffff }]),
        ),
      ).problem,
    ).toBe('zip64');
  });

  it('refuses encrypted parts and unknown compression methods', () => {
    expect(
      refusal(() =>
        readAll(craftZip([...sheetParts, { name: 'xl/secret.xml', data: 'a', flags: 1 }])),
      ),
    ).toEqual({ problem: 'encrypted', message: 'part xl/secret.xml is encrypted' });
    expect(
      refusal(() =>
        readAll(
          craftZip([
            ...sheetParts,
            { name: 'xl/b.xml', data: 'a', method: 12, packed: Uint8Array.from([1]) },
          ]),
        ),
      ).problem,
    ).toBe('method');
  });

  it('refuses part names an XLSX does not hold: path escapes, other folders, duplicates', () => {
    for (const name of [
      '../evil.xml',
      'xl/../../evil.xml',
      '/etc/passwd',
      'evil.txt',
      'xl\\evil.xml',
      'xl//a.xml',
    ]) {
      expect(
        refusal(() => readAll(craftZip([...sheetParts, { name, data: 'a' }]))).problem,
        name,
      ).toBe('entryName');
    }
    expect(
      refusal(() => readAll(craftZip([...sheetParts, { name: 'XL/Workbook.xml', data: 'a' }])))
        .message,
    ).toBe('the part XL/Workbook.xml appears twice');
  });

  it('refuses a directory whose part lies outside the file', () => {
    const file = craftZip(sheetParts);
    const truncated = concat([file.subarray(0, 40), file.subarray(file.length - 22)]);
    expect(refusal(() => readAll(truncated)).problem).toBe('corrupt');
  });
});
