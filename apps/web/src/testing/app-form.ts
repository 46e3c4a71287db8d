import { http, HttpResponse, type JsonBodyType } from 'msw';
import { vi } from 'vitest';
import { AppFormBundleCheckDocument } from '@/features/app-form/api/check-bundle-identifier';
import {
  AppFormApplicationDocument,
  type EditedApplication,
} from '@/features/app-form/api/get-application';
import {
  CreateApplicationFromFormDocument,
  UpdateApplicationFromFormDocument,
} from '@/features/app-form/api/save-application';
import { AppFormPreferredCurrencyQuery } from '@/features/app-form/api/get-preferred-currency';
import {
  PaymentEligibilityQuery,
  type PaymentEligibilityData,
} from '@/lib/api/payment-eligibility';
import type { AppFormBundleCheckQuery as BundleCheck, Currency } from '@/lib/graphql/graphql';
import { answer, server as portal, type ResolverOf } from './graphql';
import { ACCOUNTS, eligibilityAnswer } from './payments';

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
  }) => { status: number; body: JsonBodyType } | undefined;
  metadata?: JsonBodyType;
}

/** What the form sent to the upload endpoints, in order (a live record). */
export interface UploadRequests {
  /** The bodies of POST /api/uploads. */
  tickets: Record<string, unknown>[];
  /** The bodies of POST /api/extract-metadata. */
  metadata: Record<string, unknown>[];
}

/**
 * The upload endpoints: tickets numbered per file, metadata of the package. The PUT of the
 * bytes goes through FakeXhr instead, because a test must drive its upload progress.
 */
export function serveUploads(server: UploadServer = {}): UploadRequests {
  const sent: UploadRequests = { tickets: [], metadata: [] };
  portal.use(
    http.post('/api/uploads', async ({ request }) => {
      const ticket = (await request.json()) as { fileName: string; assetType: string };
      sent.tickets.push(ticket);
      const refusal = server.ticket?.(ticket);
      if (refusal) return HttpResponse.json(refusal.body, { status: refusal.status });
      const key = `public/user-1/${ticket.assetType}/${ticket.fileName}`;
      return HttpResponse.json({
        uploadURL: `/api/uploads/token-${ticket.fileName}`,
        publicURL: `/files/${key}`,
        bucket: 'local',
        key,
        fileSize: 1024,
      });
    }),
    http.post('/api/extract-metadata', async ({ request }) => {
      sent.metadata.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(
        server.metadata ?? {
          success: true,
          extractedVersion: '1.4.2',
          extractedAppName: 'Star Hopper',
          error: null,
          iconDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
        },
      );
    }),
  );
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
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

/** What getPaymentEligibility answers for a developer who can charge (the form's default). */
export const CAN_CHARGE: PaymentEligibilityData = eligibilityAnswer({
  stripeInfo: ACCOUNTS.active,
});

export interface AppFormServer {
  /** What getPaymentEligibility answers over CAN_CHARGE. */
  paymentEligibility?: () => Partial<PaymentEligibilityData>;
  /** The check's answer for one identifier; by default nobody has it. */
  bundleCheck?: (identifier: string) => BundleCheck['checkBundleIdentifier'];
  create?: ResolverOf<typeof CreateApplicationFromFormDocument>;
  update?: ResolverOf<typeof UpdateApplicationFromFormDocument>;
  application?: ResolverOf<typeof AppFormApplicationDocument>;
  /** The developer's preferred currency, which a new app starts in; the dollar by default. */
  preferredCurrency?: Currency;
}

/** The form's operations answered as the server would; a test gives only what it changes. */
export function serveAppForm(server: AppFormServer = {}) {
  answer(PaymentEligibilityQuery, () => ({
    getPaymentEligibility: { ...CAN_CHARGE, ...server.paymentEligibility?.() },
  }));
  answer(AppFormPreferredCurrencyQuery, () => ({
    getDeveloperProfile: {
      userId: 'user-1',
      preferences: { currency: server.preferredCurrency ?? 'USD' },
    },
  }));
  answer(AppFormBundleCheckDocument, ({ bundleIdentifier }) => ({
    checkBundleIdentifier: server.bundleCheck?.(bundleIdentifier) ?? {
      exists: false,
      existingAppId: null,
    },
  }));
  answer(
    CreateApplicationFromFormDocument,
    server.create ??
      (({ input }) => ({
        createApplication: { appId: 'new-app-1', appName: input.appName, status: 'DRAFT' },
      })),
  );
  answer(
    UpdateApplicationFromFormDocument,
    server.update ??
      (({ appId, input }) => ({
        updateApplication: { appId, appName: input.form?.appName ?? '', status: 'DRAFT' },
      })),
  );
  answer(
    AppFormApplicationDocument,
    server.application ?? (() => ({ getApplication: draftApp() })),
  );
}
