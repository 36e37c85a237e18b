import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelfServiceProfile } from '@wattle/shared/self-service';
import { describe, expect, it, vi } from 'vitest';
import { employee } from '@/testing/employees';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, renderWithOrganization } from '@/testing/render-with-organization';
import { MyDetails, NOT_LINKED_TEXT } from '../my-details';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const linked = { ...organizationAs('employee', 41), role_name: 'Employee' };

/** Mia's own record as self-service answers it: no applicant, no member number or emergency contact, linked to user 9. */
function profile(overrides: Partial<SelfServiceProfile> = {}): SelfServiceProfile {
  const { applicant_id: _, ...record } = employee({
    superannuation_member_number: null,
    emergency_contact_name: null,
    emergency_contact_phone: null,
    user_id: 9,
    ...overrides,
  });
  return record;
}

const mfa = (enabled: boolean) => ({ enabled, enabled_at: null, recovery_codes_remaining: enabled ? 10 : 0 });

describe('My details', () => {
  it('explains, without asking the API, when no employee record is linked', () => {
    const fetch = stubFetch(() => ({ status: 500 }));
    renderWithOrganization(<MyDetails />);
    expect(screen.getByText(NOT_LINKED_TEXT)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the own record masked, and says so when it cannot be loaded', async () => {
    let fail = true;
    stubFetch((url) => {
      if (url.includes('/self-service/profile')) {
        return fail ? { status: 500, body: { message: 'Boom' } } : { status: 200, body: { data: profile() } };
      }
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderWithOrganization(<MyDetails />, linked);
    expect(await screen.findByText('Your details could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('EMP-041')).toBeTruthy();
    expect(screen.getByText('••••5678')).toBeTruthy();
    expect(screen.getByText('Registered Nurse')).toBeTruthy();
  });

  it('shows an old one-line address as it is, and asks for its suburb, state and postcode on edit', async () => {
    const sent: Record<string, unknown>[] = [];
    const old = {
      address: '12 Old Rd, Glebe NSW 2037',
      address_suburb: null,
      address_state: null,
      address_postcode: null,
    };
    stubFetch((url, init) => {
      if (url.includes('/self-service/profile') && init.method === 'PATCH') {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        return { status: 200, body: { data: profile({ ...body, version: 5 }) } };
      }
      return { status: 200, body: { data: profile(old) } };
    });
    renderWithOrganization(<MyDetails />, linked);
    expect(await screen.findByText('12 Old Rd, Glebe NSW 2037')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit my details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit my details' });
    const street = within(dialog).getByLabelText('Street Address') as HTMLInputElement;
    expect(street.value).toBe('12 Old Rd, Glebe NSW 2037');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my details' }));
    expect(await within(dialog).findByText('Suburb is required')).toBeTruthy();
    expect(within(dialog).getByText('State is required')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await userEvent.clear(street);
    await userEvent.type(street, '12 Old Rd');
    await userEvent.type(within(dialog).getByLabelText('Suburb'), 'Glebe');
    await userEvent.selectOptions(within(dialog).getByLabelText('State'), 'NSW');
    await userEvent.type(within(dialog).getByLabelText('Postcode'), '3037');
    // A postcode outside the state's usual ranges is queried, not refused.
    expect(within(dialog).getByText(/3037 is usually a VIC postcode, not NSW/)).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Postcode'));
    await userEvent.type(within(dialog).getByLabelText('Postcode'), '2037');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my details' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      address: '12 Old Rd',
      address_suburb: 'Glebe',
      address_state: 'NSW',
      address_postcode: '2037',
    });
    expect(await screen.findByText('12 Old Rd, Glebe NSW 2037')).toBeTruthy();
  });

  it('edits contact details with the version, keeps what was typed after an error, and says when saved', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    stubFetch((url, init) => {
      if (url.includes('/self-service/profile') && init.method === 'PATCH') {
        sent.push(JSON.parse(String(init.body)));
        if (refuse) {
          refuse = false;
          return {
            status: 422,
            body: { message: 'Phone Number is required', errors: { phone_number: ['Phone Number is required'] } },
          };
        }
        return { status: 200, body: { data: profile({ phone_number: '0411 222 333', version: 5 }) } };
      }
      return { status: 200, body: { data: profile() } };
    });
    renderWithOrganization(<MyDetails />, linked);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit my details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit my details' });
    const phone = within(dialog).getByLabelText('Phone Number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0411 222 333');
    await userEvent.type(within(dialog).getByLabelText('Contact Name'), 'Tom Nguyen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my details' }));
    expect((await within(dialog).findAllByText('Phone Number is required')).length).toBeGreaterThan(0);
    expect((within(dialog).getByLabelText('Phone Number') as HTMLInputElement).value).toBe('0411 222 333');
    expect((within(dialog).getByLabelText('Contact Name') as HTMLInputElement).value).toBe('Tom Nguyen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my details' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Your details were saved.'));
    expect(sent[1]).toMatchObject({
      organization_id: 3,
      version: 4,
      phone_number: '0411 222 333',
      emergency_contact_name: 'Tom Nguyen',
    });
    expect(sent[1]).not.toHaveProperty('status');
    expect(await screen.findByText('0411 222 333')).toBeTruthy();
  });

  it('changes bank details with the password and the authenticator code when MFA is on', async () => {
    const sent: Record<string, unknown>[] = [];
    stubFetch((url, init) => {
      if (url.endsWith('/mfa')) return { status: 200, body: { data: mfa(true) } };
      if (url.includes('/self-service/bank-details')) {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        if (body.password !== 'Right-Password-1') {
          return {
            status: 422,
            body: { message: 'The password is not correct.', errors: { password: ['The password is not correct.'] } },
          };
        }
        return {
          status: 200,
          body: { data: profile({ bank_bsb: '••••-001', bank_account_number: '••••5432', version: 5 }) },
        };
      }
      return { status: 200, body: { data: profile() } };
    });
    renderWithOrganization(<MyDetails />, linked);
    await userEvent.click(await screen.findByRole('button', { name: 'Change bank details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change bank details' });
    await userEvent.type(within(dialog).getByLabelText('BSB'), '082-001');
    await userEvent.type(within(dialog).getByLabelText('Account Number'), '98765432');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Wrong-Password-1');
    const code = await within(dialog).findByLabelText('Authenticator code');
    await userEvent.type(code, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change bank details' }));
    expect((await within(dialog).findAllByText('The password is not correct.')).length).toBeGreaterThan(0);
    expect((within(dialog).getByLabelText('BSB') as HTMLInputElement).value).toBe('082-001');
    expect((within(dialog).getByLabelText('Password') as HTMLInputElement).value).toBe('');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Right-Password-1');
    await userEvent.type(within(dialog).getByLabelText('Authenticator code'), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change bank details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[1]).toEqual({
      organization_id: 3,
      version: 4,
      bank_bsb: '082-001',
      bank_account_number: '98765432',
      password: 'Right-Password-1',
      code: '654321',
    });
    expect(await screen.findByText('••••5432')).toBeTruthy();
  });
});
