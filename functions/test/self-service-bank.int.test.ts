import { LOGIN_MAX_FAILURES } from '@wattle/shared/constants';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { createEmployee, employeeFixture, historyOf, type OwnerWorkspace, ownerWorkspace } from './employee-support.ts';
import { latestMail, mailTo } from './mail-inbox.ts';
import { seedCustomRole } from './role-support.ts';
import { addMember, linkedEmployee, PASSWORD, profileOf, tokenOf } from './self-service-support.ts';
import { request, signUp, startOfSignInWindow } from './support.ts';

/** Issue 14 §3: employee self-service — bank details with re-authentication, linked feedback, the link's consistency. */

let { owner, f, org } = {} as OwnerWorkspace;

beforeAll(async () => {
  ({ owner, f, org } = await ownerWorkspace('Olivia Owner'));
}, 60_000);

describe('bank details', () => {
  it('a wrong password changes nothing; the right one changes them, writes history and e-mails payroll and the employee', async () => {
    const officer = await addMember(org, 'Paula Payroll', 'payroll_officer');
    const { employee, user } = await linkedEmployee(owner, f, { bank_bsb: '062-000', bank_account_number: '11112222' });
    const body = {
      organization_id: org,
      version: employee.version,
      bank_bsb: '082-001',
      bank_account_number: '98765432',
    };
    const wrong = await request('PUT', '/self-service/bank-details', {
      token: user.token,
      body: { ...body, password: 'Not-The-Password-1' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual(['The password is not correct.']);
    expect((await profileOf(org, user)).body.data).toMatchObject({
      bank_account_number: '••••2222',
      version: employee.version,
    });

    const invalid = await request('PUT', '/self-service/bank-details', {
      token: user.token,
      body: { ...body, bank_bsb: '12', password: PASSWORD },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.bank_bsb).toEqual(['The BSB must be six digits (e.g. 062-000).']);

    const changed = await request('PUT', '/self-service/bank-details', {
      token: user.token,
      body: { ...body, password: PASSWORD },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ bank_bsb: '••••-001', bank_account_number: '••••5432' });
    const revealed = await request('POST', `/employees/${employee.id}/payroll/reveal`, { token: owner.token });
    expect(revealed.body.data).toMatchObject({ bank_bsb: '082-001', bank_account_number: '98765432' });

    const [event] = await historyOf(owner, org, `&employee_id=${employee.id}&event_type=Bank Details Changed`);
    expect(event?.details).toBe('Bank BSB: changed; Bank Account Number: changed');
    const audit = await request(
      'GET',
      `/organizations/${org}/audit-log?per_page=100&record_type=employee&record_id=${employee.id}`,
      {
        token: owner.token,
      },
    );
    expect(JSON.stringify(audit.body)).not.toContain('98765432');
    expect(JSON.stringify(audit.body)).toContain('••••5432');

    const payroll = await latestMail(
      officer.email,
      `Bank details changed: ${employee.first_name} ${employee.last_name}`,
    );
    expect(payroll.text).toContain('account ••••5432');
    const alert = await latestMail(employee.personal_email, 'Your bank details were changed');
    expect(alert.text).toContain("If this wasn't you");
    for (const mail of [payroll, alert]) {
      expect(mail.text).not.toContain('98765432');
      expect(mail.html).not.toContain('98765432');
    }
    // The owner is not told while there is a payroll officer.
    expect((await mailTo(owner.email)).some((mail) => mail.subject.startsWith('Bank details changed'))).toBe(false);
  });

  it('asks an account with MFA for a current code or a recovery code as well', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { employee, user } = await linkedEmployee(owner, f);
      const started = await request('POST', '/mfa/enrolment', { token: user.token });
      const secret = new URL(started.body.data.otpauth_uri).searchParams.get('secret') as string;
      const confirmed = await request('POST', '/mfa/enrolment/confirm', {
        token: user.token,
        body: { code: await generate({ secret }) },
      });
      expect(confirmed.status).toBe(200);
      const recovery = confirmed.body.data.recovery_codes[0] as string;
      vi.setSystemTime(Date.now() + 30_000);
      const put = (extra: Record<string, unknown>, version = employee.version) =>
        request('PUT', '/self-service/bank-details', {
          token: user.token,
          body: {
            organization_id: org,
            version,
            bank_bsb: '062-000',
            bank_account_number: '5556667',
            password: PASSWORD,
            ...extra,
          },
        });
      const missing = await put({});
      expect(missing.status).toBe(422);
      expect(missing.body.errors.code).toBeDefined();
      const wrong = await put({ code: '000000' });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.code).toEqual(['The code is not correct.']);
      const ok = await put({ code: await generate({ secret }) });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      const again = await put({ bank_account_number: '5556668', code: recovery }, ok.body.data.version);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.data.bank_account_number).toBe('••••6668');
      // Used up: the same recovery code works once.
      const reused = await put({ bank_account_number: '5556669', code: recovery }, again.body.data.version);
      expect(reused.status).toBe(422);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts wrong passwords on a counter of its own: a stolen session cannot lock the owner’s sign-in', async () => {
    startOfSignInWindow();
    try {
      const { employee, user } = await linkedEmployee(owner, f);
      const put = (password: string) =>
        request('PUT', '/self-service/bank-details', {
          token: user.token,
          body: {
            organization_id: org,
            version: employee.version,
            bank_bsb: '062-000',
            bank_account_number: '24681357',
            password,
          },
        });
      // More guesses than sign-in allows an account from one place (LOGIN_MAX_FAILURES).
      for (let guess = 1; guess <= LOGIN_MAX_FAILURES; guess++) {
        const wrong = await put(`Guess-Number-${guess}-Wrong`);
        expect(wrong.status, JSON.stringify(wrong.body)).toBe(422);
      }
      const limited = await put(PASSWORD);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe('Too many password attempts. Try again in 15 minutes.');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
      // The account's owner still signs in, however many guesses the form took.
      const login = await request('POST', '/login', { body: { email: user.email, password: PASSWORD } });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      expect((await profileOf(org, user)).body.data.bank_account_number).not.toBe('••••1357');
    } finally {
      vi.useRealTimers();
    }
  });

  it('e-mails the owners when the organization has no payroll officer', async () => {
    const owner2 = await signUp('Owen Owner');
    const f2 = await employeeFixture(owner2);
    const employee = await createEmployee(owner2, f2);
    await request('POST', `/employees/${employee.id}/self-service-invitation`, { token: owner2.token, body: {} });
    const token = tokenOf(await latestMail(employee.personal_email, `Join ${f2.organization.name} on Wattle HR`));
    const accepted = await request('POST', `/invitations/${token}/accept`, {
      body: { name: 'Ed Employee', password: PASSWORD },
    });
    const changed = await request('PUT', '/self-service/bank-details', {
      token: accepted.body.data.token,
      body: {
        organization_id: f2.organization.id,
        version: employee.version,
        bank_bsb: '062-000',
        bank_account_number: '12121212',
        password: PASSWORD,
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const mail = await latestMail(owner2.email, `Bank details changed: ${employee.first_name} ${employee.last_name}`);
    expect(mail.text).toContain('confirm the change with the employee in person');
  });
});

describe('the link stays consistent and cannot widen anyone’s reach', () => {
  it('deleting a linked record for good frees its member', async () => {
    const { employee, user } = await linkedEmployee(owner, f, { first_name: 'Gone' });
    expect((await request('DELETE', `/employees/${employee.id}`, { token: owner.token })).status).toBe(204);
    expect((await request('DELETE', `/employees/${employee.id}/force`, { token: owner.token })).status).toBe(204);
    const membership = (await membershipEntity().get({ organization_id: org, user_id: user.id }).go()).data;
    expect(membership?.employee_id).toBeUndefined();
    expect((await profileOf(org, user)).status).toBe(404);
  });

  it('a scoped role may not move its own link (it decides whose records the role reaches)', async () => {
    const lead = await seedCustomRole(org, 3, 'Team lead', {
      access: { view: 'organization', edit: 'organization' },
      employees: { view: 'reports' },
    });
    const manager = await addMember(org, 'Moe Manager', 'admin');
    const record = await createEmployee(owner, f, { first_name: 'Moe' });
    // As an admin (every record in reach) linking oneself is fine; with a scoped role it is not.
    const self = `/organizations/${org}/members/${manager.id}`;
    expect((await request('PATCH', self, { token: manager.token, body: { employee_id: record.id } })).status).toBe(200);
    await membershipEntity().patch({ organization_id: org, user_id: manager.id }).set({ role: lead }).go();
    const refused = await request('PATCH', self, { token: manager.token, body: { employee_id: null } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Ask an owner or admin to link your own employee record.');
  });
});
