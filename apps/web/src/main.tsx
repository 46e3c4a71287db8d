import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import './styles.css';

// A data router around the route table: the same routes, plus what only data routers offer
// (useBlocker: the app form asks before unsaved changes are left, issue 13).
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
