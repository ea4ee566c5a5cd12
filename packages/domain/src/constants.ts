/** Business constants of spec doc 1 §9 and doc 2 §9. */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 200;
/** The last page a list call asks for (ours: a bound, so that a page number cannot overflow an offset). */
export const MAX_PAGE = 1_000_000;
export const REQUEST_TIMEOUT_MS = 60_000;
export const REGISTER_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_CODE_TTL_MS = 30 * 60 * 1000;
export const CODE_RESEND_INTERVAL_MS = 60_000;
export const CODE_MAX_WRONG_TRIES = 5;
export const STORE_REOPEN_WINDOW_DAYS = 90;
export const LOGIN_STATUS_INITIAL = 5;
export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Onboarding survey revenue bands (spec doc 1 §9). */
export const REVENUE_BANDS = [
  'none',
  'under_1000',
  '1000_10000',
  '10000_50000',
  'above_50000',
] as const;
export type RevenueBand = (typeof REVENUE_BANDS)[number];

/** Bits of User.tutorial. */
export const TUTORIAL = { welcome: 1, storeHome: 2, nftCreate: 4, sellOrder: 8 } as const;

/** Store home's four setup steps (spec doc 1 §2). */
export const SETUP_STEPS = ['customizeTheme', 'setUpDomain', 'createNft', 'sellNft'] as const;

export const PUBLIC_CONSOLE_PATHS = [
  '/login',
  '/register',
  '/select-store',
  '/forgot-password',
] as const;
