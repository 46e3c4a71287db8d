import type * as React from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi, type Mock } from 'vitest';
import type { EditedApplication } from './api/get-application';

/** Shows the current URL so tests can assert where the screen went. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** The mocked `request` of '@/lib/graphql', loosely typed for the stand-in server below. */
export type RequestMock = Mock<
  (document: unknown, variables?: Record<string, unknown>) => Promise<unknown>
>;

/** Renders the screen at `url` (under /apps/create) with a fresh query client. */
export function renderAppForm(element: React.ReactNode, url = '/apps/create') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/apps/create',
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** A browser file of `size` bytes. */
export function fileOf(name: string, type: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

type XhrAnswer = { status: number; body: unknown; statusText?: string };

/**
 * XMLHttpRequest as the upload PUT uses it; each request waits until the test calls `progress`
 * and `finish` on it, so progress can be watched.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static reset() {
    FakeXhr.sent = [];
  }
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  finish({ status, body, statusText = '' }: XhrAnswer) {
    this.status = status;
    this.statusText = statusText;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** The upload PUT of the file called `name`. */
export const xhrFor = (name: string) =>
  FakeXhr.sent.find((xhr) => (xhr.body as File).name === name);

export interface UploadServer {
  /** Answer to POST /api/uploads for a file, else a signed URL. */
  ticket?: (request: {
    fileName: string;
    assetType: string;
  }) => { status: number; body: unknown } | undefined;
  metadata?: unknown;
}

/** fetch for the upload endpoints: tickets numbered per file, metadata of the package. */
export function stubUploadEndpoints(server: UploadServer = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (url === '/api/uploads') {
      const request = JSON.parse(String(init?.body)) as { fileName: string; assetType: string };
      const answer = server.ticket?.(request);
      if (answer) return json(answer.status, answer.body);
      const key = `public/user-1/${request.assetType}/${request.fileName}`;
      return json(200, {
        uploadURL: `/api/uploads/token-${request.fileName}`,
        publicURL: `/files/${key}`,
        bucket: 'local',
        key,
        fileSize: 1024,
      });
    }
    if (url === '/api/extract-metadata') {
      return json(
        200,
        server.metadata ?? {
          success: true,
          extractedVersion: '1.4.2',
          extractedAppName: 'Star Hopper',
          error: null,
          iconDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
        },
      );
    }
    throw new Error(`unexpected fetch ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return fetchMock;
}

/** Finishes every upload PUT still waiting, as the portal accepting the bytes. */
export function acceptPendingUploads() {
  for (const xhr of FakeXhr.sent.filter((sent) => sent.status === 0)) {
    const file = xhr.body as File;
    xhr.finish({
      status: 200,
      body: {
        key: xhr.url.replace('/api/uploads/token-', 'key-'),
        publicURL: `/files/${file.name}`,
        fileSize: file.size,
        contentType: file.type,
        details: {},
      },
    });
  }
}

export function draftApp(overrides: Partial<EditedApplication> = {}): EditedApplication {
  return {
    appId: 'app-1',
    appName: 'Star Hopper',
    bundleIdentifier: 'com.example.starhopper',
    bundleIdentifierFixed: false,
    rejectionReason: null,
    shortDescription: 'Hop between stars.',
    longDescription: 'A long description of hopping.',
    price: 0,
    currency: 'USD',
    status: 'DRAFT',
    extractedVersion: '1.4.2',
    categories: ['game'],
    ageRating: { pegi: 'PEGI_7' },
    assets: {
      vmupack: {
        key: 'packages/user-1/abc.vmupack',
        fileName: 'star_hopper.vmupack',
        url: null,
        size: 4096,
        contentType: 'application/octet-stream',
      },
      vmuIcon: {
        key: 'public/user-1/1/icon.bmp',
        fileName: 'icon.bmp',
        url: '/files/public/user-1/1/icon.bmp',
        size: 17462,
        contentType: 'image/bmp',
      },
      webIcon: null,
      heroBanner: null,
      vmuBanner: null,
      screenshots: { web: [] },
    },
    legalPages: { termsAndConditions: null, privacyPolicy: 'https://example.com/privacy' },
    releaseNotes: '',
    ...overrides,
  };
}

/** What getPaymentEligibility answers for a developer who can charge (default of the stand-in). */
export const CAN_CHARGE = { canCharge: true, reason: null, action: null, message: null };

export interface GraphQLServer {
  /** The server's getPaymentEligibility answer; CAN_CHARGE unless given. */
  paymentEligibility?: () => unknown;
  bundleCheck?: (identifier: string) => unknown;
  create?: (variables: Record<string, unknown>) => unknown;
  update?: (variables: Record<string, unknown>) => unknown;
  application?: (appId: string) => unknown;
}

/**
 * Answers the form's operations by operation name, as the server would; pass the mocked
 * `request` of '@/lib/graphql'.
 */
export function serveGraphQL(requestMock: RequestMock, server: GraphQLServer = {}) {
  requestMock.mockImplementation(async (document: unknown, variables?: Record<string, unknown>) => {
    const text = String(document);
    if (text.includes('query AppFormPaymentEligibility')) {
      return { getPaymentEligibility: server.paymentEligibility?.() ?? CAN_CHARGE };
    }
    if (text.includes('query AppFormBundleCheck')) {
      const identifier = String(variables?.bundleIdentifier);
      return {
        checkBundleIdentifier: server.bundleCheck?.(identifier) ?? {
          exists: false,
          existingAppId: null,
        },
      };
    }
    if (text.includes('mutation CreateApplicationFromForm')) {
      return (
        server.create?.(variables ?? {}) ?? {
          createApplication: {
            appId: 'new-app-1',
            appName: (variables?.input as { appName: string }).appName,
            status: 'DRAFT',
          },
        }
      );
    }
    if (text.includes('mutation UpdateApplicationFromForm')) {
      const form = (variables?.input as { form: { appName: string } }).form;
      return (
        server.update?.(variables ?? {}) ?? {
          updateApplication: { appId: variables?.appId, appName: form.appName, status: 'DRAFT' },
        }
      );
    }
    if (text.includes('query AppFormApplication')) {
      return server.application?.(String(variables?.appId)) ?? { getApplication: draftApp() };
    }
    throw new Error(`unexpected operation ${text.slice(0, 60)}`);
  });
}

/** The variables of every call of the operation called `name`. */
export const callsOf = (requestMock: RequestMock, name: string) =>
  requestMock.mock.calls
    .filter(([document]) => String(document).includes(name))
    .map(([, variables]) => variables as Record<string, unknown>);
