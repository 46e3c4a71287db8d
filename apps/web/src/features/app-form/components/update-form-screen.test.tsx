import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RELEASE_NOTES_REQUIRED, UPDATE_PACKAGE_REQUIRED, versionNotNewer } from '@vmu/domain';
import { toast } from '@/lib/toast';
import { GraphQLRequestError } from '@/lib/graphql';
import {
  acceptPendingUploads,
  FakeXhr,
  fileOf,
  serveUploads,
  type UploadServer,
} from '@/testing/app-form';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer, sentVariables } from '@/testing/graphql';
import { expectLocation, renderScreen } from '@/testing/render';
import {
  ApplicationUpdateFormDocument,
  type OpenUpdate,
  type UpdatedApplication,
} from '../api/get-application-update';
import {
  SaveApplicationUpdateDocument,
  WithdrawApplicationUpdateDocument,
} from '../api/save-application-update';
import { WAIT_FOR_UPLOADS } from './app-form';
import { UpdateFormScreen } from './update-form-screen';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.setConfig({ testTimeout: 20_000 });

const user = () => userEvent.setup({ applyAccept: false, delay: null });

const asset = (key: string, url: string | null = `/files/${key}`) => ({
  key,
  fileName: key.split('/').pop() ?? key,
  url,
  size: 2048,
  contentType: 'image/png',
});

const LIVE_ASSETS: UpdatedApplication['assets'] = {
  vmupack: asset('packages/live.vmupack', null),
  vmuIcon: asset('public/vmu-icon.bmp'),
  webIcon: asset('public/web-icon.png'),
  heroBanner: asset('public/hero.png'),
  vmuBanner: asset('public/vmu-banner.png'),
  screenshots: { web: [asset('public/shot-1.png')] },
};

function liveApp(overrides: Partial<UpdatedApplication> = {}): UpdatedApplication {
  return {
    appId: 'app-1',
    appName: 'Star Hopper',
    bundleIdentifier: 'com.example.starhopper',
    price: 0,
    currency: 'USD',
    currentVersion: '1.4.2',
    status: 'LIVE',
    categories: ['game'],
    shortDescription: 'Hop between stars.',
    longDescription: 'A long description of hopping.',
    ageRating: { pegi: 'PEGI_7' },
    legalPages: { termsAndConditions: null, privacyPolicy: 'https://example.com/privacy' },
    assets: LIVE_ASSETS,
    extractedAppName: 'Star Hopper',
    openUpdate: null,
    ...overrides,
  };
}

const inReview: OpenUpdate = {
  id: 'v-2',
  status: 'IN_REVIEW',
  versionNumber: '1.5.0',
  releaseNotes: 'New levels.',
  reviewNotes: null,
  packageName: 'Star Hopper',
  listing: null,
  messages: [],
};

async function showUpdate(app: UpdatedApplication, uploadServer?: UploadServer) {
  serveUploads(uploadServer);
  answer(ApplicationUpdateFormDocument, () => ({ getApplication: app }));
  renderScreen(
    <main>
      <UpdateFormScreen appId="app-1" />
    </main>,
    { url: '/apps/app-1/versions/new', path: '/apps/:appId/versions/new' },
  );
  await screen.findByRole('heading', { name: 'Submit New Version' });
}

async function uploadPackage() {
  await screen.findByRole('form', { name: 'Submit new version' });
  await user().upload(
    screen.getByLabelText('App Binary (.vmupack)'),
    fileOf('star_hopper.vmupack', ''),
  );
  acceptPendingUploads();
}

beforeEach(() => {
  vi.mocked(toast.success).mockReset();
  FakeXhr.reset();
  vi.unstubAllGlobals();
});

describe('Submit New Version', () => {
  it('starts from the live listing and names the live version', async () => {
    await showUpdate(liveApp());
    await screen.findByRole('form', { name: 'Submit new version' });
    expect(screen.getByText(/Live version 1\.4\.2/)).toBeInTheDocument();
    expect(screen.getByLabelText('Short Description')).toHaveValue('Hop between stars.');
    expect(screen.getByLabelText('Release Notes')).toHaveValue('');
    await expectNoAxeViolations();
  });

  it('refuses a package older than the live version, naming both, and requires release notes', async () => {
    await showUpdate(liveApp(), {
      metadata: {
        success: true,
        extractedVersion: '1.3.0',
        extractedAppName: 'Star Hopper',
        error: null,
        iconDataUrl: null,
      },
    });
    await uploadPackage();
    expect(await screen.findByText(versionNotNewer('1.3.0', '1.4.2'))).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RELEASE_NOTES_REQUIRED);
    expect(screen.getByLabelText('Release Notes')).toHaveAccessibleDescription(
      expect.stringContaining(RELEASE_NOTES_REQUIRED) as string,
    );
    expect(sentVariables(SaveApplicationUpdateDocument)).toEqual([]);
  });

  it('says to wait, not to upload, when Submit is pressed while the package is uploading', async () => {
    await showUpdate(liveApp());
    await screen.findByRole('form', { name: 'Submit new version' });
    await user().upload(
      screen.getByLabelText('App Binary (.vmupack)'),
      fileOf('star_hopper.vmupack', ''),
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await user().click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WAIT_FOR_UPLOADS);
    expect(screen.queryByText(UPDATE_PACKAGE_REQUIRED)).not.toBeInTheDocument();
    expect(sentVariables(SaveApplicationUpdateDocument)).toEqual([]);
  });

  it('submits the package, the notes and the listing, then shows the version history', async () => {
    await showUpdate(liveApp(), {
      metadata: {
        success: true,
        extractedVersion: '1.5.0',
        extractedAppName: 'Star Hopper',
        error: null,
        iconDataUrl: null,
      },
    });
    answer(SaveApplicationUpdateDocument, () => ({
      saveApplicationUpdate: { id: 'v-2', versionNumber: '1.5.0', status: 'IN_REVIEW' },
    }));
    await uploadPackage();
    await waitFor(() =>
      expect(screen.getByLabelText('Version (from package)')).toHaveValue('1.5.0'),
    );
    const u = user();
    await u.type(screen.getByLabelText('Release Notes'), 'New levels.');
    await u.click(screen.getByRole('button', { name: 'Submit for Review' }));

    await expectLocation('/apps/app-1/versions');
    expect(sentVariables(SaveApplicationUpdateDocument)).toEqual([
      {
        appId: 'app-1',
        saveAction: 'SUBMIT',
        input: {
          releaseNotes: 'New levels.',
          shortDescription: 'Hop between stars.',
          longDescription: 'A long description of hopping.',
          pegiRating: 'PEGI_7',
          termsAndConditionsUrl: '',
          privacyPolicyUrl: 'https://example.com/privacy',
          assets: {
            vmupack: 'key-star_hopper.vmupack',
            vmuIcon: 'public/vmu-icon.bmp',
            webIcon: 'public/web-icon.png',
            heroBanner: 'public/hero.png',
            vmuBanner: 'public/vmu-banner.png',
            screenshots: ['public/shot-1.png'],
          },
        },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(
      'The update of "Star Hopper" has been submitted for review.',
    );
  });

  it('continues a rejected update: its listing, the reviewer’s reason and the conversation', async () => {
    await showUpdate(
      liveApp({
        openUpdate: {
          ...inReview,
          status: 'REJECTED',
          reviewNotes: 'The moon level crashes.',
          listing: {
            shortDescription: 'Hop between more stars.',
            longDescription: 'A long description of hopping.',
            pegiRating: 'PEGI_7',
            termsAndConditionsUrl: null,
            privacyPolicyUrl: null,
            assets: LIVE_ASSETS,
          },
          messages: [
            {
              id: 'm-1',
              authorRole: 'REVIEWER',
              authorName: 'Rita',
              body: 'The moon level crashes.',
              createdAt: '2026-02-03T10:00:00.000Z',
            },
          ],
        },
      }),
    );
    await screen.findByRole('form', { name: 'Submit new version' });
    expect(
      screen.getByRole('heading', { name: 'Version 1.5.0 was rejected: what to fix' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Conversation' })).toHaveTextContent('Rita');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByLabelText('Short Description')).toHaveValue('Hop between more stars.');
    expect(screen.getByLabelText('Release Notes')).toHaveValue('New levels.');
  });

  it('shows the server’s refusal in the form’s alert', async () => {
    await showUpdate(liveApp());
    answer(SaveApplicationUpdateDocument, () => {
      throw new GraphQLRequestError('UPDATE_IN_REVIEW', 'Withdraw it first.', 409);
    });
    await screen.findByRole('form', { name: 'Submit new version' });
    await user().click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Withdraw it first.');
  });

  it('shows an update in review with its notes and a typed-confirmation withdraw', async () => {
    await showUpdate(liveApp({ openUpdate: inReview }));
    answer(WithdrawApplicationUpdateDocument, () => ({
      withdrawApplicationUpdate: { id: 'v-2', status: 'WITHDRAWN' },
    }));
    expect(
      await screen.findByRole('heading', { name: 'Version 1.5.0 is in review' }),
    ).toBeInTheDocument();
    expect(screen.getByText('New levels.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Submit new version' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    await expectNoAxeViolations();

    const u = user();
    await u.click(screen.getByRole('button', { name: 'Withdraw Update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Update' });
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw Update' });
    expect(confirm).toBeDisabled();
    await u.type(within(dialog).getByRole('textbox'), 'withdraw Star Hopper');
    await u.click(confirm);
    await waitFor(() =>
      expect(sentVariables(WithdrawApplicationUpdateDocument)).toEqual([{ appId: 'app-1' }]),
    );
    expect(toast.success).toHaveBeenCalledWith(
      'The update of "Star Hopper" has been withdrawn from review',
    );
  });
});
