import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/**
 * A `size` × `size` RGB PNG that stands in for a piece of NFT art: a gradient of its own hues,
 * rings and a little grain, so each `seed` gives a different picture of a realistic weight
 * (a few hundred KB at 800 px), written with node:zlib alone.
 */
export function artworkPng(seed: number, size = 800): Buffer {
  let state = (seed * 2654435761) >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const hue = [random() * 255, random() * 255, random() * 255];
  const cx = size * (0.25 + random() / 2);
  const cy = size * (0.25 + random() / 2);
  const rows: Buffer[] = [];
  let above = Buffer.alloc(size * 3);
  for (let y = 0; y < size; y++) {
    const pixels = Buffer.alloc(size * 3);
    for (let x = 0; x < size; x++) {
      const ring = Math.sin(Math.hypot(x - cx, y - cy) / 18) * 40;
      for (let c = 0; c < 3; c++) {
        const grain = (random() - 0.5) * 6;
        const value = hue[c]! * (x / size) + (255 - hue[c]!) * (y / size) * 0.6 + ring + grain;
        pixels[x * 3 + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
    // Filter 2 (Up): each byte as its difference from the one above, as encoders do for gradients.
    const row = Buffer.alloc(1 + size * 3, 2);
    for (let i = 0; i < pixels.length; i++) row[1 + i] = (pixels[i]! - above[i]!) & 0xff;
    rows.push(row);
    above = pixels;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
