import { z } from 'zod';
import { digitsToNumber } from './common.ts';
import { zString } from './text.ts';

// NFT attributes (spec doc 1 §3 attrs, §5): properties, levels, stats, boosts and dates.

/** Defaults of a new attribute row (spec doc 1 §5): 3 of 5 for level and stat, boost 10 %. */
export const LEVEL_DEFAULT = { current: 3, max: 5 } as const;
export const BOOST_PERCENT_DEFAULT = 10;
export const BOOST_PERCENT_MAX = 100;
/** Ours (spec silent): rows per attribute kind and the length of their texts. */
export const ATTR_ROWS_MAX = 100;
export const ATTR_TEXT_MAX = 100;

// Attributes (spec doc 1 §3 attrs). Each row is a tuple whose fields are all filled.
const attrName = zString({ error: 'attrIncomplete' })
  .trim()
  .min(1, { error: 'attrIncomplete' })
  .max(ATTR_TEXT_MAX, { error: 'tooLong' });
const attrNumber = z.preprocess(digitsToNumber, z.number({ error: 'attrIncomplete' }));
const rows = <T extends z.ZodType>(row: T) =>
  z.array(row, { error: 'invalid' }).max(ATTR_ROWS_MAX, { error: 'tooMany' });

/** [name, current, max]: max above 0, current between 0 and max. */
const currentOfMax = z
  .tuple([attrName, attrNumber, attrNumber], { error: 'attrIncomplete' })
  .refine(([, , max]) => max > 0, { error: 'levelMax', path: [2] })
  .refine(([, current, max]) => current >= 0 && current <= max, { error: 'levelRange', path: [1] });
/** [name, percent]: 0 to 100. */
const boostPercent = z
  .tuple([attrName, attrNumber], { error: 'attrIncomplete' })
  .refine(([, percent]) => percent >= 0 && percent <= BOOST_PERCENT_MAX, {
    error: 'boostPercent',
    path: [1],
  });
/** A calendar date (YYYY-MM-DD) or an ISO 8601 date and time, kept as given. */
const dateText = zString({ error: 'attrIncomplete' })
  .trim()
  .min(1, { error: 'attrIncomplete', abort: true })
  .refine(
    (s) =>
      /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) &&
      !Number.isNaN(Date.parse(s)),
    { error: 'date' },
  );

const propertyRow = z.tuple([attrName, requiredAttrValue()], { error: 'attrIncomplete' });
const dateRow = z.tuple([attrName, dateText], { error: 'attrIncomplete' });

/** One row of each attribute shape, for forms that check a row at a time (the attribute dialogs). */
export const nftAttrRow = { property: propertyRow, currentOfMax, boostPercent, date: dateRow };

const attrKinds = {
  properties: rows(propertyRow),
  levels: rows(currentOfMax),
  stats: rows(currentOfMax),
  /** Either shape of spec doc 1 §3: [name, percent] or [name, current, max]. */
  boosts: rows(z.union([boostPercent, currentOfMax], { error: 'attrIncomplete' })),
  date: rows(dateRow),
};

/** Creation: a kind left out has no rows. */
export const nftAttrs = z
  .object(
    {
      properties: attrKinds.properties.default([]),
      levels: attrKinds.levels.default([]),
      stats: attrKinds.stats.default([]),
      boosts: attrKinds.boosts.default([]),
      date: attrKinds.date.default([]),
    },
    { error: 'invalid' },
  )
  .default({ properties: [], levels: [], stats: [], boosts: [], date: [] });
export type NftAttrs = z.infer<typeof nftAttrs>;
/** An edit: the kinds sent replace the stored ones; a kind left out is kept (no default fills it). */
export const nftAttrsChange = z.object(attrKinds, { error: 'invalid' }).partial();

function requiredAttrValue() {
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    zString({ error: 'attrIncomplete' })
      .trim()
      .min(1, { error: 'attrIncomplete' })
      .max(ATTR_TEXT_MAX * 2, { error: 'tooLong' }),
  );
}
