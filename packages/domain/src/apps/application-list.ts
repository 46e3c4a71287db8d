import * as z from 'zod/mini';
import { ADMIN_LIST_PAGE_SIZE, DEVELOPER_LIST_PAGE_SIZE } from '../limits';
import { maxGraphemes, tooLongMessage } from '../text-length';

// Paging and search of My Applications (docs/product.md, "My Applications", "Lengths and timings"):
// pages of 50 by default, at most 100 (the admin page size) per request; the search box matches
// name or short description.

export const APPLICATIONS_PAGE = {
  defaultLimit: DEVELOPER_LIST_PAGE_SIZE,
  maxLimit: ADMIN_LIST_PAGE_SIZE,
} as const;

export const APPLICATIONS_LIMIT_OUT_OF_RANGE = `The limit must be a whole number from 1 to ${APPLICATIONS_PAGE.maxLimit}.`;

/** How many applications one page holds; absent means the default. */
export const ApplicationsLimitSchema = z._default(
  z
    .int({ error: APPLICATIONS_LIMIT_OUT_OF_RANGE })
    .check(
      z.minimum(1, APPLICATIONS_LIMIT_OUT_OF_RANGE),
      z.maximum(APPLICATIONS_PAGE.maxLimit, APPLICATIONS_LIMIT_OUT_OF_RANGE),
    ),
  APPLICATIONS_PAGE.defaultLimit,
);

/** Ours: a search term longer than any name or short description cannot match anything useful. */
export const APPLICATION_SEARCH_MAX_LENGTH = 160;
export const APPLICATION_SEARCH_TOO_LONG = tooLongMessage('Search', APPLICATION_SEARCH_MAX_LENGTH);

/** The search box's term, trimmed; blank means no search. */
export const ApplicationSearchSchema = z._default(
  z
    .string()
    .check(z.trim(), maxGraphemes(APPLICATION_SEARCH_MAX_LENGTH, APPLICATION_SEARCH_TOO_LONG)),
  '',
);
