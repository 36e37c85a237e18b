import type { ReactNode } from 'react';
import { WelcomePanel } from '@/features/auth/components/welcome-panel';

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
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
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
