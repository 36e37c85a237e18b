import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ErrorScreen } from '@/components/errors/error-screen';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RedirectIfAuthenticated, RequireAuth } from './routes/guards';

type PageModule = { default: ComponentType };

/** Each page is its own chunk, fetched when its route is first visited. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/** A titled page for areas built by later releases. */
const placeholder = (title: string, description?: string) => async () => {
  const { PlaceholderPage } = await import('./routes/dashboard/placeholder');
  return { element: <PlaceholderPage title={title} description={description} /> };
};

const app = paths.app;

export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <FullScreenSpinner />,
    errorElement: <ErrorScreen />,
    children: [
      { path: paths.home.path, element: <Navigate to={paths.auth.login.getHref()} replace /> },
      {
        element: <RedirectIfAuthenticated />,
        children: [{ path: paths.auth.login.path, lazy: page(() => import('./routes/login')) }],
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
                    children: [
                      { index: true, element: <Navigate to={app.jobs.getHref()} replace /> },
                      {
                        path: 'jobs',
                        children: [
                          {
                            index: true,
                            lazy: placeholder(
                              'Job Openings',
                              'Open, on-hold, closed and draft job openings of the selected organization.',
                            ),
                          },
                          {
                            path: ':jobId',
                            lazy: placeholder(
                              'Job Opening',
                              'The description, requirements, dates, department and designation of one job opening.',
                            ),
                          },
                        ],
                      },
                      {
                        path: 'applicants/*',
                        lazy: placeholder(
                          'Applicant Tracking',
                          'Applicants to the job openings of the selected organization, by status.',
                        ),
                      },
                      {
                        path: 'interviews',
                        lazy: placeholder('Interview Scheduling', 'Interviews with applicants, by date.'),
                      },
                      {
                        path: 'offers',
                        lazy: placeholder('Selection & Offers', 'Final candidates and the offers extended to them.'),
                      },
                      {
                        path: 'onboarding',
                        lazy: placeholder('New Hire Onboarding', 'Onboarding tasks and templates for new hires.'),
                      },
                    ],
                  },
                  {
                    path: app.employees.path,
                    children: [
                      {
                        index: true,
                        lazy: placeholder('Employee Management', 'The employees of the selected organization.'),
                      },
                      {
                        path: 'new',
                        lazy: placeholder(
                          'Add Employee',
                          'Personal, employment, financial and emergency contact details of a new employee.',
                        ),
                      },
                      {
                        path: 'edit/:id',
                        lazy: placeholder(
                          'Edit Employee',
                          'Personal, employment, financial and emergency contact details of an employee.',
                        ),
                      },
                      {
                        path: 'manage',
                        lazy: placeholder(
                          'Manage Employee Profiles',
                          'Quickly update employee status, managers, and other details in bulk',
                        ),
                      },
                      {
                        path: 'history',
                        lazy: placeholder(
                          'Employee History',
                          'A complete audit log of all employee changes and life-cycle events.',
                        ),
                      },
                      { path: 'probation', lazy: placeholder('Employee Probation', 'Employees on probation.') },
                      { path: 'exit', lazy: placeholder('Employee Exit', 'Employees leaving the organization.') },
                      {
                        path: ':id',
                        lazy: placeholder(
                          'Employee Profile',
                          'Personal, employment, financial and emergency contact details of one employee.',
                        ),
                      },
                    ],
                  },
                  { path: app.attendance.path, lazy: placeholder('Attendance Page') },
                  { path: app.timesheet.path, lazy: placeholder('Timesheet Page') },
                  { path: app.rostering.path, lazy: placeholder('Rostering Page') },
                  { path: app.payroll.path, lazy: placeholder('Payroll Page') },
                  { path: app.performance.path, lazy: placeholder('Performance Page') },
                  { path: app.settings.path, lazy: placeholder('Settings Page') },
                  { path: app.profile.path, lazy: page(() => import('./routes/dashboard/profile')) },
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
