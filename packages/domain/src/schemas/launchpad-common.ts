import { z } from 'zod';
import { recordId } from './common.ts';
import { emptyAsUndefined } from './sales.ts';
import { storedPathOf } from './uploads.ts';
import { zString } from './text.ts';

// Pieces the launchpad's airdrop and raffle payloads share (spec doc 2 §3, §5, §9; API.md "Launchpad").

export const LAUNCHPAD_NAME_MAX = 255;
export const LAUNCHPAD_DESCRIPTION_MAX = 5000;
/** spec doc 2 §5 / §9: an airdrop lasts at most 365 days (raffles follow it: docs/decisions.md). */
export const LAUNCHPAD_MAX_DAYS = 365;
/** spec doc 2 §9: at most 1,000 NFTs in a launchpad event. */
export const LAUNCHPAD_NFTS_MAX = 1000;
const DAY_MS = 86_400_000;

/** spec doc 2 §4 event status. `Cancelled` is the launchpad's own (an airdrop or raffle can be cancelled). */
export const EVENT_STATUSES = ['Selecting', 'Live', 'Ended', 'Cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Selecting before its start, Live during its window, Ended after it. */
export function eventStatus(
  e: { startAt: Date; endAt: Date; cancelled: boolean },
  now = new Date(),
): EventStatus {
  if (e.cancelled) return 'Cancelled';
  if (now < e.startAt) return 'Selecting';
  return now < e.endAt ? 'Live' : 'Ended';
}

/** A required name whose missing message names it as the spec does (`missing`: e.g. "Airdrop Name is required"). */
export const launchpadName = (missing: string) =>
  zString({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(LAUNCHPAD_NAME_MAX, { error: 'tooLong' });

/** The preview: an uploaded JPG, PNG, GIF or SVG of up to 100 MB (the `airdropPreview` upload kind). */
export const launchpadPreview = storedPathOf('airdropPreview', 'airdropPreviewType');

export const launchpadDescription = z.preprocess(
  emptyAsUndefined,
  zString({ error: 'invalid' })
    .trim()
    .max(LAUNCHPAD_DESCRIPTION_MAX, { error: 'tooLong' })
    .optional(),
);

/** The NFTs of the event: at least one (`missing` names the field as the spec does), each once. */
export const launchpadNftIds = (missing: string) =>
  z
    .array(recordId(z.coerce.number({ error: 'number' })), { error: missing })
    .min(1, { error: missing, abort: true })
    .max(LAUNCHPAD_NFTS_MAX, { error: 'tooManyItems' })
    .transform((ids) => [...new Set(ids)]);

/** A required date-time (ISO 8601 with its offset), read as a Date. */
export const launchpadDate = z.preprocess(
  emptyAsUndefined,
  z.iso
    .datetime({
      offset: true,
      error: (iss) => (iss.input === undefined ? 'required' : 'dateTime'),
    })
    .transform((s) => new Date(s)),
);

/**
 * The window rules of spec doc 2 §5 as a message key: the end not before the start, at most 365
 * days; null when the window is right. The console asks it while other fields still have errors.
 */
export function launchpadWindowIssue(
  start: Date,
  end: Date,
): 'endBeforeStart' | 'launchpadTooLong' | null {
  if (end < start) return 'endBeforeStart';
  return end.getTime() - start.getTime() > LAUNCHPAD_MAX_DAYS * DAY_MS ? 'launchpadTooLong' : null;
}

/**
 * The window rules on a body's `start_date` and `end_date`. Answers the schema itself (zod 4
 * refinements keep its type), so a form can still read its shape.
 */
export function launchpadWindow<S extends z.ZodType<{ start_date: Date; end_date: Date }>>(
  schema: S,
): S {
  return schema.superRefine((b, ctx) => {
    const issue = launchpadWindowIssue(b.start_date, b.end_date);
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['end_date'] });
  });
}
