import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Hire, type OnboardingTemplate, onboardingProgress } from '@wattle/shared/hiring';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { newEmployeeLink } from '../hire-tasks-sheet';
import { NewHireOnboarding } from '../new-hire-onboarding';

function hire(overrides: Partial<Hire> = {}): Hire {
  return {
    applicant_id: 70,
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    phone: null,
    job_opening_id: 40,
    job_title: 'Ward Nurse',
    department_id: 8,
    designation_id: 21,
    start_date: '2026-07-06',
    employee_id: null,
    onboarding: {
      template_id: 5,
      template_name: 'Nursing staff',
      tasks: [
        {
          id: 1,
          task_name: 'Sign contract',
          due_date: '2026-06-29',
          status: 'completed',
          completed_at: '2026-05-19T22:30:00Z',
          completed_date: '2026-05-20',
        },
        {
          id: 2,
          task_name: 'Police check',
          due_date: '2026-07-01',
          status: 'pending',
          completed_at: null,
          completed_date: null,
        },
        {
          id: 3,
          task_name: 'Ward induction',
          due_date: '2026-07-06',
          status: 'pending',
          completed_at: null,
          completed_date: null,
        },
        {
          id: 4,
          task_name: 'Meet the team',
          due_date: '2026-07-07',
          status: 'pending',
          completed_at: null,
          completed_date: null,
        },
      ],
      progress: 25,
    },
    ...overrides,
  };
}

function template(overrides: Partial<OnboardingTemplate> = {}): OnboardingTemplate {
  return {
    id: 5,
    organization_id: 3,
    name: 'Nursing staff',
    description: 'For ward nurses.',
    tasks: [
      { name: 'Sign contract', due_offset_days: -7 },
      { name: 'Police check', due_offset_days: -5 },
      { name: 'Ward induction', due_offset_days: 0 },
    ],
    version: 2,
    created_at: '2026-05-01T00:00:00.000Z',
    updated_at: '2026-05-01T00:00:00.000Z',
    ...overrides,
  };
}

type Answer = { status: number; body?: unknown };

function stubScreen(
  state: { hires: Hire[]; templates: OnboardingTemplate[] },
  extra?: (url: URL, init: RequestInit) => Answer | undefined,
) {
  return stubFetch((url, init) => {
    const parsed = parseUrl(url);
    const answer = extra?.(parsed, init);
    if (answer) return answer;
    if (parsed.pathname === '/api/v1/recruitment/onboarding/hires') return { status: 200, body: { data: state.hires } };
    if (parsed.pathname === '/api/v1/recruitment/onboarding/templates')
      return { status: 200, body: { data: state.templates } };
    return { status: 404, body: { message: 'Not found.' } };
  });
}

function progressOf(element: HTMLElement): string | null {
  return element.getAttribute('aria-valuenow');
}

describe('NewHireOnboarding', () => {
  it('shows hire cards; ticking a task saves it and moves the progress', async () => {
    let saved = hire();
    const patches: string[] = [];
    stubScreen(
      {
        hires: [
          hire(),
          hire({ applicant_id: 71, first_name: 'Alan', last_name: 'Turing', onboarding: null, employee_id: 44 }),
        ],
        templates: [],
      },
      (url, init) => {
        if (init.method === 'PATCH') {
          patches.push(`${url.pathname} ${String(init.body)}`);
          const tasks =
            saved.onboarding?.tasks.map((task) =>
              task.id === 2
                ? {
                    ...task,
                    status: 'completed' as const,
                    completed_at: '2026-05-21T00:00:00Z',
                    completed_date: '2026-05-21',
                  }
                : task,
            ) ?? [];
          saved = hire({
            onboarding: { template_id: 5, template_name: 'Nursing staff', tasks, progress: onboardingProgress(tasks) },
          });
          return { status: 200, body: { data: saved } };
        }
        return undefined;
      },
    );
    const user = userEvent.setup();
    renderWithOrganization(<NewHireOnboarding />);
    expect(screen.getByRole('tab', { name: 'Onboarding Dashboard' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Template Management' })).toBeTruthy();

    const card = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(within(card).getByText('Ward Nurse')).toBeTruthy();
    expect(within(card).getByText('Starts 6 July 2026')).toBeTruthy();
    expect(within(card).getByText('25%')).toBeTruthy();
    expect(progressOf(within(card).getByRole('progressbar'))).toBe('25');
    const alan = screen.getByRole('article', { name: 'Alan Turing' });
    expect(within(alan).getByRole('button', { name: 'Start Onboarding for Alan Turing' })).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'View tasks for Grace Hopper' }));
    const panel = await screen.findByRole('dialog', { name: 'Grace Hopper' });
    const href = within(panel).getByRole('link', { name: 'Create employee record' }).getAttribute('href') ?? '';
    // No personal data in the URL: only the applicant's id; the form gets the rest in router state.
    expect(href).toBe('/dashboard/employees/new?applicant_id=70');
    expect(newEmployeeLink(hire()).state).toEqual({
      prefill: {
        first_name: 'Grace',
        last_name: 'Hopper',
        personal_email: 'grace@example.com',
        department_id: '8',
        designation_id: '21',
        joining_date: '2026-07-06',
      },
    });
    expect((within(panel).getByRole('checkbox', { name: /Sign contract/ }) as HTMLInputElement).checked).toBe(true);
    const police = within(panel).getByRole('checkbox', { name: /Police check/ }) as HTMLInputElement;
    expect(police.checked).toBe(false);

    await user.click(police);
    await waitFor(() => expect(progressOf(within(panel).getByRole('progressbar'))).toBe('50'));
    expect(within(panel).getByText('50%')).toBeTruthy();
    expect((within(panel).getByRole('checkbox', { name: /Police check/ }) as HTMLInputElement).checked).toBe(true);
    expect(patches).toEqual(['/api/v1/recruitment/onboarding/hires/70/tasks/2 {"status":"completed"}']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(progressOf(within(card).getByRole('progressbar'))).toBe('50');
    expect(within(card).getByText('2 of 4 tasks')).toBeTruthy();
  });

  it('puts a task back when saving it fails', async () => {
    stubScreen({ hires: [hire()], templates: [] }, (_url, init) =>
      init.method === 'PATCH' ? { status: 409, body: { message: 'The record was changed meanwhile.' } } : undefined,
    );
    const user = userEvent.setup();
    renderWithOrganization(<NewHireOnboarding />);
    await user.click(await screen.findByRole('button', { name: 'View tasks for Grace Hopper' }));
    const panel = await screen.findByRole('dialog', { name: 'Grace Hopper' });
    await user.click(within(panel).getByRole('checkbox', { name: /Sign contract/ }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('The record was changed meanwhile.');
    expect((within(panel).getByRole('checkbox', { name: /Sign contract/ }) as HTMLInputElement).checked).toBe(true);
    expect(progressOf(within(panel).getByRole('progressbar'))).toBe('25');
  });

  it('links to the employee record once there is one, and starts onboarding from a template', async () => {
    const posts: string[] = [];
    const state = {
      hires: [hire({ onboarding: null, employee_id: 44 })],
      templates: [template()],
    };
    stubScreen(state, (url, init) => {
      if (init.method === 'POST') {
        posts.push(`${url.pathname} ${String(init.body)}`);
        return { status: 201, body: { data: hire({ employee_id: 44 }) } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithOrganization(<NewHireOnboarding />);
    await user.click(await screen.findByRole('button', { name: 'Start Onboarding for Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Onboarding' });
    await user.click(within(dialog).getByRole('button', { name: 'Start Onboarding' }));
    expect(await within(dialog).findByText('Choose a template.')).toBeTruthy();
    await within(dialog).findByRole('option', { name: 'Nursing staff (3 tasks)' });
    await user.selectOptions(within(dialog).getByLabelText('Template'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Start Onboarding' }));

    const panel = await screen.findByRole('dialog', { name: 'Grace Hopper' });
    expect(posts).toEqual(['/api/v1/recruitment/onboarding/hires/70/plan {"template_id":5}']);
    expect(within(panel).getByRole('link', { name: 'View employee' }).getAttribute('href')).toBe(
      '/dashboard/employees/44',
    );
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(4);
  });

  it('creates a template with its tasks in the order arranged', async () => {
    const posts: unknown[] = [];
    stubScreen({ hires: [], templates: [] }, (url, init) => {
      if (init.method === 'POST' && url.pathname === '/api/v1/recruitment/onboarding/templates') {
        posts.push(JSON.parse(String(init.body)));
        return { status: 201, body: { data: template() } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithOrganization(<NewHireOnboarding />);
    expect(await screen.findByText('No new hires to onboard yet.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Template Management' }));
    expect(await screen.findByText('No templates yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Template' });

    // Blank: the shared schema's messages.
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    expect(await within(dialog).findByText('Name is required.')).toBeTruthy();
    expect(within(dialog).getByText('Task name is required.')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Name'), 'Nursing staff');
    await user.type(within(dialog).getByLabelText('Task 1'), 'Ward induction');
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    await user.type(within(dialog).getByLabelText('Task 2'), 'Sign contract');
    const due = within(dialog).getAllByLabelText('Due (days from start)');
    await user.clear(due[1] as HTMLElement);
    await user.type(due[1] as HTMLElement, '-7');
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    await user.type(within(dialog).getByLabelText('Task 3'), 'Spare');

    // Sign contract goes first; the spare one goes.
    await user.click(within(dialog).getByRole('button', { name: 'Move task 2 up' }));
    expect((within(dialog).getByLabelText('Task 1') as HTMLInputElement).value).toBe('Sign contract');
    expect((within(dialog).getByLabelText('Task 2') as HTMLInputElement).value).toBe('Ward induction');
    expect((within(dialog).getByRole('button', { name: 'Move task 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Move task 2 down' }));
    expect((within(dialog).getByLabelText('Task 3') as HTMLInputElement).value).toBe('Ward induction');
    await user.click(within(dialog).getByRole('button', { name: 'Move task 3 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove task 3' }));
    expect(within(dialog).queryByLabelText('Task 3')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Template' })).toBeNull());
    expect(posts[0]).toEqual({
      organization_id: 3,
      name: 'Nursing staff',
      description: null,
      tasks: [
        { name: 'Sign contract', due_offset_days: -7 },
        { name: 'Ward induction', due_offset_days: 0 },
      ],
    });
  });

  it('edits and deletes templates after confirming', async () => {
    const calls: string[] = [];
    stubScreen({ hires: [], templates: [template()] }, (url, init) => {
      if (init.method === 'PUT') {
        calls.push(`PUT ${url.pathname} ${String(init.body)}`);
        return { status: 200, body: { data: template({ name: 'Nurses', version: 3 }) } };
      }
      if (init.method === 'DELETE') {
        calls.push(`DELETE ${url.pathname}`);
        return { status: 204 };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithOrganization(<NewHireOnboarding />);
    await user.click(screen.getByRole('tab', { name: 'Template Management' }));
    const card = await screen.findByRole('article', { name: 'Nursing staff' });
    expect(within(card).getByText('3 tasks')).toBeTruthy();
    expect(within(card).getByText('For ward nurses.')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Edit Nursing staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Template' });
    expect((within(dialog).getByLabelText('Task 3') as HTMLInputElement).value).toBe('Ward induction');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Nurses');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Template' })).toBeNull());
    expect(calls[0]).toContain('PUT /api/v1/recruitment/onboarding/templates/5');
    expect(JSON.parse(calls[0]?.split(' ').slice(2).join(' ') ?? '{}')).toMatchObject({ name: 'Nurses', version: 2 });

    await user.click(within(card).getByRole('button', { name: 'Delete Nursing staff' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete template' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/v1/recruitment/onboarding/templates/5'));
  });
});
