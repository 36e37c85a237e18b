import type { ReactNode } from 'react';
import { WelcomePanel } from '@/features/auth/components/welcome-panel';

/** The signed-out screens' grid: index.html's pre-rendered first view (../first-view.tsx) uses it too. */
export const AUTH_PAGE_CLASS =
  'grid min-h-dvh grid-rows-[auto_1fr] lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-rows-none';

/** The signed-out screens' frame: the welcome panel beside one form. */
export function AuthPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className={AUTH_PAGE_CLASS}>
      <WelcomePanel />
      <main className="flex items-start justify-center bg-white px-4 py-10 sm:px-8 lg:items-center">
        <div className="w-full max-w-sm">
          <h2 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">{description}</p>
          {children}
        </div>
      </main>
    </div>
  );
}
