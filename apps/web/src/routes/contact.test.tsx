import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { SupportEmailQuery } from '@/features/pending-review/api/get-review-status';
import { answer } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { signedInAs } from '@/testing/viewer';

function open(url: string) {
  signedInAs(null);
  answer(SupportEmailQuery, () => ({ supportEmail: 'help@vmu.example' }));
  renderScreen(<AppRoutes />, { url, path: '*' });
}

// The pending-review and verify screens link here: these pages must exist (not land home).
describe('/contact', () => {
  it("shows the server's support address and what to include", async () => {
    open('/contact');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, { timeout: 5000 }),
    ).toBeVisible();
    const address = await screen.findByRole('link', { name: 'help@vmu.example' });
    expect(address.getAttribute('href')).toMatch(/^mailto:help@vmu\.example\?subject=/);
    const include = screen.getByRole('region', { name: 'What to include' });
    expect(within(include).getByText(/email address of your developer account/)).toBeVisible();
    expect(within(include).getByText(/bundle identifier/)).toBeVisible();
  });
});

describe('/examples', () => {
  it("lists the SDK's example apps with links to their sources", async () => {
    open('/examples');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Example Apps' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Hello World' })).toBeVisible();
    const source = screen.getByRole('link', { name: /^examples\/hello_world/ });
    expect(source).toHaveAttribute(
      'href',
      'https://github.com/AppCakeLtd/vmupro-sdk/tree/HEAD/examples/hello_world',
    );
    expect(screen.getByRole('link', { name: 'github.com/AppCakeLtd/vmupro-sdk' })).toHaveAttribute(
      'href',
      'https://github.com/AppCakeLtd/vmupro-sdk',
    );
  });
});
