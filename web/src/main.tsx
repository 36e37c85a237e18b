/// <reference types="vite/client" />
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// As a transition the first render yields to the browser every few milliseconds instead of holding
// the main thread until the whole tree is built (a slow phone stays responsive while it loads).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
