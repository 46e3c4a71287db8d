import { afterEach, describe, expect, it, vi } from 'vitest';
import { extractMetadata } from './extract-metadata';
import { requestUploadUrl, UploadError } from './upload-asset';

// The upload client reads the portal's answers through the domain's contracts
// (packages/domain/src/contracts/uploads.ts): what does not fit is a failure, never a cast.

const answer = (status: number, body: unknown) =>
  vi.fn(async () => Response.json(body, { status }));

const icon = new File([new Uint8Array(16)], 'icon.png', { type: 'image/png' });
const ticket = {
  uploadURL: '/api/uploads/token',
  publicURL: '/files/public/u/1/icon.png',
  bucket: 'local',
  key: 'public/u/1/icon.png',
  fileSize: 16,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the upload ticket', () => {
  it('sends the declaration the contract names and keeps only the ticket’s fields', async () => {
    const fetch = answer(200, { ...ticket, signature: 'internal' });
    vi.stubGlobal('fetch', fetch);
    expect(await requestUploadUrl({ file: icon, assetType: 'web-icon', appId: 'temp-1' })).toEqual(
      ticket,
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/uploads');
    expect(JSON.parse(String(init.body))).toEqual({
      fileName: 'icon.png',
      fileType: 'image/png',
      fileSize: 16,
      assetType: 'web-icon',
      appId: 'temp-1',
    });
  });

  it('fails clearly on a 200 the form cannot read', async () => {
    vi.stubGlobal('fetch', answer(200, { publicURL: ticket.publicURL }));
    const asked = requestUploadUrl({ file: icon, assetType: 'web-icon', appId: 'temp-1' });
    await expect(asked).rejects.toThrow(UploadError);
    await expect(asked).rejects.toThrow(
      'Failed to get upload URL: the portal sent an answer the form cannot read',
    );
  });

  it('shows the refusal’s own message', async () => {
    vi.stubGlobal('fetch', answer(400, { error: 'File size exceeds 2MB limit' }));
    await expect(
      requestUploadUrl({ file: icon, assetType: 'web-icon', appId: 'temp-1' }),
    ).rejects.toThrow('Failed to get upload URL: File size exceeds 2MB limit');
  });
});

describe('the package metadata', () => {
  it('is null when a successful answer does not fit the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      answer(200, { success: true, extractedVersion: 142, extractedAppName: 'Star Hopper' }),
    );
    expect(await extractMetadata('packages/u/1.vmupack')).toBeNull();
  });

  it('is the contract’s fields of a successful answer', async () => {
    const metadata = {
      success: true,
      extractedVersion: '1.4.2',
      extractedAppName: 'Star Hopper',
      error: null,
      iconDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
    };
    const fetch = answer(200, { ...metadata, storagePath: '/var/data' });
    vi.stubGlobal('fetch', fetch);
    expect(await extractMetadata('packages/u/1.vmupack')).toEqual(metadata);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ s3Path: 'packages/u/1.vmupack' });
  });
});
