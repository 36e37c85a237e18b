import { Briefcase, Building2, Users } from 'lucide-react';
import { LogoMark } from '@/components/ui/logo';

const highlights = [
  { icon: Building2, text: 'Organizations, departments and designations in one place' },
  { icon: Briefcase, text: 'Recruitment from job opening to onboarding' },
  { icon: Users, text: 'Employee records with Australian payroll details' },
];

export function WelcomePanel() {
  return (
    <section
      aria-labelledby="welcome-heading"
      className="relative flex flex-col justify-between overflow-hidden bg-slate-900 px-6 py-8 text-white sm:px-10 lg:min-h-dvh lg:py-12"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-400/20 blur-3xl"
      />
      <div className="relative flex items-center gap-3">
        <LogoMark className="size-10 ring-1 ring-white/20 rounded-lg" />
        <span className="text-xl font-semibold tracking-tight">Wattle HR</span>
      </div>
      <div className="relative mt-6 max-w-md sm:mt-8 lg:mt-0">
        <h1 id="welcome-heading" className="text-2xl font-semibold tracking-tight sm:text-4xl">
          Welcome to <span className="text-brand-300">Wattle HR</span>
        </h1>
        <p className="mt-3 text-sm text-slate-300 sm:mt-4 sm:text-lg">
          A cloud-based human resource information system with payroll and performance management.
        </p>
        <ul className="mt-8 hidden space-y-3 text-sm text-slate-200 sm:block">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3">
              <span className="flex size-8 items-center justify-center rounded-lg bg-white/10">
                <Icon aria-hidden="true" className="size-4 text-brand-300" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
      <p className="relative mt-8 text-xs text-slate-400 lg:mt-0">
        © {new Date().getFullYear()} Wattle HR. All rights reserved.
      </p>
    </section>
  );
}
