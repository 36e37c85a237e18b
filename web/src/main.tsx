/// <reference types="vite/client" />
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createRouter, routerReady } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/**
 * Resolves once the browser has painted what index.html drew (the frame after this call), so that
 * React never replaces a pre-rendered first view before it has been on screen: on a busy phone the
 * page's code can be ready before the first frame. A hidden tab paints no frames: it does not wait.
 */
const painted = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
  });

// React renders once the first page's code has arrived and index.html's first view has been
// painted: until then the page keeps what index.html painted (the spinner, or a pre-rendered first
// view) rather than React painting a spinner of its own over it and then the page.
const router = createRouter();
void Promise.all([routerReady(router), painted()]).then(() => {
  // As a transition the first render yields to the browser every few milliseconds instead of holding
  // the main thread until the whole tree is built (a slow phone stays responsive while it loads).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
});
