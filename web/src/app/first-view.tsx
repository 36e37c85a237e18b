import type { Organization } from '@wattle/shared/organizations';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { PageSkeletonView } from '@/components/layouts/page-skeleton';
import { paths } from '@/config/paths';
import { WelcomePanel } from '@/features/auth/components/welcome-panel';
import { DIRECTORY_HEADING } from '@/features/employees/heading';
import { SelectedOrganizationContext, type SelectedOrganizationValue } from '@/lib/selected-organization';
import { AUTH_PAGE_CLASS } from './routes/auth-page';

/**
 * The sign-in page's first view, rendered at build time into index.html (web/vite.config.ts):
 * the welcome panel in the page's frame, without the form. A signed-out visitor sees it as soon
 * as the stylesheet arrives, before any JavaScript has run; React then renders the same panel in
 * its place, with the form beside it (below it on a phone), so nothing moves.
 */
export function renderLoginFirstView(): string {
  return renderToStaticMarkup(
    <div id="login-first-view" className={AUTH_PAGE_CLASS}>
      <WelcomePanel />
      {/* Where the form's white column (below the panel on a phone) will be. */}
      <div className="bg-white" />
    </div>,
  );
}

const NO_ORGANIZATIONS: Organization[] = [];
/** The shell's state before the organizations have answered. */
const LOADING: SelectedOrganizationValue = {
  organization: null,
  organizations: NO_ORGANIZATIONS,
  select: () => {},
  isLoading: true,
  error: null,
};

/**
 * The signed-in directory's first view, rendered at build time into index.html the same way: the
 * dashboard shell as it first renders while the organizations load (the same components: top bar,
 * the sidebar's fixed entries, placeholders for what the role decides) around the page's skeleton
 * with its heading. React's first render draws the same, so the heading (the page's largest text)
 * is painted with the stylesheet, not after the JavaScript and the organizations.
 */
export function renderDirectoryFirstView(): string {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SelectedOrganizationContext.Provider value={LOADING}>
            <DashboardLayout>
              <PageSkeletonView heading={DIRECTORY_HEADING} />
            </DashboardLayout>
          </SelectedOrganizationContext.Provider>
        ),
      },
    ],
    { initialEntries: [paths.app.employees.getHref()] },
  );
  return renderToStaticMarkup(
    <div id="directory-first-view">
      <RouterProvider router={router} />
    </div>,
  );
}
