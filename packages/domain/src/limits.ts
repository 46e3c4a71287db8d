// Business constants and limits (docs/product.md, "Limits and constants"). Every number the UI
// shows or the server enforces is read from here, so the two cannot drift apart.

export const ONBOARDING_STEP_COUNT = 3;
export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_ACCOUNT_TYPE = 'individual';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const APP_NAME_MAX_LENGTH = 50;
/**
 * How much of a package's app_name the device shows: the package header keeps its first 31
 * characters (VMUPACK.md; the SDK's packer takes up to 255 in metadata.json). A longer name is
 * suggested to the app form cut to APP_NAME_MAX_LENGTH (suggestedAppName, decision 0051).
 */
export const PACKAGE_NAME_SHOWN_LENGTH = 31;
export const APP_DESCRIPTION_MAX_LENGTH = 200;
export const SHORT_DESCRIPTION_MAX_LENGTH = 160;
export const SCREENSHOTS_MIN = 1;
export const SCREENSHOTS_MAX = 5;

export const SIGNUP_PASSWORD_MIN_LENGTH = 8;
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
export const VERIFICATION_CODE_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 60;
export const RESET_CODE_EXPIRY_HOURS = 24;
export const OAUTH_CALLBACK_WAIT_MS = 1000;
export const POST_VERIFICATION_REDIRECT_MS = 500;

const MB = 1024 * 1024;
export const BYTES_PER_MB = MB;

/** Upload limits per asset type (docs/product.md, "Files"). */
export const ASSET_LIMITS = {
  binary: { label: 'VMU package', maxMb: 50, types: ['.vmupack'], dimensions: null },
  'vmu-icon': {
    label: 'VMU icon',
    maxMb: 2,
    types: ['BMP'],
    dimensions: { width: 76, height: 76 },
  },
  'web-icon': {
    label: 'Web icon',
    maxMb: 2,
    types: ['PNG', 'JPEG'],
    dimensions: { width: 512, height: 512 },
  },
  'hero-banner': { label: 'Hero banner', maxMb: 5, types: ['PNG', 'JPEG'], dimensions: null },
  'vmu-banner': {
    label: 'VMU banner',
    maxMb: 5,
    types: ['PNG', 'JPEG'],
    dimensions: { width: 240, height: 160 },
  },
  screenshots: { label: 'Screenshot', maxMb: 5, types: ['PNG', 'JPEG'], dimensions: null },
} as const;
export type AssetType = keyof typeof ASSET_LIMITS;

/**
 * The hero banner's shape (decision 0051): 3:1, as the store's app page shows it across the top
 * (Steam's library hero is about 3:1 too), at least as wide as the page shows it (1200 px), with
 * 1500x500 the size to aim for. A little off (2 %) is accepted: an export is often a pixel out.
 */
export const HERO_BANNER_SHAPE = {
  aspect: { width: 3, height: 1 },
  tolerance: 0.02,
  min: { width: 1200, height: 400 },
  recommended: { width: 1500, height: 500 },
} as const;

export const CREATE_PRICE = { min: 1, max: 99, step: 0.5 } as const;
export const LIVE_PRICE = { min: 0.01, max: 999.99, step: 0.01 } as const;
export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';
export const PEGI_RATINGS = [3, 7, 12, 16, 18] as const;
export const APP_TYPES = ['app', 'game'] as const;

export const DEVELOPER_LIST_PAGE_SIZE = 50;
export const ADMIN_LIST_PAGE_SIZE = 100;
export const BUNDLE_CHECK_DEBOUNCE_MS = 300;
export const REVIEW_SCREENSHOTS_SHOWN = 3;
export const ELIGIBILITY_RECHECK_MS = 2000;
export const SAVED_PREFERENCES_CONFIRMATION_MS = 3000;

export const REVIEW_TIME_BUSINESS_DAYS = { min: 1, max: 3 } as const;
export const REVIEW_TIME_TEXT = '1-3 business days';
export const DEVICE_IMAGE_COUNT = 7;

/** Revenue share of net revenue (after taxes, payment processing fees and refunds). */
export const REVENUE_SHARE = { developerPercent: 75, platformPercent: 25 } as const;
export const MINIMUM_PAYOUT = { amount: 10, currency: 'GBP', text: 'GBP 10.00' } as const;
export const PAYOUT_SCHEDULE_TEXT = 'monthly, within 30 days of the end of each month';

export const DATA_STALE_MINUTES = 5;
export const IDENTITY_TOKEN_LIFETIME_TEXT = '1 hour';
export const REFRESH_TOKEN_LIFETIME_TEXT = '30 days';
export const FOOTER_COPYRIGHT_YEAR = 2025;

/** Longest approval note or rejection reason staff may record (ours; the spec sets none). */
export const DEVELOPER_REVIEW_NOTES_MAX_LENGTH = 1000;
