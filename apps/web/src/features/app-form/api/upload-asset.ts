import * as z from 'zod/mini';
import {
  refusalMessage,
  UploadedFileSchema,
  UPLOADS_PATH,
  UploadTicketSchema,
  type AssetType,
  type UploadRequest as UploadRequestBody,
  type UploadTicket,
} from '@vmu/domain';

// The upload flow (docs/product.md, "Uploads and metadata"): ask the portal for a signed upload
// URL, then PUT the bytes there. XMLHttpRequest, because fetch reports no upload progress. The
// bodies are the domain's contracts (packages/domain/src/contracts/uploads.ts); answers are parsed
// with them, never cast.

/** An upload that failed; `message` is what the developer is shown after 'Failed to upload {field}: '. */
export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/** What the form keeps of a stored file (the server's details of its bytes are not needed). */
const StoredFileSchema = z.pick(UploadedFileSchema, {
  key: true,
  publicURL: true,
  fileSize: true,
  contentType: true,
});
export type UploadedFile = z.output<typeof StoredFileSchema>;

export interface UploadRequest {
  file: File;
  assetType: AssetType;
  /** 'temp-{timestamp}' for an app not saved yet, else the app's id. */
  appId: string;
}

/** The binary's declared type: browsers know no type for .vmupack. */
const contentTypeOf = (file: File) => file.type || 'application/octet-stream';

/** POST /api/uploads: the signed URL to PUT the file to. */
export async function requestUploadUrl({
  file,
  assetType,
  appId,
}: UploadRequest): Promise<UploadTicket> {
  const request: UploadRequestBody = {
    fileName: file.name,
    fileType: contentTypeOf(file),
    fileSize: file.size,
    assetType,
    appId,
  };
  let response: Response;
  try {
    response = await fetch(UPLOADS_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    throw new UploadError('Failed to get upload URL: the portal could not be reached');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new UploadError(
      `Failed to get upload URL: ${refusalMessage(body) ?? (response.statusText || String(response.status))}`,
    );
  }
  const ticket = UploadTicketSchema.safeParse(body);
  if (!ticket.success) {
    throw new UploadError(
      'Failed to get upload URL: the portal sent an answer the form cannot read',
    );
  }
  return ticket.data;
}

/** PUT the file to its signed URL, reporting progress in whole percent. */
export function putFile(
  ticket: UploadTicket,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', ticket.uploadURL);
    xhr.setRequestHeader('content-type', contentTypeOf(file));
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML error page: the status text says enough.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        // The bytes were accepted: an answer the form cannot read still names the ticket's file.
        const uploaded = StoredFileSchema.safeParse(body);
        resolve(
          uploaded.success
            ? uploaded.data
            : {
                key: ticket.key,
                publicURL: ticket.publicURL,
                fileSize: file.size,
                contentType: contentTypeOf(file),
              },
        );
        return;
      }
      // The portal's refusal says what is wrong with the bytes (size, content, dimensions).
      reject(
        new UploadError(refusalMessage(body) ?? `Upload failed: ${xhr.statusText || xhr.status}`),
      );
    };
    xhr.onerror = () => reject(new UploadError('Upload failed: the connection was lost'));
    xhr.send(file);
  });
}

/** The whole flow for one file. */
export async function uploadAsset(
  upload: UploadRequest,
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  const ticket = await requestUploadUrl(upload);
  return putFile(ticket, upload.file, onProgress);
}
