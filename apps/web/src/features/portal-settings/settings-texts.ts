// What the settings screen says, written once for the screen and its tests.
export const SETTINGS_NOT_LOADED = 'The settings could not be loaded.';
export const SUPPORT_EMAIL_SAVED = 'Support address saved';
export const NOTICE_SAVED = 'Notice saved';
export const NOTICE_TAKEN_DOWN = 'Notice taken down';
export const TWO_FACTOR_REQUIRED_ON = 'Staff must now sign in with two-factor';
export const TWO_FACTOR_REQUIRED_OFF = 'Two-factor sign-in is no longer required for staff';
export const REASON_ADDED = 'Saved reason added';
export const REASON_UPDATED = 'Saved reason updated';
export const REASON_REMOVED = 'Saved reason removed';
export const SAVE_FAILED = 'The change could not be saved. Please try again.';
