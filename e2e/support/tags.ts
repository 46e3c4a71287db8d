// Tags that choose the width a journey runs at (playwright.config.ts, decision 0027). Every
// journey runs in the desktop project; these also put it in the phone project.

/**
 * Runs at desktop and at phone width: its phone run checks what a phone's layout decides (where
 * things sit or whether they are in view, what a phone hides, a table turned into blocks, words
 * that must wrap), or it is the one 390 px check of states only its own steps reach. A screen
 * that only looks different on a phone is checked in every-screen-at-phone-width.spec.ts.
 */
export const PHONE = '@phone';

/** Runs at phone width only: it checks what only a phone shows (the menu sheet, 390 px). */
export const PHONE_ONLY = '@phone-only';
