import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OpenUpload } from './open-upload.ts';
import { UploadHasher } from './upload-hasher.ts';

let dir: string;
let upload: OpenUpload;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mintfront-open-upload-'));
  upload = new OpenUpload(join(dir, 'u1'), new UploadHasher(), () => undefined);
});
afterEach(async () => {
  await upload.close();
  await rm(dir, { recursive: true, force: true });
});

/** A piece of work that records when it starts and ends, and ends when told to. */
function step(name: string, log: string[]) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const work = async () => {
    log.push(`${name} starts`);
    await done;
    log.push(`${name} ends`);
  };
  return { work, finish };
}
const ticks = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('OpenUpload', () => {
  it('runs two sends of one index one after the other, and sends of other indexes at once', async () => {
    const log: string[] = [];
    const [first, second, other] = [step('0a', log), step('0b', log), step('1', log)];
    const running = [
      upload.use(0, first.work),
      upload.use(0, second.work),
      upload.use(1, other.work),
    ];
    await ticks();
    expect(log).toEqual(['0a starts', '1 starts']);
    first.finish();
    await ticks();
    expect(log).toEqual(['0a starts', '1 starts', '0a ends', '0b starts']);
    second.finish();
    other.finish();
    await Promise.all(running);
  });

  it('closes once the sends in flight are done, and refuses sends after', async () => {
    const log: string[] = [];
    const slow = step('0', log);
    const running = upload.use(0, slow.work);
    await ticks();
    let closed = false;
    const closing = upload.close().then(() => (closed = true));
    await expect(upload.use(1, async () => log.push('late'))).rejects.toThrow('upload closed');
    await ticks();
    expect(closed).toBe(false);
    slow.finish();
    await Promise.all([running, closing]);
    expect(closed).toBe(true);
    expect(log).toEqual(['0 starts', '0 ends']);
  });
});
