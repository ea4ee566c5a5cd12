import { describe, expect, it } from 'vitest';
import { svgShapeProblem } from './svg-shape.ts';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const nested = (n: number) => `<svg ${NS}>${'<g>'.repeat(n)}${'</g>'.repeat(n)}</svg>`;
const flat = (n: number) => `<svg ${NS}>${'<circle r="1"/>'.repeat(n)}</svg>`;

describe('svgShapeProblem (issue 19 item 4: refused by cheap measures before parsing)', () => {
  it.each([
    ['a drawing within the limits', flat(30), null],
    ['nesting just within the depth', nested(9), null],
    ['nesting past the depth', nested(10), { limit: 'depth', max: 10 }],
    ['more elements than the limit', flat(50), { limit: 'elements', max: 40 }],
    ['200,000 nested groups', nested(200_000), { limit: 'depth', max: 10 }],
    ['not well-formed XML: left to the sanitiser', `<svg ${NS}><g></svg>`, null],
  ])('%s', (_, svg, problem) => {
    expect(svgShapeProblem(svg, { maxElements: 40, maxDepth: 10 })).toEqual(problem);
  });

  it('counts self-closing elements, which add no depth', () => {
    expect(svgShapeProblem(flat(39), { maxElements: 40, maxDepth: 1 })).toBeNull();
  });
});
