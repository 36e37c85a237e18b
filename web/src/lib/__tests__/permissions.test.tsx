import { screen } from '@testing-library/react';
import type { Organization } from '@wattle/shared/organizations';
import { PAYROLL_RULES } from '@wattle/shared/payroll-access';
import type { RolePermissions } from '@wattle/shared/permissions';
import { describe, expect, it } from 'vitest';
import { RequirePermission } from '@/app/routes/guards';
import { NO_ACCESS_TITLE } from '@/components/errors/no-access';
import { renderWithOrganization, testOrganization } from '@/testing/render-with-organization';
import { type Need, useCan } from '../permissions';

/** A custom role with payroll view over the organization but no `pay` field group (issue 25 §2). */
const payrollViewer: RolePermissions = { grants: { payroll: { view: 'organization' } }, fields: [] };
const as = (permissions: RolePermissions): Organization => ({
  ...testOrganization,
  role: 'custom-1',
  role_name: 'Payroll viewer',
  permissions,
});

function Probe({ label, need }: { label: string; need: Need }) {
  return <p>{`${label}: ${useCan(need) ? 'yes' : 'no'}`}</p>;
}

describe('useCan with field groups', () => {
  it('refuses the routes that read pay figures to a role without the pay group, allows the rest', () => {
    renderWithOrganization(
      <>
        <Probe label="pay runs" need={PAYROLL_RULES.payFigures} />
        <Probe label="calculator" need={PAYROLL_RULES.settings} />
        <Probe label="own payslips" need={PAYROLL_RULES.ownPayslips} />
        <Probe label="files" need={PAYROLL_RULES.runFiles} />
      </>,
      as(payrollViewer),
    );
    expect(screen.getByText('pay runs: no')).toBeTruthy();
    expect(screen.getByText('calculator: yes')).toBeTruthy();
    expect(screen.getByText('own payslips: yes')).toBeTruthy();
    expect(screen.getByText('files: no')).toBeTruthy();
  });

  it('allows them once the role holds the pay group', () => {
    renderWithOrganization(
      <Probe label="pay runs" need={PAYROLL_RULES.payFigures} />,
      as({ ...payrollViewer, fields: ['pay'] }),
    );
    expect(screen.getByText('pay runs: yes')).toBeTruthy();
  });
});

describe('a payroll page reached by its URL', () => {
  it('says "You don\'t have access" to a role without the pay group', () => {
    renderWithOrganization(<RequirePermission {...PAYROLL_RULES.payFigures} />, as(payrollViewer));
    expect(screen.getByRole('heading', { name: NO_ACCESS_TITLE })).toBeTruthy();
  });

  it('opens for a role with it', () => {
    renderWithOrganization(
      <RequirePermission {...PAYROLL_RULES.payFigures} />,
      as({ ...payrollViewer, fields: ['pay'] }),
    );
    expect(screen.queryByRole('heading', { name: NO_ACCESS_TITLE })).toBeNull();
  });
});
