/// <reference types="vite/client" />
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createRouter, routerReady } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// React renders once the first page's code has arrived: until then the page keeps what index.html
// painted (the spinner, or signed out on the sign-in page its welcome panel) rather than React
// painting a spinner of its own over it and then the page.
const router = createRouter();
void routerReady(router).then(() => {
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
