// Tags that choose the width a journey runs at (playwright.config.ts, decision 0027). Every
// journey runs in the desktop project; these also put it in the phone project.

/** Runs at desktop and at phone width: the screen's layout differs on a phone. */
export const PHONE = '@phone';

/** Runs at phone width only: it checks what only a phone shows (the menu sheet, 390 px). */
export const PHONE_ONLY = '@phone-only';
