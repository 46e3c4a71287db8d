import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ApplicationUpdateSchema } from './update-form';
import {
  LISTING_PROSE_FIELD_NAMES,
  LISTING_TEXT_FIELD_NAMES,
  LISTING_TEXT_FIELDS,
  listingTextTooLong,
  missingListingText,
} from './listing-fields';

describe('the listing text fields, declared once', () => {
  it.each(LISTING_TEXT_FIELD_NAMES)(
    '%s: the schemas take its limit and refuse one more with its message',
    (name) => {
      const field = LISTING_TEXT_FIELDS[name];
      const fits =
        field.kind === 'url'
          ? `https://e.example/${'a'.repeat(field.maxLength - 18)}`
          : 'a'.repeat(field.maxLength);
      expect(fits).toHaveLength(field.maxLength);
      expect(z.safeParse(ApplicationUpdateSchema, { [name]: fits }).success).toBe(true);
      const over = z.safeParse(ApplicationUpdateSchema, { [name]: `${fits}a` });
      expect(over.success).toBe(false);
      expect(over.error?.issues.map((issue) => issue.message)).toContain(listingTextTooLong(name));
    },
  );

  it('names what review needs by label, and only that', () => {
    const empty = Object.fromEntries(LISTING_TEXT_FIELD_NAMES.map((name) => [name, ''])) as Record<
      (typeof LISTING_TEXT_FIELD_NAMES)[number],
      string
    >;
    expect(missingListingText(empty)).toEqual(['Short Description', 'Long Description']);
    expect(
      missingListingText({ ...empty, shortDescription: 'Fast', longDescription: 'Faster' }),
    ).toEqual([]);
    expect(LISTING_PROSE_FIELD_NAMES).toEqual(['shortDescription', 'longDescription']);
  });
});
