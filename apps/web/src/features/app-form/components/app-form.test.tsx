import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPLETE_CONNECT_SETUP, PAID_APPS_NOT_AVAILABLE } from '@vmu/domain';
import { GraphQLRequestError } from '@/lib/graphql';
import type { AppFormBundleCheckQuery as BundleCheck } from '@/lib/graphql/graphql';
import { toast } from '@/lib/toast';
import { FakeXhr, serveAppForm } from '@/testing/app-form';
import { answer, sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { AppFormBundleCheckDocument } from '../api/check-bundle-identifier';
import {
  CreateApplicationFromFormDocument,
  UpdateApplicationFromFormDocument,
} from '../api/save-application';
import { AppFormScreen } from './app-form-screen';
import { PAYMENT_ELIGIBILITY_UNAVAILABLE } from './basic-information-section';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const CREATE = CreateApplicationFromFormDocument;
const UPDATE = UpdateApplicationFromFormDocument;

beforeEach(() => {
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
  FakeXhr.reset();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ applyAccept: false, delay: null });

// Typing whole forms on a shared two-core machine takes seconds.
vi.setConfig({ testTimeout: 20_000 });

async function renderCreate() {
  renderScreen(<AppFormScreen />, { url: '/apps/create' });
  return screen.findByRole('form', { name: 'Create app' });
}

/** Types a free identifier and waits until its check says so. */
async function typeAvailableIdentifier(u: ReturnType<typeof user>, identifier: string) {
  await u.type(screen.getByLabelText('Bundle Identifier'), identifier);
  await u.tab();
  await screen.findByText('This bundle identifier is available');
}

describe('Save Draft', () => {
  it('needs an app name and a bundle identifier, and sends nothing without them', async () => {
    serveAppForm();
    await renderCreate();
    await user().click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('App Name is required to save a draft')).toBeInTheDocument();
    expect(screen.getByText('Bundle Identifier is required to save a draft')).toBeInTheDocument();
    expect(screen.getByLabelText('App Name')).toHaveAccessibleDescription(
      'App Name is required to save a draft',
    );
    expect(screen.getByLabelText('App Name')).toHaveFocus();
    expect(sentVariables(CREATE)).toHaveLength(0);
  });

  it('shows the format message of a malformed identifier', async () => {
    serveAppForm();
    await renderCreate();
    const u = user();
    await u.type(screen.getByLabelText('Bundle Identifier'), 'My Game');
    await u.tab();
    expect(
      await screen.findByText(/Use reverse-domain form such as com\.example\.game/),
    ).toBeInTheDocument();
  });

  it('is blocked while the identifier is taken', async () => {
    serveAppForm({ bundleCheck: () => ({ exists: true, existingAppId: null }) });
    await renderCreate();
    const u = user();
    await u.type(screen.getByLabelText('App Name'), 'Star Hopper');
    await u.type(screen.getByLabelText('Bundle Identifier'), 'com.example.taken');
    await u.tab();
    await screen.findByText('Bundle identifier "com.example.taken" is already taken');
    await u.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fix the bundle identifier error before saving.',
    );
    expect(sentVariables(CREATE)).toHaveLength(0);
  });

  it('is blocked while the identifier check runs', async () => {
    let answerCheck: (value: BundleCheck) => void = () => {};
    serveAppForm();
    answer(AppFormBundleCheckDocument, () => new Promise((resolve) => (answerCheck = resolve)));
    await renderCreate();
    const u = user();
    await u.type(screen.getByLabelText('App Name'), 'Star Hopper');
    await u.type(screen.getByLabelText('Bundle Identifier'), 'com.example.slow');
    // Clicking Save blurs the field, which starts the check; its answer has not come yet.
    await u.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait for bundle identifier validation to complete.',
    );
    expect(sentVariables(CREATE)).toHaveLength(0);

    answerCheck({ checkBundleIdentifier: { exists: false, existingAppId: null } });
    await screen.findByText('This bundle identifier is available');
    await u.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(sentVariables(CREATE)).toHaveLength(1));
  });

  it('creates the draft with the defaults left to the server, then updates the same app', async () => {
    serveAppForm();
    await renderCreate();
    const u = user();
    await u.type(screen.getByLabelText('App Name'), 'Star Hopper');
    await typeAvailableIdentifier(u, 'com.example.starhopper');
    await u.click(screen.getByRole('button', { name: 'Save Draft' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Application "Star Hopper" has been created and saved as draft successfully!',
      ),
    );
    expect(sentVariables(CREATE)).toEqual([
      {
        saveAction: 'SAVE_DRAFT',
        input: {
          appName: 'Star Hopper',
          bundleIdentifier: 'com.example.starhopper',
          appType: null,
          pricingType: 'free',
          price: null,
          currency: 'USD',
          shortDescription: '',
          longDescription: '',
          pegiRating: null,
          releaseNotes: '',
          termsAndConditionsUrl: '',
          privacyPolicyUrl: '',
          assets: {
            vmupack: null,
            vmuIcon: null,
            webIcon: null,
            heroBanner: null,
            vmuBanner: null,
            screenshots: [],
          },
        },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/apps/create?edit=new-app-1'),
    );
    // The same form stays, typed values and all; the next save updates the app just made.
    expect(screen.getByLabelText('App Name')).toHaveValue('Star Hopper');
    await u.type(screen.getByLabelText('Short Description'), 'Hop between stars.');
    await u.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Application "Star Hopper" has been updated and saved as draft successfully!',
      ),
    );
    expect(sentVariables(CREATE)).toHaveLength(1);
    const [update] = sentVariables(UPDATE);
    expect(update?.appId).toBe('new-app-1');
    expect(update?.input).toMatchObject({
      saveAction: 'SAVE_DRAFT',
      form: { appName: 'Star Hopper', shortDescription: 'Hop between stars.' },
    });
  });

  it('toasts the failure with the server’s message and marks a taken identifier', async () => {
    serveAppForm({
      create: () => {
        throw new GraphQLRequestError(
          'BUNDLE_ID_TAKEN',
          'Bundle identifier "com.example.race" is already taken',
          200,
        );
      },
    });
    await renderCreate();
    const u = user();
    await u.type(screen.getByLabelText('App Name'), 'Race');
    await typeAvailableIdentifier(u, 'com.example.race');
    await u.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to save application. Please try again.', {
        description: 'Bundle identifier "com.example.race" is already taken',
      }),
    );
    expect(screen.getByLabelText('Bundle Identifier')).toHaveAccessibleDescription(
      /Bundle identifier "com.example.race" is already taken/,
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/apps\/create$/);
  });

  it('keeps an unexpected failure generic', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveAppForm({
      create: () => {
        throw new GraphQLRequestError('INTERNAL_SERVER_ERROR', 'stack trace here', 500);
      },
    });
    await renderCreate();
    const u = user();
    await u.type(screen.getByLabelText('App Name'), 'Boom');
    await typeAvailableIdentifier(u, 'com.example.boom');
    await u.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to save application. Please try again.',
        undefined,
      ),
    );
    expect(screen.queryByText(/stack trace/)).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('Submit for Review', () => {
  it('marks every missing field and alerts', async () => {
    serveAppForm();
    await renderCreate();
    const u = user();
    await u.type(screen.getByLabelText('App Name'), 'Star Hopper');
    await typeAvailableIdentifier(u, 'com.example.starhopper');
    await u.selectOptions(screen.getByLabelText('App Type'), 'game');
    await u.click(screen.getByRole('button', { name: 'Submit for Review' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Please complete all required fields before submitting for review',
    );
    // The summary takes the focus, so a screen reader reads what is missing.
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
    for (const missing of [
      'Short Description is required for review',
      'Long Description is required for review',
      'VMU Icon is required for review',
      'Web Icon is required for review',
      'Hero Banner is required for review',
      'VMU Banner is required for review',
      'App Binary is required for review',
      'At least one screenshot is required for review',
      'PEGI Rating is required for review',
    ]) {
      expect(within(alert).getByText(missing)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Short Description')).toHaveAccessibleDescription(
      /Short Description is required for review/,
    );
    expect(screen.getByLabelText('VMU Icon')).toHaveAttribute('aria-invalid', 'true');
    expect(sentVariables(CREATE)).toHaveLength(0);

    // Fixing a field clears its mark.
    await u.type(screen.getByLabelText('Short Description'), 'Hop.');
    expect(
      screen.queryByText('Short Description is required for review', { selector: 'p' }),
    ).not.toBeInTheDocument();
  });
});

describe('Pricing', () => {
  it('clamps the price on blur to 1-99 in steps of 0.50; junk becomes 1.00', async () => {
    serveAppForm();
    await renderCreate();
    const u = user();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Paid' })).toBeEnabled());
    await u.click(screen.getByRole('radio', { name: 'Paid' }));
    const price = screen.getByLabelText('Price');
    expect(price).toHaveAttribute('min', '1');
    expect(price).toHaveAttribute('max', '99');
    expect(price).toHaveAttribute('step', '0.5');
    for (const [typed, shown] of [
      ['150', '99.00'],
      ['2.3', '2.50'],
      ['0.2', '1.00'],
      ['7.74', '7.50'],
      ['7.75', '8.00'],
      ['-4', '1.00'],
    ] as const) {
      await u.clear(price);
      await u.type(price, typed);
      await u.tab();
      expect(price).toHaveValue(Number(shown));
    }
    await u.clear(price);
    await u.tab();
    expect(price).toHaveValue(1);
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
  });

  it('starts a new app in the developer’s preferred currency, and creates it in that', async () => {
    serveAppForm({ preferredCurrency: 'GBP' });
    await renderCreate();
    const u = user();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Paid' })).toBeEnabled());
    await u.click(screen.getByRole('radio', { name: 'Paid' }));
    expect(screen.getByLabelText('Currency')).toHaveValue('GBP');
    await u.click(screen.getByRole('radio', { name: 'Free' }));
    await u.type(screen.getByLabelText('App Name'), 'Pocket Tunes');
    await typeAvailableIdentifier(u, 'com.example.tunes');
    await u.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(sentVariables(CREATE)).toHaveLength(1));
    expect(sentVariables(CREATE)[0]).toMatchObject({ input: { currency: 'GBP' } });
  });

  it('offers no paid pricing outside the EU and UK, and says why', async () => {
    serveAppForm({
      paymentEligibility: () => ({
        canCharge: false,
        reason: 'outside_eu_uk',
        action: null,
        message: PAID_APPS_NOT_AVAILABLE,
      }),
    });
    await renderCreate();
    await screen.findByText(PAID_APPS_NOT_AVAILABLE);
    const paid = screen.getByRole('radio', { name: 'Paid' });
    expect(paid).toBeDisabled();
    expect(paid).toHaveAccessibleDescription(PAID_APPS_NOT_AVAILABLE);
    expect(screen.getByRole('radio', { name: 'Free' })).toBeChecked();
    expect(screen.queryByLabelText('Price')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open payment setup' })).toHaveAttribute(
      'href',
      '/payments',
    );
  });

  it('offers no paid pricing in an eligible country until the account can charge', async () => {
    serveAppForm({
      paymentEligibility: () => ({
        canCharge: false,
        reason: 'setup_not_completed',
        action: COMPLETE_CONNECT_SETUP,
        message: 'Set up your payment account to charge for apps.',
      }),
    });
    await renderCreate();
    await screen.findByText('Set up your payment account to charge for apps.');
    expect(screen.getByRole('radio', { name: 'Paid' })).toBeDisabled();
    expect(screen.getByRole('link', { name: COMPLETE_CONNECT_SETUP })).toHaveAttribute(
      'href',
      '/payments',
    );
  });

  it('offers no paid pricing when eligibility cannot be checked', async () => {
    serveAppForm({
      paymentEligibility: () => {
        throw new GraphQLRequestError(
          'INTERNAL_SERVER_ERROR',
          'Failed to get developer profile',
          200,
        );
      },
    });
    await renderCreate();
    await screen.findByText(PAYMENT_ELIGIBILITY_UNAVAILABLE);
    expect(screen.getByRole('radio', { name: 'Paid' })).toBeDisabled();
  });

  it('sends a paid price with its currency', async () => {
    serveAppForm();
    await renderCreate();
    const u = user();
    await u.type(screen.getByLabelText('App Name'), 'Paid Game');
    await typeAvailableIdentifier(u, 'com.example.paid');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Paid' })).toBeEnabled());
    await u.click(screen.getByRole('radio', { name: 'Paid' }));
    await u.type(screen.getByLabelText('Price'), '4.5');
    await u.tab();
    await u.selectOptions(screen.getByLabelText('Currency'), 'GBP');
    await u.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(sentVariables(CREATE)).toHaveLength(1));
    expect(sentVariables(CREATE)[0]?.input).toMatchObject({
      pricingType: 'paid',
      price: 4.5,
      currency: 'GBP',
    });
  });
});

describe('Sections', () => {
  it('shows Age Rating for games only, and counts the short description', async () => {
    serveAppForm();
    await renderCreate();
    const u = user();
    expect(screen.queryByRole('region', { name: 'Age Rating' })).not.toBeInTheDocument();
    await u.selectOptions(screen.getByLabelText('App Type'), 'game');
    const ageRating = screen.getByRole('region', { name: 'Age Rating' });
    expect(
      within(ageRating)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a rating', 'PEGI 3', 'PEGI 7', 'PEGI 12', 'PEGI 16', 'PEGI 18']);

    const short = screen.getByLabelText('Short Description');
    expect(short).toHaveAccessibleDescription('0 of 160 characters.');
    // An emoji is one character to the developer and to the server (decision 0020).
    await u.type(short, 'Hop between stars 🚀');
    expect(short).toHaveAccessibleDescription('19 of 160 characters.');
    expect(short).toHaveAttribute('aria-invalid', 'false');
    await u.clear(short);
    await u.click(short);
    await u.paste('🚀'.repeat(161));
    expect(screen.getByText('161/160').closest('p')).toHaveClass('text-destructive');
    expect(short).toHaveAttribute('aria-invalid', 'true');
    expect(short).toHaveAccessibleDescription(/Too long: at most 160 characters/);

    for (const name of [
      'Basic Information',
      'App Binary',
      'Icons and Assets',
      'Legal Information',
      'Submit Application',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Back to My Apps' })).toHaveAttribute('href', '/apps');
  });

  it('checks the legal addresses', async () => {
    serveAppForm();
    await renderCreate();
    const u = user();
    const terms = screen.getByLabelText('Terms and Conditions URL');
    expect(terms).toHaveAttribute('type', 'url');
    await u.type(terms, 'not a url');
    await u.tab();
    expect(
      await screen.findByText('Enter a full web address starting with https:// or http://'),
    ).toBeInTheDocument();
  });
});
