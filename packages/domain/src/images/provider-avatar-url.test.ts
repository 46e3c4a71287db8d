import { describe, expect, it } from 'vitest';
import { providerAvatarUrl } from './provider-avatar-url';

describe('providerAvatarUrl', () => {
  it.each([
    'https://avatars.githubusercontent.com/u/583231?v=4',
    'https://lh3.googleusercontent.com/a/ACg8ocK-abc=s96-c',
  ])('keeps the picture address a provider serves: %s', (value) => {
    expect(providerAvatarUrl(value)).toBe(value);
  });

  it.each([
    ['another site', 'https://evil.example/a.png'],
    ['a look-alike host', 'https://avatars.githubusercontent.com.evil.example/u/1'],
    ['a host that only ends like one', 'https://evilgoogleusercontent.com/a'],
    ['plain http', 'http://avatars.githubusercontent.com/u/1'],
    ['credentials', 'https://user:pw@avatars.githubusercontent.com/u/1'],
    ['a port', 'https://avatars.githubusercontent.com:8443/u/1'],
    ['a fragment', 'https://avatars.githubusercontent.com/u/1#x'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:image/png;base64,AAAA'],
    ['text the parser rewrites', 'https://AVATARS.githubusercontent.com/u/1'],
    ['a backslash', 'https://avatars.githubusercontent.com\\@evil.example/'],
    ['not text', 42],
    ['too long', `https://avatars.githubusercontent.com/${'a'.repeat(2100)}`],
  ])('refuses %s', (_label, value) => {
    expect(providerAvatarUrl(value)).toBeUndefined();
  });
});
