import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SelectedOrganizationContext } from '@/lib/selected-organization';
import { organizationAs, testOrganization } from '@/testing/render-with-organization';
import { SidebarNav } from '../sidebar-nav';

function renderAt(path: string, organization = testOrganization) {
  return render(
    <SelectedOrganizationContext.Provider
      value={{ organization, organizations: [organization], select: () => undefined, isLoading: false, error: null }}
    >
      <MemoryRouter initialEntries={[path]}>
        <SidebarNav />
      </MemoryRouter>
    </SelectedOrganizationContext.Provider>,
  );
}

describe('SidebarNav', () => {
  it('opens the group holding the current path and marks the current link', () => {
    renderAt('/dashboard/recruitment/applicants');
    expect(screen.getByRole('button', { name: 'Recruitment' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Employee' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'applicants' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'jobs' }).getAttribute('href')).toBe('/dashboard/recruitment/jobs');
    expect(screen.queryByRole('link', { name: 'directory' })).toBeNull();
  });

  it('toggles groups by click and keyboard', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard');
    const payroll = screen.getByRole('button', { name: 'Payroll' });
    expect(payroll.getAttribute('aria-expanded')).toBe('false');
    await user.click(payroll);
    expect(payroll.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'payslips' }).getAttribute('href')).toBe('/dashboard/payroll/payslips');
    payroll.focus();
    await user.keyboard('{Enter}');
    expect(payroll.getAttribute('aria-expanded')).toBe('false');
  });

  it('hides what the role cannot use: an employee sees no Recruitment and no Settings', () => {
    renderAt('/dashboard', organizationAs('employee'));
    expect(screen.queryByRole('button', { name: 'Recruitment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Employee' })).toBeTruthy();
  });

  it('has the top-level links', () => {
    renderAt('/dashboard');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Organizations' }).getAttribute('href')).toBe('/dashboard/organizations');
  });
});
