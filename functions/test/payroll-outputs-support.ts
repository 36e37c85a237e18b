import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createEmployee, employeeFixture } from './employee-support.ts';
import { seedEmployeePay, seedPayrollSettings, seedReleasedRun } from './payroll-support.ts';
import { linkedEmployee } from './self-service-support.ts';
import { app, signUp } from './support.ts';

/** Payroll outputs' workspace (payslips, bank file, STP, reports) and readers of the files they answer. */

export async function raw(path: string, token: string) {
  const response = await app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

export function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'payslip-')), 'payslip.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The Cemtex fields of a line (positions from the APCA file format, 1-based in the spec). */
export function parseAba(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) expect(line).toHaveLength(120);
  const money = (field: string) => Number(field);
  return lines.map((line) => ({
    type: line[0],
    bsb: line.slice(1, 8),
    account: line.slice(8, 17).trim(),
    code: line.slice(18, 20),
    amount: money(line.slice(20, 30)),
    title: line.slice(30, 62).trim(),
    net: money(line.slice(20, 30)),
    credit: money(line.slice(30, 40)),
    debit: money(line.slice(40, 50)),
    count: Number(line.slice(74, 80)),
    bank: line.slice(20, 23),
    user: line.slice(30, 56).trim(),
    userNumber: line.slice(56, 62),
    date: line.slice(74, 80),
  }));
}

/**
 * A finalised fortnightly run paying Harriet Hours (hourly, linked to self-service, a study loan) and
 * Sam Salary (salaried, no tax-free threshold), with payroll settings and their pay setup.
 */
export async function payrollOutputsWorld() {
  const owner = await signUp('Outputs Owner');
  const f = await employeeFixture(owner);
  const linked = await linkedEmployee(owner, f, {
    first_name: 'Harriet',
    last_name: 'Hours',
    tax_file_number: '123456782',
    bank_bsb: '062-001',
    bank_account_number: '10203040',
  });
  const hourly = { id: linked.employee.id, name: 'Harriet Hours', token: linked.user.token };
  const other = await createEmployee(owner, f, {
    first_name: 'Sam',
    last_name: 'Salary',
    tax_file_number: '876543210',
    bank_bsb: '083-004',
    bank_account_number: '556677889',
  });
  const salaried = { id: other.id, name: 'Sam Salary' };
  await seedPayrollSettings(f.organization.id);
  await seedEmployeePay(f.organization.id, hourly.id, { study_loan: true });
  await seedEmployeePay(f.organization.id, salaried.id, { hourly: false, tax_free_threshold: false });
  const run = await seedReleasedRun(f.organization.id, [
    { employee_id: hourly.id, name: hourly.name, shape: 'hourly' },
    { employee_id: salaried.id, name: salaried.name, shape: 'salary' },
  ]);
  return { owner, f, hourly, salaried, run };
}

export type PayrollOutputsWorld = Awaited<ReturnType<typeof payrollOutputsWorld>>;
