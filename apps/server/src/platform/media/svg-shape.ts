import { SaxesParser } from 'saxes';

/** What an SVG document may hold before it is parsed into a DOM (issue 19: jsdom's time and memory grow with both). */
export type SvgShapeLimits = { maxElements: number; maxDepth: number };

export const SVG_SHAPE_LIMITS: SvgShapeLimits = { maxElements: 50_000, maxDepth: 256 };

/** The limit an SVG document passes. */
export type SvgShapeProblem = { limit: 'elements' | 'depth'; max: number };

class Exceeded extends Error {
  constructor(readonly problem: SvgShapeProblem) {
    super(problem.limit);
  }
}

/**
 * The first limit the document passes, counted by a streaming XML read that stops there; null
 * when it passes none. A document that is not well-formed XML is left to the sanitiser (which
 * reads XML with the same parser, and refuses it as not an SVG).
 */
export function svgShapeProblem(
  svg: string,
  limits: SvgShapeLimits = SVG_SHAPE_LIMITS,
): SvgShapeProblem | null {
  const parser = new SaxesParser();
  let elements = 0;
  let depth = 0;
  parser.on('opentag', (tag) => {
    if (++elements > limits.maxElements)
      throw new Exceeded({ limit: 'elements', max: limits.maxElements });
    if (!tag.isSelfClosing && ++depth > limits.maxDepth)
      throw new Exceeded({ limit: 'depth', max: limits.maxDepth });
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) depth--;
  });
  try {
    parser.write(svg).close();
  } catch (error) {
    if (error instanceof Exceeded) return error.problem;
  }
  return null;
}
