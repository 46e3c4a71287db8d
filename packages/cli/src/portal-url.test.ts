import { describe, expect, it } from 'vitest';
import { CliError } from './cli-error';
import { normalizePortalUrl } from './portal-url';

const refused = (input: string) => {
  try {
    normalizePortalUrl(input);
  } catch (error) {
    expect(error).toBeInstanceOf(CliError);
    return (error as CliError).message;
  }
  throw new Error(`${input} was accepted`);
};

describe("the portal's URL", () => {
  it('is kept without its trailing slash, https:// assumed', () => {
    expect(normalizePortalUrl('https://portal.example.com/')).toBe('https://portal.example.com');
    expect(normalizePortalUrl(' portal.example.com ')).toBe('https://portal.example.com');
    expect(normalizePortalUrl('https://example.com/portal//')).toBe('https://example.com/portal');
    expect(normalizePortalUrl('HTTPS://Portal.Example.com:8443')).toBe(
      'https://portal.example.com:8443',
    );
  });

  it('may be plain http only on this machine, where the token does not cross a network', () => {
    expect(normalizePortalUrl('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(normalizePortalUrl('http://localhost:3000/')).toBe('http://localhost:3000');
    expect(refused('http://portal.example.com')).toBe(
      'Use https:// for portal.example.com: over plain http:// the API token could be read on its way.',
    );
  });

  it('is refused when it is not a web address', () => {
    expect(refused('')).toBe('The portal URL is empty.');
    expect(refused('ftp://portal.example.com')).toBe(
      'The portal URL must start with https:// (not ftp://).',
    );
    expect(refused('https://exa mple.com')).toContain('is not a URL');
    expect(refused('https://user:pw@portal.example.com')).toBe(
      'Give the portal URL without a user name, query or fragment.',
    );
  });
});
