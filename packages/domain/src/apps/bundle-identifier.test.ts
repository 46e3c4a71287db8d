import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  BUNDLE_IDENTIFIER_FORMAT,
  BUNDLE_IDENTIFIER_REQUIRED,
  BUNDLE_IDENTIFIER_TOO_LONG,
  BundleIdentifierSchema,
  bundleIdentifierTaken,
} from './bundle-identifier';

const messageOf = (value: string) => {
  const result = z.safeParse(BundleIdentifierSchema, value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('BundleIdentifierSchema', () => {
  it.each(['com.example.game', 'uk.co.studio.star-hopper', 'io.dev_team.app2', 'a.b'])(
    'accepts %s',
    (id) => expect(messageOf(id)).toBeNull(),
  );

  it.each([
    'game',
    'Com.Example.Game',
    'com..game',
    'com.example.',
    '.com.example',
    'com.1game',
    'com.example game',
    'com.exämple',
  ])('refuses %s with the format message', (id) => {
    expect(messageOf(id)).toBe(BUNDLE_IDENTIFIER_FORMAT);
  });

  it('needs a value and at most 100 characters, counted after trimming', () => {
    expect(messageOf('   ')).toBe(BUNDLE_IDENTIFIER_REQUIRED);
    expect(z.parse(BundleIdentifierSchema, '  com.example.game ')).toBe('com.example.game');
    expect(messageOf(`com.${'a'.repeat(96)}`)).toBeNull();
    expect(messageOf(`com.${'a'.repeat(97)}`)).toBe(BUNDLE_IDENTIFIER_TOO_LONG);
  });

  it('words the taken message as the spec does', () => {
    expect(bundleIdentifierTaken('com.example.game')).toBe(
      'Bundle identifier "com.example.game" is already taken',
    );
  });
});
