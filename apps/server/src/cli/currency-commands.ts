import {
  CURRENCY_STATUS,
  CURRENCY_STATUS_NAMES,
  currencyRejectReason,
  errorText,
  type CurrencyStatus,
} from '@mintfront/domain';
import { AppError } from '../platform/http/app-error.ts';
import type { Db } from '../platform/db/db-client.ts';
import { paymentTokensService } from '../modules/payment-tokens/payment-tokens.service.ts';

/** Where a command writes: lines for the operator, and problems. */
export type CommandIo = { out: (line: string) => void; err: (line: string) => void };
export type CommandDeps = { db: Db; publicUrl: string };

/** `--status` words of `currency:list`. */
const STATUS_WORDS: Record<string, CurrencyStatus | undefined> = {
  'in-review': CURRENCY_STATUS.inReview,
  active: CURRENCY_STATUS.active,
  rejected: CURRENCY_STATUS.rejected,
  inactive: CURRENCY_STATUS.inactive,
  all: undefined,
};

export const CURRENCY_USAGE = [
  'currency:list [--status in-review|active|rejected|inactive|all]   payment tokens of every store (default: in-review)',
  'currency:approve <id>                                             make a token In Review Active',
  'currency:reject <id> --reason "…"                                 reject a token In Review; the store owner sees the reason',
];

/** A refusal the operator can act on: printed as one line, exit code 1. */
export class CommandError extends Error {}

function tokenId(text: string | undefined): number {
  const id = Number(text);
  if (!text || !Number.isSafeInteger(id) || id <= 0)
    throw new CommandError(`the token id must be a positive whole number, not "${text ?? ''}"`);
  return id;
}

/** Runs one `currency:*` command through the payment tokens' service (the rules the API uses). */
export async function runCurrencyCommand(
  deps: CommandDeps,
  command: string,
  positionals: string[],
  options: { status?: string; reason?: string },
  io: CommandIo,
) {
  try {
    switch (command) {
      case 'currency:list': {
        const word = options.status ?? 'in-review';
        if (!Object.hasOwn(STATUS_WORDS, word))
          throw new CommandError(`--status must be one of ${Object.keys(STATUS_WORDS).join(', ')}`);
        const rows = await paymentTokensService.reviewQueue(deps, STATUS_WORDS[word]);
        if (rows.length === 0) io.out(`No payment tokens (${word}).`);
        for (const t of rows) {
          const reason = t.reviewReason ? `  reason: ${t.reviewReason}` : '';
          io.out(
            `#${t.id}  ${t.symbol}  ${t.name}  ${t.address}  ${CURRENCY_STATUS_NAMES[t.status]}  store #${t.shop.id} ${t.shop.name} (${t.shop.chain})  submitted ${t.createdAt}${reason}`,
          );
        }
        return;
      }
      case 'currency:approve': {
        const token = await paymentTokensService.approve(deps, tokenId(positionals[0]));
        io.out(
          `Approved #${token.id} ${token.symbol}: now ${CURRENCY_STATUS_NAMES[token.status]}.`,
        );
        return;
      }
      case 'currency:reject': {
        const id = tokenId(positionals[0]);
        const reason = currencyRejectReason.safeParse(options.reason ?? '');
        if (!reason.success)
          throw new CommandError(
            `--reason "…" is required (1 to 500 characters): the store owner reads it`,
          );
        const token = await paymentTokensService.reject(deps, id, reason.data);
        io.out(`Rejected #${token.id} ${token.symbol}: ${token.reviewReason}`);
        return;
      }
      default:
        throw new CommandError(`unknown command ${command}`);
    }
  } catch (err) {
    if (err instanceof AppError)
      throw new CommandError(
        err.key === 'NOT_FOUND'
          ? `no payment token #${positionals[0]}`
          : errorText(err.key, 'en', err.params),
      );
    throw err;
  }
}
