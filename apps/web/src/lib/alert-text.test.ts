import { describe, expect, it } from 'vitest';
import { descriptionBeyondTitle, detailsBeyondTitle } from './alert-text';

const TITLE = 'Failed to save application. Please try again.';

describe('the lines under an alert title', () => {
  it('leave out a detail equal to the title, whatever its case, spacing or stop', () => {
    expect(detailsBeyondTitle(TITLE, [TITLE])).toEqual([]);
    expect(detailsBeyondTitle(TITLE, ['  failed to save   application. please try again'])).toEqual(
      [],
    );
    expect(descriptionBeyondTitle(TITLE, TITLE)).toBeUndefined();
  });

  it('leave out a detail the title already contains, and a detail said twice', () => {
    expect(detailsBeyondTitle(TITLE, ['Please try again.'])).toEqual([]);
    expect(
      detailsBeyondTitle(TITLE, ['The version must be newer.', 'The version must be newer']),
    ).toEqual(['The version must be newer.']);
  });

  it('keep what the title does not say, trimmed, and nothing blank', () => {
    expect(detailsBeyondTitle(TITLE, [' Upload the package first. ', '', null])).toEqual([
      'Upload the package first.',
    ]);
    expect(descriptionBeyondTitle(TITLE, 'Upload the package first.')).toBe(
      'Upload the package first.',
    );
  });
});
