import * as z from 'zod/mini';

// Bundle identifiers (docs/product.md, "App form rules"; the format is ours, decision 0012):
// reverse-DNS such as com.example.game, unique across the store.

export const BUNDLE_IDENTIFIER_MAX_LENGTH = 100;
export const BUNDLE_IDENTIFIER_PATTERN = /^[a-z][a-z0-9_-]*(\.[a-z][a-z0-9_-]*)+$/;

export const BUNDLE_IDENTIFIER_REQUIRED = 'Bundle Identifier is required to save a draft';
export const BUNDLE_IDENTIFIER_FORMAT =
  'Use reverse-domain form such as com.example.game: two or more parts separated by dots, each starting with a lowercase letter, then lowercase letters, digits, hyphens or underscores';
export const BUNDLE_IDENTIFIER_TOO_LONG = `Bundle identifier must be ${BUNDLE_IDENTIFIER_MAX_LENGTH} characters or less`;
export const BUNDLE_IDENTIFIER_FIX_BEFORE_SAVING =
  'Please fix the bundle identifier error before saving.';
export const BUNDLE_IDENTIFIER_WAIT_FOR_CHECK =
  'Please wait for bundle identifier validation to complete.';

export const bundleIdentifierTaken = (id: string) => `Bundle identifier "${id}" is already taken`;
/**
 * Ours (decision 0013): once an app has been live its store link, which is built from the
 * identifier, must keep working, so the identifier never changes again, even after unpublishing.
 */
export const BUNDLE_IDENTIFIER_FIXED_AFTER_PUBLISHING =
  'The bundle identifier cannot change once the app has been published: its store link must keep working';

export const BundleIdentifierSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: BUNDLE_IDENTIFIER_REQUIRED, abort: true }),
    z.maxLength(BUNDLE_IDENTIFIER_MAX_LENGTH, { error: BUNDLE_IDENTIFIER_TOO_LONG, abort: true }),
    z.regex(BUNDLE_IDENTIFIER_PATTERN, BUNDLE_IDENTIFIER_FORMAT),
  );
