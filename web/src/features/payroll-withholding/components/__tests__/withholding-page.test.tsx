import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIn } from '@wattle/shared/calendar';
import { parseRows } from '@wattle/shared/coefficient-rows';
import type { BuiltInTaxTable, LoadedTaxTable } from '@wattle/shared/payroll-withholding';
import { BUILT_IN_PERMISSIONS } from '@wattle/shared/permissions';
import { loadedScale2Table } from '@wattle/shared/test-inputs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization, testOrganization } from '@/testing/render-with-organization';
import { WithholdingPage } from '../withholding-page';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const TABLE: LoadedTaxTable = loadedScale2Table(
  9,
  '2027-06-01T00:00:00.000Z',
  'Scale 2 from 1 July 2027',
  2027,
  '0.3',
  '100',
);

const ANSWER = {
  withholding: '304.00',
  study_loan: '0.00',
  scale: 'Scale 2',
  schedule: 'Schedule 1 (NAT 1004) for payments from 1 July 2024, published 16 June 2024',
  unverified: false,
  tax_offset: '0.00',
  medicare_levy_adjustment: '0.00',
};

describe('PAYG Withholding Calculator', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toasts.success.mockClear();
  });

  it('sends the pay and declaration, with the organization’s today as pay date, and shows the result', async () => {
    const posts: unknown[] = [];
    stubFetch((url, init) => {
      if (parseUrl(url).pathname.endsWith('/payroll/withholding')) {
        posts.push(JSON.parse(String(init.body)));
        return { status: 200, body: { data: ANSWER } };
      }
      return { status: 200, body: { data: { data: [], next_cursor: null, per_page: 0 } } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<WithholdingPage />);
    expect(screen.getByRole('heading', { name: 'PAYG Withholding Calculator' })).toBeTruthy();
    expect((screen.getByLabelText('Pay date') as HTMLInputElement).value).toBe(todayIn('Australia/Sydney'));
    await user.type(screen.getByLabelText('Gross pay'), '1500.00');
    await user.click(screen.getByRole('checkbox', { name: /Study and training support loan/ }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByTestId('withholding-amount')).toHaveProperty('textContent', '$304.00');
    expect(screen.getByText(ANSWER.schedule)).toBeTruthy();
    expect(posts[0]).toEqual({
      organization_id: 3,
      gross: '1500.00',
      period: 'weekly',
      pay_date: todayIn('Australia/Sydney'),
      tfn_provided: true,
      residency: 'resident',
      tax_free_threshold: true,
      medicare_levy_exemption: 'none',
      study_loan: true,
      tax_offsets: null,
      medicare_levy_spouse: false,
      medicare_levy_children: 0,
    });
    expect(await screen.findByText('No tax tables loaded.')).toBeTruthy();
    expect(screen.queryByText('Less tax offsets')).toBeNull();
  });

  it('sends the declaration’s tax offsets, spouse and children, and shows what they took off', async () => {
    const posts: unknown[] = [];
    stubFetch((url, init) => {
      if (parseUrl(url).pathname.endsWith('/payroll/withholding')) {
        posts.push(JSON.parse(String(init.body)));
        return {
          status: 200,
          body: {
            data: {
              ...ANSWER,
              withholding: '35.00',
              tax_offset: '19.00',
              medicare_levy_adjustment: '14.00',
              unverified: true,
            },
          },
        };
      }
      return { status: 200, body: { data: { data: [], next_cursor: null, per_page: 0 } } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<WithholdingPage />);
    await user.type(screen.getByLabelText('Gross pay'), '700.00');
    await user.type(screen.getByLabelText('Tax offsets claimed a year'), '1000.00');
    await user.clear(screen.getByLabelText('Dependent children'));
    await user.type(screen.getByLabelText('Dependent children'), '2');
    await user.click(screen.getByRole('checkbox', { name: /has a spouse/ }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByTestId('withholding-amount')).toHaveProperty('textContent', '$35.00');
    expect(posts[0]).toMatchObject({ tax_offsets: '1000.00', medicare_levy_spouse: true, medicare_levy_children: 2 });
    expect(screen.getByText('Less tax offsets').nextSibling?.textContent).toBe('$19.00');
    expect(screen.getByText('Less Medicare levy adjustment').nextSibling?.textContent).toBe('$14.00');
    expect(screen.getByText('Unverified')).toBeTruthy();
  });

  it('shows the missing table under the pay date', async () => {
    const message =
      'No PAYG withholding table (Schedule 1) for payments on 14 July 2027: load one in payroll settings.';
    stubFetch((url) =>
      parseUrl(url).pathname.endsWith('/payroll/withholding')
        ? { status: 422, body: { message, errors: { pay_date: [message] } } }
        : { status: 200, body: { data: { data: [], next_cursor: null, per_page: 0 } } },
    );
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<WithholdingPage />);
    await user.type(screen.getByLabelText('Gross pay'), '1000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Pay date').getAttribute('aria-invalid')).toBe('true');
  });

  it('loads a table from typed rows and deletes one after confirmation', async () => {
    const posts: unknown[] = [];
    const deleted: string[] = [];
    stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      if (init.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return { status: 201, body: { data: TABLE } };
      }
      if (init.method === 'DELETE') {
        deleted.push(pathname);
        return { status: 204 };
      }
      return { status: 200, body: { data: { data: [TABLE], next_cursor: null, per_page: 1 } } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<WithholdingPage />);
    const row = (await screen.findByText(TABLE.name)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Scale 2 – tax-free threshold claimed')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load Tax Table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Load Tax Table' });
    await user.type(within(dialog).getByLabelText('Name'), 'Scale 1 from 1 July 2027');
    await user.type(within(dialog).getByLabelText('First pay date'), '2027-07-01');
    await user.type(within(dialog).getByLabelText('Last pay date'), '2028-06-30');
    await user.selectOptions(within(dialog).getByLabelText('Scale'), '1');
    await user.type(within(dialog).getByLabelText('Rows'), '188 0.15 0.15{enter}over 0.47 493.1893');
    await user.click(within(dialog).getByRole('button', { name: 'Load Table' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Scale 1 from 1 July 2027 loaded.'));
    expect(posts[0]).toEqual({
      name: 'Scale 1 from 1 July 2027',
      applies_from: '2027-07-01',
      applies_to: '2028-06-30',
      scale: '1',
      rows: [
        { less_than: 188, a: '0.15', b: '0.15' },
        { less_than: null, a: '0.47', b: '493.1893' },
      ],
    });

    await user.click(within(row).getByRole('button', { name: `Delete ${TABLE.name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Tax Table' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['/api/v1/organizations/3/tax-tables/9']));
    expect(toasts.success).toHaveBeenCalledWith(`${TABLE.name} deleted.`);
  });

  it('hides loaded tables from roles without payroll edit, and the calculator from roles without the organization’s payroll', () => {
    stubFetch(() => ({ status: 200, body: { data: { data: [], next_cursor: null, per_page: 0 } } }));
    const { unmount } = renderWithOrganization(<WithholdingPage />, {
      ...testOrganization,
      role: 'hr_manager',
      permissions: BUILT_IN_PERMISSIONS.hr_manager,
    });
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeTruthy();
    expect(screen.queryByText('Loaded tax tables')).toBeNull();
    unmount();
    renderWithOrganization(<WithholdingPage />, {
      ...testOrganization,
      role: 'manager',
      permissions: BUILT_IN_PERMISSIONS.manager,
    });
    expect(screen.queryByRole('button', { name: 'Calculate' })).toBeNull();
  });

  it('shows each built-in table’s source, and “Unverified” with the reason beside one not checked', async () => {
    const builtIn: BuiltInTaxTable[] = [
      {
        schedule: 'Schedule 1',
        name: 'Schedule 1 – Statement of formulas for calculating amounts to be withheld (NAT 1004)',
        source: 'ATO, Schedule 1 (NAT 1004) for payments made from 1 July 2024, published 16 June 2024',
        source_url: 'https://www.ato.gov.au/tax-rates-and-codes/coefficients',
        published: '2024-06-16',
        applies_from: '2024-07-01',
        applies_to: '2026-06-30',
        verified: true,
        verification: 'Every row compared with the ATO’s page.',
      },
      {
        schedule: 'Schedule 1',
        name: 'Schedule 1 – Statement of formulas for calculating amounts to be withheld (NAT 1004)',
        source: 'ATO, Schedule 1 (NAT 1004) for payments made from 1 July 2026',
        source_url: null,
        published: '2026-06-17',
        applies_from: '2026-07-01',
        applies_to: '2027-06-30',
        verified: false,
        verification: 'Not checked against the ATO’s publication.',
      },
    ];
    stubFetch((url) =>
      parseUrl(url).pathname.endsWith('/payroll/withholding')
        ? { status: 200, body: { data: { ...ANSWER, unverified: true } } }
        : { status: 200, body: { data: { data: [], built_in: builtIn, next_cursor: null, per_page: 0 } } },
    );
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<WithholdingPage />);
    // The section and its scrolling table are both named by the heading.
    const table = (await screen.findAllByRole('region', { name: 'Built-in tax tables' })).at(-1) as HTMLElement;
    await within(table).findByText('Unverified');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Verified')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: builtIn[0]?.source })).toBeTruthy();
    expect(rows[1]?.textContent).toContain('1 July 2026 – 30 June 2027');
    expect(within(rows[1] as HTMLElement).getByText('Unverified')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Not checked against the ATO’s publication.')).toBeTruthy();

    await user.type(screen.getByLabelText('Gross pay'), '1500.00');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText(/Not checked against the ATO’s publication: see Built-in tax tables/)).toBeTruthy();
  });

  it('reads rows as the ATO prints them', () => {
    expect(parseRows('361 0 0\n500, 0.1600, 57.8462\n& over 0.47 650.6154')).toEqual([
      { less_than: 361, a: '0', b: '0' },
      { less_than: 500, a: '0.1600', b: '57.8462' },
      { less_than: null, a: '0.47', b: '650.6154' },
    ]);
    expect(parseRows('361 0 0\nover 0.47 650.6154')).toEqual([
      { less_than: 361, a: '0', b: '0' },
      { less_than: null, a: '0.47', b: '650.6154' },
    ]);
    expect(parseRows('1,282 0.3227 180.0385')).toBeNull();
  });
});
