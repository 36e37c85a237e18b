import { lazy, type ReactNode, Suspense } from 'react';
import { SWRConfig } from 'swr';
import { ApiError } from '@/lib/api-client';

/** Toasts appear after a user's action, never at first paint: the library loads after the page. */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** A 4xx will not change by asking again; network and server failures are retried a few times. */
function shouldRetry(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
          if (!shouldRetry(error) || retryCount >= 3) return;
          setTimeout(() => void revalidate({ retryCount }), 1000 * 2 ** retryCount);
        },
      }}
    >
      {children}
      {/* Top centre, over the top bar: at the bottom right a toast covers the last rows' actions and
          a phone's dialog footer (and a pointer resting on it keeps it there). */}
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton />
      </Suspense>
    </SWRConfig>
  );
}
