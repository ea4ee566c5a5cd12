// The thread of svg-sanitizer.ts: sanitises SVG documents (sanitize-svg.ts: jsdom and DOMPurify)
// off the server's main thread, so a large drawing neither stalls every other request nor can
// exhaust the server's heap (the thread has a heap limit of its own). Plain JavaScript that loads
// the TypeScript sanitiser through tsx's API, so Node runs it as it is under tsx, vitest or a
// build alike. One message at a time, in the order sent:
//   { id, svg: Uint8Array }  →  { id, clean: string | null }   (null: not an SVG document)
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { sanitizeSvg } = await tsImport('./sanitize-svg.ts', import.meta.url);

parentPort.on('message', ({ id, svg }) => {
  const clean = sanitizeSvg(Buffer.from(svg.buffer, svg.byteOffset, svg.byteLength));
  parentPort.postMessage({ id, clean });
});
