// The thread of svg-sanitizer.ts: sanitises SVG documents (sanitize-svg.ts: jsdom and DOMPurify)
// off the server's main thread, so a large drawing neither stalls every other request nor can
// exhaust the server's heap (the thread has a heap limit of its own). Plain JavaScript that loads
// the TypeScript sanitiser through tsx's API, so Node runs it as it is under tsx, vitest or a
// build alike. One message at a time, in the order sent:
//   { ready: true } once loaded; then for each { id, svg: Uint8Array, shape: SvgShapeLimits }:
//   { id, tooComplex: { limit, max } }   (past a shape limit, counted before parsing), or
//   { id, clean: string | null }   (null: not an SVG document, or one the sanitiser failed on)
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { decodeSvg, sanitizeSvg } = await tsImport('./sanitize-svg.ts', import.meta.url);
const { svgShapeProblem } = await tsImport('./svg-shape.ts', import.meta.url);

parentPort.on('message', ({ id, svg, shape }) => {
  let clean = null;
  try {
    const text = decodeSvg(Buffer.from(svg.buffer, svg.byteOffset, svg.byteLength));
    const tooComplex = svgShapeProblem(text, shape);
    if (tooComplex) return parentPort.postMessage({ id, tooComplex });
    clean = sanitizeSvg(text);
  } catch {
    // refused like any document that is not a clean SVG; the thread goes on
  }
  parentPort.postMessage({ id, clean });
});
parentPort.postMessage({ ready: true });
