import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';

afterEach(() => vi.unstubAllGlobals());

function open(url: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const { query } = JSON.parse(String(init?.body)) as { query: string };
      const data = query.includes('supportEmail')
        ? { supportEmail: 'help@vmu.example' }
        : { viewer: null };
      return new Response(JSON.stringify({ data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
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
