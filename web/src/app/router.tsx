import { PAYROLL_RULES } from '@wattle/shared/payroll-access';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ErrorScreen } from '@/components/errors/error-screen';
import type { PageHandle } from '@/components/layouts/page-skeleton';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { DIRECTORY_HEADING } from '@/features/employees/heading';
import { PERFORMANCE } from '@/features/performance/access';
import { ROSTERING } from '@/features/rostering/access';
import { TIMESHEETS } from '@/features/timesheets/access';
import { RedirectIfAuthenticated, RequireAuth, RequirePermission } from './routes/guards';

type PageModule = { default: ComponentType };

/** Each page is its own chunk, fetched when its route is first visited. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/** An address under the dashboard no screen answers: "Page not found", back to its area. */
const notFound = (area?: string, backHref?: string) => async () => {
  const { NotFoundPage } = await import('./routes/dashboard/not-found');
  return { element: <NotFoundPage area={area} backHref={backHref} /> };
};

const app = paths.app;

export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <FullScreenSpinner />,
    errorElement: <ErrorScreen />,
    children: [
      { path: paths.home.path, element: <Navigate to={paths.auth.login.getHref()} replace /> },
      // An invitation opens whether or not someone is signed in on this browser.
      { path: paths.auth.invitation.path, lazy: page(() => import('./routes/invitation')) },
      {
        element: <RedirectIfAuthenticated />,
        children: [
          { path: paths.auth.login.path, lazy: page(() => import('./routes/login')) },
          { path: paths.auth.forgotPassword.path, lazy: page(() => import('./routes/forgot-password')) },
          { path: paths.auth.resetPassword.path, lazy: page(() => import('./routes/reset-password')) },
        ],
      },
      {
        path: app.root.path,
        element: <RequireAuth />,
        children: [
          {
            lazy: page(() => import('./routes/dashboard/layout')),
            children: [
              {
                // Inside the shell: a failing page keeps the sidebar and top bar.
                errorElement: <ErrorScreen />,
                children: [
                  { index: true, lazy: page(() => import('./routes/dashboard/home')) },
                  {
                    path: app.organizations.path,
                    children: [
                      { index: true, lazy: page(() => import('./routes/dashboard/organizations/list')) },
                      { path: ':organizationId', lazy: page(() => import('./routes/dashboard/organizations/detail')) },
                    ],
                  },
                  {
                    path: app.recruitment.path,
                    element: <RequirePermission module="recruitment" action="view" />,
                    children: [
                      { index: true, element: <Navigate to={app.jobs.getHref()} replace /> },
                      {
                        path: 'jobs',
                        children: [
                          { index: true, lazy: page(() => import('./routes/dashboard/recruitment/jobs')) },
                          { path: ':jobId', lazy: page(() => import('./routes/dashboard/recruitment/job')) },
                        ],
                      },
                      {
                        path: 'applicants/*',
                        lazy: page(() => import('./routes/dashboard/recruitment/applicants')),
                      },
                      { path: 'interviews', lazy: page(() => import('./routes/dashboard/recruitment/interviews')) },
                      { path: 'offers', lazy: page(() => import('./routes/dashboard/recruitment/offers')) },
                      { path: 'onboarding', lazy: page(() => import('./routes/dashboard/recruitment/onboarding')) },
                    ],
                  },
                  {
                    path: app.employees.path,
                    element: <RequirePermission module="employees" action="view" />,
                    children: [
                      {
                        index: true,
                        // The shell draws the heading before the organizations arrive (PageSkeleton).
                        handle: { heading: DIRECTORY_HEADING } satisfies PageHandle,
                        lazy: page(() => import('./routes/dashboard/employees/list')),
                      },
                      {
                        element: <RequirePermission module="employees" action="create" />,
                        children: [{ path: 'new', lazy: page(() => import('./routes/dashboard/employees/new')) }],
                      },
                      {
                        element: <RequirePermission module="employees" action="edit" />,
                        children: [
                          { path: 'edit/:id', lazy: page(() => import('./routes/dashboard/employees/edit')) },
                          { path: 'manage', lazy: page(() => import('./routes/dashboard/employees/manage')) },
                        ],
                      },
                      {
                        element: <RequirePermission module="employees" action="view" scope="organization" />,
                        children: [
                          { path: 'history', lazy: page(() => import('./routes/dashboard/employees/history')) },
                          { path: 'probation', lazy: page(() => import('./routes/dashboard/employees/probation')) },
                          { path: 'exit', lazy: page(() => import('./routes/dashboard/employees/exit')) },
                        ],
                      },
                      { path: ':id', lazy: page(() => import('./routes/dashboard/employees/profile')) },
                    ],
                  },
                  {
                    path: 'attendance',
                    children: [
                      { index: true, element: <Navigate to={app.attendance.getHref()} replace /> },
                      // Each entry's screen (issue 16); every one answers its own permission.
                      {
                        element: <RequirePermission module="attendance" action="view" />,
                        children: [
                          { path: 'tracking', lazy: page(() => import('./routes/dashboard/attendance/tracking')) },
                          {
                            path: 'adjustments',
                            lazy: page(() => import('./routes/dashboard/attendance/adjustments')),
                          },
                        ],
                      },
                      {
                        element: <RequirePermission module="leave" action="view" />,
                        children: [
                          { path: 'requests', lazy: page(() => import('./routes/dashboard/attendance/requests')) },
                          { path: 'balance', lazy: page(() => import('./routes/dashboard/attendance/balance')) },
                          { path: 'holidays', lazy: page(() => import('./routes/dashboard/attendance/holidays')) },
                        ],
                      },
                      { path: '*', lazy: notFound('Attendance', '/dashboard/attendance') },
                    ],
                  },
                  {
                    path: 'timesheet',
                    children: [
                      { index: true, element: <Navigate to={app.timesheet.getHref()} replace /> },
                      // The Timesheet menu's screens (issue 27 §2).
                      {
                        element: <RequirePermission module={TIMESHEETS} action="view" />,
                        children: [
                          { path: 'entry', lazy: page(() => import('./routes/dashboard/timesheet/entry')) },
                          { path: 'overtime', lazy: page(() => import('./routes/dashboard/timesheet/overtime')) },
                          { path: 'reports', lazy: page(() => import('./routes/dashboard/timesheet/reports')) },
                        ],
                      },
                      {
                        element: <RequirePermission module={TIMESHEETS} action="approve" />,
                        children: [
                          { path: 'approvals', lazy: page(() => import('./routes/dashboard/timesheet/approvals')) },
                        ],
                      },
                      { path: '*', lazy: notFound('Timesheet', '/dashboard/timesheet') },
                    ],
                  },
                  {
                    path: 'rostering',
                    children: [
                      { index: true, element: <Navigate to={app.rostering.getHref()} replace /> },
                      // Shift scheduling (issue 28 §1).
                      {
                        element: <RequirePermission module={ROSTERING} action="view" />,
                        children: [
                          {
                            path: 'scheduling',
                            lazy: page(() => import('./routes/dashboard/rostering/scheduling')),
                          },
                          // Shift swapping (issue 28 §3): an employee's offers and claims, a manager's approvals.
                          { path: 'swapping', lazy: page(() => import('./routes/dashboard/rostering/swapping')) },
                        ],
                      },
                      // Rosters and My roster (issue 28 §2): every member sees their own roster there.
                      { path: 'rosters', lazy: page(() => import('./routes/dashboard/rostering/rosters')) },
                      {
                        element: <RequirePermission module={ROSTERING} action="publish" />,
                        children: [
                          {
                            path: 'notifications',
                            lazy: page(() => import('./routes/dashboard/rostering/notifications')),
                          },
                        ],
                      },
                      { path: '*', lazy: notFound('Rostering', '/dashboard/rostering') },
                    ],
                  },
                  {
                    path: 'payroll',
                    children: [
                      { index: true, element: <Navigate to={app.payroll.getHref('processing')} replace /> },
                      // Each entry's screen (issue 17) needs the rule of the route it reads (issue 25 §2,
                      // shared/src/payroll-access.ts): everyone's pay needs the `pay` field group; settings
                      // and the calculator need payroll view over it; payslips answer every member with a
                      // record (their own).
                      {
                        element: <RequirePermission {...PAYROLL_RULES.settings} />,
                        children: [
                          { path: 'setup', lazy: page(() => import('./routes/dashboard/payroll/setup')) },
                          { path: 'withholding', lazy: page(() => import('./routes/dashboard/payroll/withholding')) },
                        ],
                      },
                      {
                        element: <RequirePermission {...PAYROLL_RULES.payFigures} />,
                        children: [
                          { path: 'processing', lazy: page(() => import('./routes/dashboard/payroll/processing')) },
                          { path: 'deductions', lazy: page(() => import('./routes/dashboard/payroll/deductions')) },
                          { path: 'bonus', lazy: page(() => import('./routes/dashboard/payroll/bonus')) },
                          { path: 'reports', lazy: page(() => import('./routes/dashboard/payroll/reports')) },
                          { path: 'eofy', lazy: page(() => import('./routes/dashboard/payroll/eofy')) },
                        ],
                      },
                      {
                        element: <RequirePermission {...PAYROLL_RULES.ownPayslips} />,
                        children: [
                          { path: 'payslips', lazy: page(() => import('./routes/dashboard/payroll/payslips')) },
                        ],
                      },
                      { path: '*', lazy: notFound('Payroll', '/dashboard/payroll') },
                    ],
                  },
                  {
                    path: 'performance',
                    children: [
                      { index: true, element: <Navigate to={app.performance.getHref()} replace /> },
                      // Goals and tracking (issue 29 §1), reviews (§2), feedback and appraisals (§3).
                      {
                        element: <RequirePermission module={PERFORMANCE} action="view" />,
                        children: [
                          { path: 'goals', lazy: page(() => import('./routes/dashboard/performance/goals')) },
                          { path: 'tracking', lazy: page(() => import('./routes/dashboard/performance/tracking')) },
                          { path: 'pulse', lazy: page(() => import('./routes/dashboard/performance/pulse')) },
                          { path: 'reviews', lazy: page(() => import('./routes/dashboard/performance/reviews')) },
                          {
                            path: 'appraisals',
                            lazy: page(() => import('./routes/dashboard/performance/appraisals')),
                          },
                        ],
                      },
                      { path: '*', lazy: notFound('Performance', '/dashboard/performance') },
                    ],
                  },
                  {
                    element: <RequirePermission module="employees" action="import" scope="organization" />,
                    children: [
                      { path: app.imports.path, lazy: page(() => import('./routes/dashboard/settings/import')) },
                    ],
                  },
                  {
                    element: <RequirePermission module="audit" action="view" />,
                    children: [
                      { path: app.auditLog.path, lazy: page(() => import('./routes/dashboard/settings/audit-log')) },
                    ],
                  },
                  {
                    element: <RequirePermission module="access" action="view" />,
                    children: [
                      { path: app.members.path, lazy: page(() => import('./routes/dashboard/settings/members')) },
                      {
                        path: app.permissions.path,
                        lazy: page(() => import('./routes/dashboard/settings/permissions')),
                      },
                    ],
                  },
                  // The settings index lists the settings screens the caller can open.
                  { path: 'settings', lazy: page(() => import('./routes/dashboard/settings/index')) },
                  { path: app.settings.path, lazy: notFound('Settings', '/dashboard/settings') },
                  { path: app.profile.path, lazy: page(() => import('./routes/dashboard/profile')) },
                  { path: '*', lazy: notFound() },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.auth.login.getHref()} replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createRouter>;

/** Resolves once the first page's route modules have loaded (at once if they have). */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
