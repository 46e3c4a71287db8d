import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENSHOT_ADDED_TWICE } from '@vmu/domain';
import { toast } from '@/lib/toast';
import {
  acceptPendingUploads,
  draftApp,
  FakeXhr,
  fileOf,
  serveAppForm,
  serveUploads,
  xhrFor,
} from '@/testing/app-form';
import { sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { UpdateApplicationFromFormDocument } from '../api/save-application';
import { AppFormScreen } from './app-form-screen';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.setConfig({ testTimeout: 20_000 });

const MB = 1024 * 1024;
const user = () => userEvent.setup({ applyAccept: false, delay: null });

beforeEach(() => {
  vi.mocked(toast.success).mockReset();
  FakeXhr.reset();
  vi.unstubAllGlobals();
  serveAppForm();
});

async function renderCreate() {
  renderScreen(<AppFormScreen />, { url: '/apps/create' });
  await screen.findByRole('form', { name: 'Create app' });
}

describe('One asset', () => {
  it('shows the upload’s progress with its percentage, then the preview', async () => {
    const uploads = serveUploads();
    await renderCreate();
    await user().upload(screen.getByLabelText('Web Icon'), fileOf('icon.png', 'image/png', 3000));

    const bar = await screen.findByRole('progressbar', { name: 'Uploading icon.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    const xhr = xhrFor('icon.png')!;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/uploads/token-icon.png');
    expect(xhr.headers['content-type']).toBe('image/png');
    expect(uploads.tickets).toEqual([
      {
        fileName: 'icon.png',
        fileType: 'image/png',
        fileSize: 3000,
        assetType: 'web-icon',
        appId: expect.stringMatching(/^temp-\d+$/) as unknown,
      },
    ]);
    expect(screen.getByLabelText('Web Icon')).toBeDisabled();

    xhr.progress(1500, 3000);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('50%')).toBeInTheDocument();

    acceptPendingUploads();
    const preview = await screen.findByRole('img', { name: 'Web Icon preview' });
    expect(preview).toHaveAttribute('src', '/files/icon.png');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Web Icon')).toBeEnabled();

    await user().click(screen.getByRole('button', { name: 'Remove Web Icon' }));
    expect(screen.queryByRole('img', { name: 'Web Icon preview' })).not.toBeInTheDocument();
  });

  it('checks size and type before sending anything', async () => {
    const uploads = serveUploads();
    await renderCreate();
    const u = user();
    await u.upload(screen.getByLabelText('VMU Icon'), fileOf('big.bmp', 'image/bmp', 2 * MB + 1));
    expect(await screen.findByText('File size exceeds 2MB limit')).toBeInTheDocument();
    await u.upload(screen.getByLabelText('VMU Icon'), fileOf('icon.png', 'image/png'));
    expect(await screen.findByText('File type must be: BMP')).toBeInTheDocument();
    expect(screen.getByLabelText('VMU Icon')).toHaveAccessibleDescription(/File type must be: BMP/);
    await u.upload(screen.getByLabelText('Hero Banner'), fileOf('hero.gif', 'image/gif'));
    expect(await screen.findByText('File type must be: PNG, JPEG')).toBeInTheDocument();
    await u.upload(
      screen.getByLabelText('App Binary (.vmupack)'),
      fileOf('game.zip', 'application/zip'),
    );
    expect(await screen.findByText('Binary file must be a .vmupack file')).toBeInTheDocument();
    await u.upload(
      screen.getByLabelText('App Binary (.vmupack)'),
      fileOf('huge.vmupack', '', 50 * MB + 1),
    );
    expect(await screen.findByText('File size exceeds 50MB limit')).toBeInTheDocument();
    expect(uploads).toEqual({ tickets: [], metadata: [] });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shows the portal’s refusal of the bytes', async () => {
    serveUploads();
    await renderCreate();
    await user().upload(screen.getByLabelText('VMU Icon'), fileOf('icon.bmp', 'image/bmp'));
    await screen.findByRole('progressbar', { name: 'Uploading icon.bmp' });
    xhrFor('icon.bmp')!.finish({
      status: 422,
      statusText: 'Unprocessable Entity',
      body: { error: 'Image must be exactly 76x76 pixels' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload VMU Icon: Image must be exactly 76x76 pixels',
    );
    expect(screen.queryByRole('img', { name: 'VMU Icon preview' })).not.toBeInTheDocument();
  });

  it('shows why no upload URL was given', async () => {
    serveUploads({
      ticket: () => ({ status: 401, body: { error: 'User not authenticated' } }),
    });
    await renderCreate();
    await user().upload(screen.getByLabelText('VMU Banner'), fileOf('banner.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload VMU Banner: Failed to get upload URL: User not authenticated',
    );
  });

  it('reads the package: version, name and icon', async () => {
    const uploads = serveUploads();
    await renderCreate();
    await user().upload(
      screen.getByLabelText('App Binary (.vmupack)'),
      fileOf('star_hopper.vmupack', ''),
    );
    await screen.findByRole('progressbar', { name: 'Uploading star_hopper.vmupack' });
    const xhr = xhrFor('star_hopper.vmupack')!;
    expect(xhr.headers['content-type']).toBe('application/octet-stream');
    acceptPendingUploads();

    await waitFor(() =>
      expect(screen.getByLabelText('Version (from package)')).toHaveValue('1.4.2'),
    );
    expect(screen.getByLabelText('Version (from package)')).toHaveAttribute('readonly');
    expect(screen.getByText('Name in the package: Star Hopper')).toBeInTheDocument();
    // The package's name is offered as the App Name, and taken with one click.
    await user().click(screen.getByRole('button', { name: 'Use “Star Hopper” as the App Name' }));
    expect(screen.getByLabelText(/^App Name/)).toHaveValue('Star Hopper');
    expect(screen.queryByRole('button', { name: /as the App Name$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Icon in the package' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(uploads.metadata).toEqual([{ s3Path: 'key-star_hopper.vmupack' }]);
    expect(screen.getByText('star_hopper.vmupack')).toBeInTheDocument();
  });

  it('only logs a failed metadata extraction', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveUploads({ metadata: { success: false, error: 'Not a package' } });
    await renderCreate();
    await user().upload(screen.getByLabelText('App Binary (.vmupack)'), fileOf('a.vmupack', ''));
    await screen.findByRole('progressbar');
    acceptPendingUploads();
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.getByLabelText('Version (from package)')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Screenshots', () => {
  const shots = (count: number, type = 'image/png') =>
    Array.from({ length: count }, (_, index) => fileOf(`shot-${index + 1}.png`, type));

  it('refuses more than 5, also chosen all at once', async () => {
    const uploads = serveUploads();
    await renderCreate();
    const u = user();
    await u.upload(screen.getByLabelText('Screenshots'), shots(6));
    expect(await screen.findByRole('alert')).toHaveTextContent('Maximum 5 screenshots allowed');
    expect(uploads).toEqual({ tickets: [], metadata: [] });

    await u.upload(screen.getByLabelText('Screenshots'), shots(4));
    await waitFor(() => expect(screen.getAllByRole('progressbar')).toHaveLength(4));
    acceptPendingUploads();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Uploaded screenshots' })).getAllByRole('img'),
      ).toHaveLength(4),
    );
    await u.upload(screen.getByLabelText('Screenshots'), [
      fileOf('a.png', 'image/png'),
      fileOf('b.png', 'image/png'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Maximum 5 screenshots allowed');
    expect(uploads.tickets).toHaveLength(4);
  });

  it('does not offer the same screenshot twice, added before or chosen twice at once', async () => {
    const uploads = serveUploads();
    await renderCreate();
    const u = user();
    await u.upload(screen.getByLabelText('Screenshots'), shots(1));
    await waitFor(() => expect(screen.getAllByRole('progressbar')).toHaveLength(1));
    acceptPendingUploads();
    await screen.findByRole('list', { name: 'Uploaded screenshots' });

    await u.upload(screen.getByLabelText('Screenshots'), shots(1));
    expect(await screen.findByRole('alert')).toHaveTextContent(SCREENSHOT_ADDED_TWICE);
    await u.upload(screen.getByLabelText('Screenshots'), [
      fileOf('new.png', 'image/png'),
      fileOf('new.png', 'image/png'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `new.png: ${SCREENSHOT_ADDED_TWICE}`,
    );
    expect(uploads.tickets).toHaveLength(1);
    expect(
      within(screen.getByRole('list', { name: 'Uploaded screenshots' })).getAllByRole('img'),
    ).toHaveLength(1);
  });

  it('checks every file of a multiple choice before sending any', async () => {
    const uploads = serveUploads();
    await renderCreate();
    await user().upload(screen.getByLabelText('Screenshots'), [
      fileOf('fine.png', 'image/png'),
      fileOf('anim.gif', 'image/gif'),
      fileOf('huge.jpg', 'image/jpeg', 5 * MB + 1),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('anim.gif: File type must be: PNG, JPEG');
    expect(alert).toHaveTextContent('huge.jpg: File size exceeds 5MB limit');
    expect(alert).not.toHaveTextContent('fine.png');
    expect(uploads).toEqual({ tickets: [], metadata: [] });
  });

  it('keeps the ones that arrived and clears the ones that failed', async () => {
    serveUploads();
    await renderCreate();
    await user().upload(screen.getByLabelText('Screenshots'), shots(3));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    xhrFor('shot-2.png')!.finish({ status: 413, body: { error: 'File size exceeds 5MB limit' } });
    acceptPendingUploads();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some screenshots failed to upload. Please try again.');
    expect(alert).toHaveTextContent('shot-2.png: File size exceeds 5MB limit');
    const list = screen.getByRole('list', { name: 'Uploaded screenshots' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Screenshot 1 preview', 'Screenshot 2 preview']);
    expect(list).toHaveTextContent('shot-1.png');
    expect(list).toHaveTextContent('shot-3.png');
    expect(list).not.toHaveTextContent('shot-2.png');

    await user().click(screen.getByRole('button', { name: 'Remove screenshot 1' }));
    expect(within(list).getAllByRole('img')).toHaveLength(1);
    expect(list).toHaveTextContent('shot-3.png');
  });
});

describe('Submit for Review with uploads', () => {
  const complete = () =>
    draftApp({
      assets: {
        ...draftApp().assets,
        webIcon: {
          key: 'w',
          fileName: 'w.png',
          url: '/files/w.png',
          size: 1,
          contentType: 'image/png',
        },
        heroBanner: {
          key: 'h',
          fileName: 'h.png',
          url: '/files/h.png',
          size: 1,
          contentType: 'image/png',
        },
        vmuBanner: {
          key: 'v',
          fileName: 'v.png',
          url: '/files/v.png',
          size: 1,
          contentType: 'image/png',
        },
        screenshots: {
          web: [
            { key: 's', fileName: 's.png', url: '/files/s.png', size: 1, contentType: 'image/png' },
          ],
        },
      },
    });

  it('waits for running uploads, then submits the stored keys and goes to /apps', async () => {
    const uploads = serveUploads();
    serveAppForm({ application: () => ({ getApplication: complete() }) });
    renderScreen(<AppFormScreen />, { url: '/apps/create?edit=app-1' });
    await screen.findByRole('form', { name: 'Edit app' });
    const u = user();
    await u.upload(screen.getByLabelText('Hero Banner'), fileOf('new-hero.png', 'image/png'));
    await screen.findByRole('progressbar', { name: 'Uploading new-hero.png' });
    expect(uploads.tickets[0]?.appId).toBe('app-1');

    await u.click(screen.getByRole('button', { name: 'Submit for Review' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Please complete all required fields before submitting for review',
    );
    expect(alert).toHaveTextContent('Wait for the uploads to finish.');
    expect(sentVariables(UpdateApplicationFromFormDocument)).toHaveLength(0);

    acceptPendingUploads();
    await screen.findByRole('img', { name: 'Hero Banner preview' });
    await u.click(screen.getByRole('button', { name: 'Submit for Review' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Application "Star Hopper" has been updated and submitted for review successfully!',
      ),
    );
    expect(sentVariables(UpdateApplicationFromFormDocument)[0]).toEqual({
      appId: 'app-1',
      input: {
        saveAction: 'SUBMIT',
        form: expect.objectContaining({
          appType: 'game',
          pegiRating: 'PEGI_7',
          assets: {
            vmupack: 'packages/user-1/abc.vmupack',
            vmuIcon: 'public/user-1/1/icon.bmp',
            webIcon: 'w',
            heroBanner: 'key-new-hero.png',
            vmuBanner: 'v',
            screenshots: ['s'],
          },
        }) as unknown,
      },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/apps$/));
  });
});
