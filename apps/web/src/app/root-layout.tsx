import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';

export function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-background focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Outlet />
      <Toaster position="top-right" richColors />
      <ScrollRestoration />
    </>
  );
}
