import type { Dayjs } from 'dayjs';
import { messageText, saleCreateChecked, type Language } from '@mintfront/domain';
import { issueText } from '../../../components/zod-rule.ts';
import type { SaleBulkRow } from '../../../api/sales-bulk.ts';
import type { BulkRow } from './bulk-rows-table.tsx';
import { availableOf } from './sale-goods-field.tsx';

/** The dates (and an auction's increment) every row of a bulk sell order shares. */
export type BulkCommon = {
  start_date: Dayjs | null;
  end_date: Dayjs | null;
  increment_rate?: number | null;
};

type Labels = { quantity: string; price: string; start_date: string; end_date: string };
type FieldError = { name: 'start_date' | 'end_date'; errors: string[] };

/**
 * Checks a bulk sell order before it is sent (spec doc 2 §5): each row by the create payload's
 * rules, the shared dates not in the past (and the end not before the start, an auction at most
 * 7 days). Answers the rows with their errors, the date fields' errors, and the list to send.
 */
export function checkBulk(
  type: number,
  rows: BulkRow[],
  common: BulkCommon,
  lang: Language,
  labels: Labels,
  now = new Date(),
): { rows: BulkRow[]; fields: FieldError[]; list: SaleBulkRow[] | null } {
  const dates: Record<'start_date' | 'end_date', string | undefined> = {
    start_date: common.start_date?.toISOString(),
    end_date: common.end_date?.toISOString(),
  };
  const fieldErrors = new Map<string, string>();
  for (const key of ['start_date', 'end_date'] as const) {
    const v = dates[key];
    if (v && new Date(v) < now)
      fieldErrors.set(key, messageText('datePast', lang, { field: labels[key] }));
  }
  const auction = type === 2;
  const list: SaleBulkRow[] = [];
  const checked = rows.map((row) => {
    const body = {
      type,
      goods_id: row.nft.id,
      quantity: row.quantity ?? 0,
      ...(auction
        ? {
            minimum_price: row.price || undefined,
            increment_rate: common.increment_rate ?? undefined,
          }
        : { price: row.price || undefined }),
      ...(dates.start_date ? { start_date: dates.start_date } : {}),
      ...(dates.end_date ? { end_date: dates.end_date } : {}),
    };
    const parsed = saleCreateChecked(
      { nftType: row.nft.type, available: availableOf(row.nft) },
      () => now,
    ).safeParse(body);
    if (parsed.success) {
      const { type: _type, ...rest } = body;
      list.push(rest);
      return { ...row, error: undefined };
    }
    let error: string | undefined;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      if (field === 'start_date' || field === 'end_date') {
        if (!fieldErrors.has(field))
          fieldErrors.set(field, issueText(issue, lang, { field: labels[field] }));
        continue;
      }
      const label = field === 'quantity' ? labels.quantity : labels.price;
      error ??= issueText(issue, lang, { field: label });
    }
    return { ...row, error };
  });
  const fields = (['start_date', 'end_date'] as const).map((name) => ({
    name,
    errors: fieldErrors.has(name) ? [fieldErrors.get(name)!] : [],
  }));
  const ok = fieldErrors.size === 0 && checked.every((r) => !r.error);
  return { rows: checked, fields, list: ok ? list : null };
}
