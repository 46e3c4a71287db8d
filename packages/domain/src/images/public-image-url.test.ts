import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  imageMustBeUploaded,
  isPublicImageUrl,
  publicImageUrlSchema,
  publicImagesBase,
} from './public-image-url';

const LOCAL = publicImagesBase('http://localhost:3000/files');
const CDN = publicImagesBase('https://cdn.example.com/vmu/');

describe('isPublicImageUrl', () => {
  it('makes the public folder of a files base', () => {
    expect(LOCAL).toBe('http://localhost:3000/files/public/');
    expect(CDN).toBe('https://cdn.example.com/vmu/public/');
  });

  it.each([
    'http://localhost:3000/files/public/user-1/1/icon.png',
    'http://localhost:3000/files/public/a.png',
    'https://cdn.example.com/vmu/public/user-1/banner.jpg',
  ])('accepts the storage’s own public file %s', (url) => {
    expect(isPublicImageUrl(url, [LOCAL, CDN])).toBe(true);
  });

  it.each([
    ['a path that climbs out of the folder', 'http://localhost:3000/files/public/../../api/v1/me'],
    ['an encoded climb', 'http://localhost:3000/files/public/%2e%2e/%2e%2e/api/v1/me'],
    ['an encoded slash', 'http://localhost:3000/files/public/a%2F..%2F..%2Fapi'],
    ['a backslash', 'http://localhost:3000/files/public/..\\..\\api'],
    ['a dot segment', 'http://localhost:3000/files/public/./a.png'],
    ['any https address', 'https://evil.example/files/public/a.png'],
    ['another port', 'http://localhost:3001/files/public/a.png'],
    ['another scheme on the same host', 'https://localhost:3000/files/public/a.png'],
    ['a look-alike host', 'http://localhost:3000.evil.example/files/public/a.png'],
    ['credentials', 'http://user:pass@localhost:3000/files/public/a.png'],
    ['a query', 'http://localhost:3000/files/public/a.png?x=1'],
    ['a fragment', 'http://localhost:3000/files/public/a.png#x'],
    ['the folder itself', 'http://localhost:3000/files/public/'],
    ['a folder', 'http://localhost:3000/files/public/user-1/'],
    ['a private file', 'http://localhost:3000/files/private/a.vmupack'],
    ['a prefix that is not the folder', 'http://localhost:3000/files/publicity.png'],
    ['a relative path', '/files/public/a.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:image/png;base64,AAAA'],
    ['a CDN address outside its public folder', 'https://cdn.example.com/vmu/private/a.png'],
    ['too long', `http://localhost:3000/files/public/${'a'.repeat(2100)}.png`],
    ['not text', 42],
  ])('refuses %s', (_label, url) => {
    expect(isPublicImageUrl(url, [LOCAL, CDN])).toBe(false);
  });

  it('says why in the schema', () => {
    const result = z.safeParse(
      publicImageUrlSchema('Profile image', [LOCAL]),
      'https://evil.example/a.png',
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(imageMustBeUploaded('Profile image'));
  });
});
