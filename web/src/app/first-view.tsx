import { renderToStaticMarkup } from 'react-dom/server';
import { WelcomePanel } from '@/features/auth/components/welcome-panel';
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
