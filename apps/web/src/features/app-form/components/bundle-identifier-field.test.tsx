import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '@/lib/graphql';
import type { AppFormBundleCheckQuery as BundleCheck } from '@/lib/graphql/graphql';
import { draftApp, serveAppForm, serveUploads } from '@/testing/app-form';
import { answer, sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { AppFormBundleCheckDocument } from '../api/check-bundle-identifier';
import { AppFormScreen } from './app-form-screen';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const CHECK = AppFormBundleCheckDocument;

/** Lets pending promises (the check's answer) settle inside act. */
const settle = () => act(async () => {});
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

function field() {
  return screen.getByLabelText('Bundle Identifier');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderCreate() {
  renderScreen(<AppFormScreen />, { url: '/apps/create' });
  // The new app's form opens once the developer's preferred currency is known.
  await vi.waitFor(() => expect(field()).toBeInTheDocument());
  await settle();
}

describe('Bundle identifier check', () => {
  it('waits 300 ms after the last keystroke, shows the spinner, then the taken error', async () => {
    let answerCheck: (value: BundleCheck) => void = () => {};
    serveAppForm();
    answer(AppFormBundleCheckDocument, () => new Promise((resolve) => (answerCheck = resolve)));
    await renderCreate();

    fireEvent.change(field(), { target: { value: 'com.example.gam' } });
    await advance(200);
    fireEvent.change(field(), { target: { value: 'com.example.game' } });
    await advance(299);
    expect(sentVariables(CHECK)).toHaveLength(0);
    expect(screen.queryByText('Checking availability...')).not.toBeInTheDocument();

    await advance(1);
    expect(screen.getByText('Checking availability...')).toBeInTheDocument();
    // The request reaches the server a few ticks after the timer fires.
    await vi.waitFor(() =>
      expect(sentVariables(CHECK)).toEqual([{ bundleIdentifier: 'com.example.game' }]),
    );

    answerCheck({ checkBundleIdentifier: { exists: true, existingAppId: null } });
    await vi.waitFor(() =>
      expect(
        screen.getByText('Bundle identifier "com.example.game" is already taken'),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByText('Checking availability...')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(/is already taken/);
  });

  it('shows the green check when the identifier is free', async () => {
    serveAppForm();
    await renderCreate();
    fireEvent.change(field(), { target: { value: 'com.example.free' } });
    await advance(300);
    await settle();
    expect(screen.getByText('This bundle identifier is available')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'false');
  });

  it('checks at once on blur, and not again for the same identifier', async () => {
    serveAppForm();
    await renderCreate();
    fireEvent.change(field(), { target: { value: 'com.example.blur' } });
    fireEvent.blur(field());
    await settle();
    expect(sentVariables(CHECK)).toEqual([{ bundleIdentifier: 'com.example.blur' }]);
    expect(screen.getByText('This bundle identifier is available')).toBeInTheDocument();
    // The debounce timer was cancelled by the blur's check; nothing more is sent.
    await advance(1000);
    fireEvent.blur(field());
    await settle();
    expect(sentVariables(CHECK)).toHaveLength(1);
  });

  it('sends nothing for a malformed identifier', async () => {
    serveAppForm();
    await renderCreate();
    fireEvent.change(field(), { target: { value: 'Not An Id' } });
    await advance(1000);
    fireEvent.blur(field());
    await settle();
    expect(sentVariables(CHECK)).toHaveLength(0);
  });

  it('ignores a failed check', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveAppForm({
      bundleCheck: () => {
        throw new GraphQLRequestError('NETWORK_ERROR', 'Request failed (502)', 502);
      },
    });
    await renderCreate();
    fireEvent.change(field(), { target: { value: 'com.example.flaky' } });
    await advance(300);
    await settle();
    expect(screen.queryByText(/already taken/)).not.toBeInTheDocument();
    expect(screen.queryByText('This bundle identifier is available')).not.toBeInTheDocument();
    expect(screen.queryByText('Checking availability...')).not.toBeInTheDocument();
  });

  it('does not call the edited app’s own identifier taken', async () => {
    serveAppForm({
      application: () => ({ getApplication: draftApp({ appId: 'app-1' }) }),
      bundleCheck: (identifier) =>
        identifier === 'com.example.starhopper'
          ? { exists: true, existingAppId: 'app-1' }
          : { exists: true, existingAppId: 'app-2' },
    });
    serveUploads();
    renderScreen(<AppFormScreen />, { url: '/apps/create?edit=app-1' });
    // The query client schedules its updates with setTimeout.
    await advance(10);
    await advance(10);
    expect(field()).toHaveValue('com.example.starhopper');
    fireEvent.blur(field());
    await settle();
    expect(screen.getByText('This bundle identifier is available')).toBeInTheDocument();

    // Another app of the same developer holds this one.
    fireEvent.change(field(), { target: { value: 'com.example.other' } });
    await advance(300);
    await settle();
    expect(
      screen.getByText('Bundle identifier "com.example.other" is already taken'),
    ).toBeInTheDocument();
  });
});
