import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { structure } from '../../testing/employee-form';
import { employee, renderWithOrganization } from '../../testing/render';
import { prefillFromLink } from '../employee-form';
import { EditEmployeePage } from '../employee-form-page';

describe('EmployeeForm: payroll identifiers', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  /** The edit form of employee 41 (masked TFN, BSB and account number; super 'AB12'), on its Financial tab. */
  async function openFinancial(saved = employee()) {
    const bodies: Record<string, unknown>[] = [];
    stubFetch((url, init) => {
      if (init.method === 'PUT') {
        bodies.push(JSON.parse(String(init.body)));
        return { status: 200, body: { data: saved } };
      }
      if (url.endsWith('/employees/41')) return { status: 200, body: { data: saved } };
      return structure(url) ?? { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<EditEmployeePage id="41" />);
    await screen.findByLabelText('First Name');
    await user.click(screen.getByRole('tab', { name: /Financial & Legal/ }));
    await screen.findByLabelText('Tax File Number (TFN)');
    const update = async () => {
      await user.click(screen.getByRole('tab', { name: /Emergency Contact/ }));
      await user.click(await screen.findByRole('button', { name: 'Update' }));
      await waitFor(() => expect(bodies).toHaveLength(1));
      return bodies[0] as Record<string, unknown>;
    };
    return { user, update };
  }

  it('shows saved values only masked and read-only, and leaves them out of a save that did not touch them', async () => {
    const { update } = await openFinancial();
    const tfn = screen.getByLabelText('Tax File Number (TFN)') as HTMLInputElement;
    expect(tfn.value).toBe('••••6782');
    expect(tfn.readOnly).toBe(true);
    expect((screen.getByLabelText('Bank BSB') as HTMLInputElement).value).toBe('••••-000');
    expect((screen.getByLabelText('Bank Account Number') as HTMLInputElement).value).toBe('••••5678');
    expect((screen.getByLabelText('Super Member Number') as HTMLInputElement).value).toBe('AB12');
    expect(screen.getByRole('button', { name: 'Replace Tax File Number (TFN)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Bank BSB' })).toBeTruthy();

    const body = await update();
    for (const field of ['tax_file_number', 'superannuation_member_number', 'bank_bsb', 'bank_account_number']) {
      expect(body, field).not.toHaveProperty(field);
    }
    expect(body).toMatchObject({ first_name: 'Mia', superannuation_fund_name: 'AustralianSuper', version: 4 });
    expect(JSON.stringify(body)).not.toContain('••••');
  });

  it('sends a replaced value, checked like a new one, and nothing for the others', async () => {
    const { user, update } = await openFinancial();
    await user.click(screen.getByRole('button', { name: 'Replace Tax File Number (TFN)' }));
    const input = screen.getByLabelText('Tax File Number (TFN)') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.value).toBe('');
    expect(input.readOnly).toBe(false);

    await user.type(input, '123 456 789');
    await user.click(screen.getByRole('tab', { name: /Emergency Contact/ }));
    expect(await screen.findByText('The tax file number is not valid.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Tax File Number (TFN)'));
    await user.type(screen.getByLabelText('Tax File Number (TFN)'), '876 543 210');
    const body = await update();
    expect(body.tax_file_number).toBe('876543210');
    for (const field of ['superannuation_member_number', 'bank_bsb', 'bank_account_number']) {
      expect(body, field).not.toHaveProperty(field);
    }
  });

  it('removes a value with Remove, and Cancel or Undo bring the saved one back', async () => {
    const { user, update } = await openFinancial();
    await user.click(screen.getByRole('button', { name: 'Remove Bank BSB' }));
    expect(screen.getByText('The saved value will be removed when you save.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Undo removing Bank BSB' })),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Bank Account Number' }));
    await user.click(screen.getByRole('button', { name: 'Undo removing Bank Account Number' }));
    expect((screen.getByLabelText('Bank Account Number') as HTMLInputElement).value).toBe('••••5678');

    await user.click(screen.getByRole('button', { name: 'Replace Tax File Number (TFN)' }));
    await user.type(screen.getByLabelText('Tax File Number (TFN)'), '1');
    await user.click(screen.getByRole('button', { name: 'Cancel replacing Tax File Number (TFN)' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Replace Tax File Number (TFN)' })),
    );
    // Replace opened but left empty keeps the saved value too.
    await user.click(screen.getByRole('button', { name: 'Replace Super Member Number' }));

    const body = await update();
    expect(body.bank_bsb).toBeNull();
    for (const field of ['tax_file_number', 'superannuation_member_number', 'bank_account_number']) {
      expect(body, field).not.toHaveProperty(field);
    }
  });

  it('uses plain inputs when nothing is saved, and never takes identifiers from a link', async () => {
    const { user, update } = await openFinancial(
      employee({
        tax_file_number: null,
        bank_bsb: null,
        bank_account_number: null,
        superannuation_member_number: null,
      }),
    );
    expect(screen.queryByRole('button', { name: /^Replace/ })).toBeNull();
    await user.type(screen.getByLabelText('Bank BSB'), '062000');
    const body = await update();
    expect(body).toMatchObject({ bank_bsb: '062-000', tax_file_number: null, bank_account_number: null });

    expect(
      prefillFromLink(new URLSearchParams('applicant_id=7'), {
        prefill: { first_name: 'Ann', tax_file_number: '123456782', bank_bsb: '062000', department_id: 3 },
      }),
    ).toEqual({ first_name: 'Ann', applicant_id: 7 });
    // Personal data in the query is not read: a link carries only the applicant's id.
    expect(prefillFromLink(new URLSearchParams('first_name=Ann&personal_email=ann@example.com'), null)).toEqual({});
  });
});
