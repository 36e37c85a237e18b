/**
 * Reviews and appraisals (issue 29 §2, §3) in the browser. A small cycle end to end: HR creates
 * and launches it, the reviewee nominates three peers on a phone, their manager approves them,
 * everyone answers (the peers through the API), HR shares, and the reviewee reads the shared
 * review on a phone (peer answers only as averages, no manager's private note) and acknowledges.
 * Then appraisals: praise, a 1:1 whose private notes each side alone reads, and a pay change a
 * manager proposes and a payroll officer approves on the payroll screen.
 */
import { execFileSync } from 'node:child_process';
import {
  type APIRequestContext,
  Api,
  acceptInvitation,
  expect,
  expectFitsAndSave,
  hasHorizontalScroll,
  managerAndReport,
  type Page,
  payOnRecord,
  SCREENS_DIR,
  type Session,
  screenshot,
  type Team,
  test,
} from './fixtures';

const PASSWORD = 'Review-Wattle-Cycle-2026';
const PHONE = { width: 360, height: 780 };

/** An employee of `team` who joined through self-service: their record and session. */
async function colleague(api: Api, request: APIRequestContext, team: Team, first: string, last: string) {
  const code = `${first[0]}${last[0]}-${Date.now().toString(36)}`;
  const employee = await api.hire(team, { first_name: first, last_name: last, employee_code: code });
  await api.inviteToSelfService(employee.id);
  const session = await acceptInvitation(request, {
    address: `${code.toLowerCase()}@example.com`,
    organizationName: team.organization.name,
    name: `${first} ${last}`,
    password: PASSWORD,
  });
  return { employee, session };
}

/** A peer answers their form through the API: a rating for the rated question, a sentence for the text one. */
async function answerAsPeer(request: APIRequestContext, session: Session, organizationId: number, rating: number) {
  const as = new Api(request, session);
  const forms = await as.send<{ id: number; version: number; relationship: string }[]>(
    'get',
    `/performance/reviews?organization_id=${organizationId}`,
  );
  const form = forms.find((item) => item.relationship === 'peer');
  expect(form).toBeTruthy();
  const id = form?.id as number;
  await as.send('put', `/performance/reviews/${id}`, {
    answers: [
      { question_id: 1, rating },
      { question_id: 2, text: 'Keep sharing the pipeline numbers.' },
    ],
    version: form?.version,
  });
  await as.send('post', `/performance/reviews/${id}/submit`, undefined, 200);
}

/** Opens the review form named `name` and rates the first question `rating`, writes `text`, submits. */
async function writeReview(page: Page, name: string, rating: RegExp, text: string, note?: string) {
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: rating }).check();
  await dialog.getByRole('textbox').first().fill(text);
  if (note) await dialog.getByLabel('Private note (never shown to the employee)').fill(note);
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Review submitted.')).toBeVisible();
}

test('a small review cycle end to end: create, launch, nominate, approve, answer, share, acknowledge', async ({
  api,
  request,
  page,
  pageAs,
}) => {
  test.setTimeout(300_000);
  const { team, report, managerSession, reportSession } = await managerAndReport(api, request, {
    workspace: 'Wattle Reviews',
    department: 'Sales',
    designation: 'Sales Rep',
    manager: ['Mona', 'Lead'],
    report: ['Remy', 'Seller'],
    password: PASSWORD,
  });
  const { organization } = team;
  const peers = [
    await colleague(api, request, team, 'Pia', 'Peer'),
    await colleague(api, request, team, 'Quinn', 'Peer'),
    await colleague(api, request, team, 'Rae', 'Peer'),
  ];

  // HR (the owner) creates the cycle: the default template, Remy the reviewee, three peers at most.
  await page.addInitScript((id) => localStorage.setItem('selectedOrgId', String(id)), organization.id);
  await page.goto('/dashboard/performance/reviews');
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No review cycles yet. Create one with New review cycle.')).toBeVisible();
  await page.getByRole('button', { name: 'New review cycle' }).click();
  const create = page.getByRole('dialog', { name: 'New review cycle' });
  await create.getByLabel('Cycle name').fill('FY27 mid-year');
  await create.getByLabel('Remy Seller', { exact: true }).check();
  for (const [stage, day] of [
    ['Nominate peers', '2027-01-08'],
    ['Peer feedback', '2027-01-22'],
    ['Self review', '2027-01-22'],
    ['Manager review', '2027-01-29'],
    ['Share', '2027-02-05'],
    ['Acknowledgement', '2027-02-12'],
  ] as const)
    await create.getByLabel(`${stage} due`).fill(day);
  await create.getByLabel('Most peers a reviewee may nominate').fill('3');
  await create.getByLabel('Peer threshold').fill('3');
  await create.getByRole('button', { name: 'Save cycle' }).click();
  await expect(page.getByText('Review cycle saved as a draft.')).toBeVisible();
  const cycles = page.getByRole('region', { name: 'Review cycles' });
  await expect(cycles.getByRole('cell', { name: 'Draft' })).toBeVisible();

  // Launch: 202, the queue writes the forms; the progress card follows it.
  await cycles.getByRole('button', { name: 'Launch FY27 mid-year' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Launch' }).click();
  await expect(page.getByText('Cycle launched: the forms are being created.')).toBeVisible();
  const progress = page.getByRole('region', { name: 'Progress by reviewee' });
  await expect(progress.getByRole('cell', { name: 'Remy Seller' })).toBeVisible({ timeout: 30_000 });
  await expect(progress.getByRole('cell', { name: '0 of 2' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Completion by team' }).getByText("Mona Lead's team")).toBeVisible();
  await screenshot(page, 'review-cycle-progress');

  // Remy, on a phone, nominates the three peers.
  const remy = await pageAs(reportSession, organization, '/dashboard/performance/reviews');
  await remy.setViewportSize(PHONE);
  await expect(remy.getByText('You have not nominated anyone yet.')).toBeVisible({ timeout: 30_000 });
  await remy.getByRole('button', { name: 'Nominate peers' }).click();
  const nominate = remy.getByRole('dialog', { name: 'Nominate peers' });
  for (const name of ['Pia Peer', 'Quinn Peer', 'Rae Peer']) await nominate.getByLabel(name).check();
  await screenshot(remy, 'review-nominate-360');
  await nominate.getByRole('button', { name: 'Nominate' }).click();
  await expect(remy.getByText('Peers nominated.')).toBeVisible();
  await expect(remy.getByText('Pia Peer: Waiting for your manager')).toBeVisible();

  // Mona approves them; she sees no approvals of her own and none of anyone outside her reach.
  const mona = await pageAs(managerSession, organization, '/dashboard/performance/reviews');
  const approvals = mona.getByRole('region', { name: 'Peer nominations to approve: FY27 mid-year' });
  await expect(approvals.getByText('Pia Peer')).toBeVisible({ timeout: 30_000 });
  for (const name of ['Pia Peer', 'Quinn Peer', 'Rae Peer']) {
    await approvals.getByRole('button', { name: `Approve ${name} for Remy Seller` }).click();
    await expect(mona.getByText(`${name} will review Remy Seller.`)).toBeVisible();
  }
  await expect(mona.getByText('No peer nominations are waiting for you.')).toBeVisible();

  // The reviewers answer: Remy (self, on the phone), Mona (with a private note), the peers.
  await remy.reload();
  await expect(remy.getByText('Pia Peer: Approved')).toBeVisible();
  await writeReview(remy, 'Write the self review of Remy Seller', /Exceeds/, 'Closed the Harbour deal.');
  await mona.reload();
  await writeReview(
    mona,
    'Write the manager review of Remy Seller',
    /Meets expectations/,
    'Strong quarter; keep coaching the new starters.',
    'Considering him for team lead.',
  );
  for (const [index, peer] of peers.entries())
    await answerAsPeer(request, peer.session, organization.id, 3 + (index % 2));

  // HR calibrates before sharing: Mona's "Meets expectations" is 3 of 5; HR moves Remy to 4, high
  // potential, with a reason (audited), and the 9-box places him as a Star. The table goes out as CSV.
  await page.reload();
  await page.getByRole('button', { name: 'Calibration of FY27 mid-year' }).click();
  const calibration = page.getByRole('region', { name: 'Calibration of FY27 mid-year' });
  const ratings = calibration.getByRole('region', { name: 'Calibration', exact: true });
  await expect(ratings.getByRole('cell', { name: 'Remy Seller', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(ratings.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await ratings.getByRole('button', { name: 'Adjust Remy Seller' }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust Remy Seller' });
  await adjust.getByLabel('Calibrated rating').selectOption('4');
  await adjust.getByLabel('Potential').selectOption('high');
  await adjust.getByRole('button', { name: 'Save' }).click();
  await expect(adjust.getByText('Give the reason for the change.')).toBeVisible();
  await adjust.getByLabel('Reason').fill('Closed the Harbour deal; calibrated against the sales team.');
  await adjust.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Calibration of Remy Seller saved.')).toBeVisible();
  await expect(ratings.getByRole('cell', { name: '4 – Exceeds expectations' })).toBeVisible();
  await expect(
    calibration.getByRole('listitem', { name: /^Star: High potential, high performance, 1 person/ }),
  ).toBeVisible();
  const csv = page.waitForEvent('download');
  await calibration.getByRole('button', { name: 'Export CSV' }).click();
  expect((await csv).suggestedFilename()).toMatch(/^calibration-\d{4}-\d{2}-\d{2}\.csv$/);
  await page.setViewportSize(PHONE);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await calibration.screenshot({ path: `${SCREENS_DIR}/review-calibration-360.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // HR shares.
  await page.reload();
  await page
    .getByRole('region', { name: 'Review cycles' })
    .getByRole('button', { name: 'Share FY27 mid-year' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Reviews shared.')).toBeVisible();

  // Remy reads it on the phone: self and manager answers, peers only as an average, no private note.
  await remy.reload();
  await expect(remy.getByRole('heading', { name: 'Your review: FY27 mid-year' })).toBeVisible();
  await expect(remy.getByText('Strong quarter; keep coaching the new starters.')).toBeVisible();
  const peerSummary = remy.getByRole('region', { name: 'Peer feedback' });
  await expect(peerSummary.getByText('3 answered; averages only, no names.')).toBeVisible();
  await expect(peerSummary.getByText(/average 3\.33 \(3 ratings\)/)).toBeVisible();
  await expect(remy.getByText('Considering him for team lead.')).toHaveCount(0);
  await expect(remy.getByText('Keep sharing the pipeline numbers.')).toHaveCount(0);
  // No peer's name, nor any peer's words.
  await expect(remy.getByText(/Pia Peer|Quinn Peer|Rae Peer/)).toHaveCount(0);
  await remy.getByRole('button', { name: 'Acknowledge review' }).click();
  await remy.getByRole('alertdialog').getByRole('button', { name: 'Acknowledge' }).click();
  await expect(remy.getByText('Review acknowledged.')).toBeVisible();
  await expect(remy.getByText('Acknowledged.', { exact: true })).toBeVisible();
  await expect(remy.getByText('Calibrated rating: 4 – Exceeds expectations')).toBeVisible();
  await expectFitsAndSave(remy, 'review-shared-360');
  // The PDF holds what Remy sees, and not Mona's private note.
  const pdf = remy.waitForEvent('download');
  await remy.getByRole('button', { name: 'Download PDF' }).click();
  const file = await (await pdf).path();
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Strong quarter; keep coaching the new starters.');
  expect(text).toContain('Calibrated rating: 4 – Exceeds expectations');
  expect(text).toContain('3 answered; averages only, no names.');
  expect(text).not.toContain('Considering him for team lead.');
  expect(text).not.toContain('Keep sharing the pipeline numbers.');

  // HR's progress: every form in, acknowledged.
  await page.reload();
  await page.getByRole('button', { name: 'Progress of FY27 mid-year' }).click();
  const done = page.getByRole('region', { name: 'Progress by reviewee' });
  await expect(done.getByRole('cell', { name: '5 of 5' })).toBeVisible();
  await expect(done.getByRole('cell', { name: 'Yes' })).toBeVisible();
  expect(report.id).toBeGreaterThan(0);
});

test('appraisals: praise, a 1:1 private note the other side never sees, a pay change approved by payroll', async ({
  api,
  request,
  pageAs,
}) => {
  test.setTimeout(240_000);
  const { team, report, managerSession, reportSession } = await managerAndReport(api, request, {
    workspace: 'Wattle Appraisals',
    department: 'Support',
    designation: 'Support Lead',
    manager: ['Nadia', 'Chief'],
    report: ['Owen', 'Helper'],
    password: PASSWORD,
  });
  const { organization } = team;
  await payOnRecord(api, organization.id, report.id, 'Fortnightly');
  const officerEmail = `payroll.${Date.now().toString(36)}@example.com`;
  await api.invite(organization.id, officerEmail, 'payroll_officer');
  const officer = await acceptInvitation(request, {
    address: officerEmail,
    organizationName: organization.name,
    name: 'Pat Payroll',
    password: PASSWORD,
  });

  // Nadia praises Owen for the team, starts a 1:1 with him and keeps a private note.
  const nadia = await pageAs(managerSession, organization, '/dashboard/performance/appraisals');
  await nadia.getByRole('button', { name: 'Give praise' }).click();
  const praise = nadia.getByRole('dialog', { name: 'Give praise' });
  await praise.getByLabel('Who to praise').selectOption({ label: 'Owen Helper' });
  await praise.getByLabel('Praise', { exact: true }).fill('Calm and clear on the outage call.');
  await praise.getByRole('button', { name: 'Send praise' }).click();
  await expect(nadia.getByText('Praise sent.')).toBeVisible();
  await nadia.getByRole('button', { name: 'Start a 1:1' }).click();
  const start = nadia.getByRole('dialog', { name: 'Start a 1:1' });
  await start.getByLabel('With').selectOption({ label: 'Owen Helper' });
  await start.getByLabel('Day').fill('2027-02-03');
  await start.getByLabel('Agenda (one item a line)').fill('On-call roster');
  await start.getByRole('button', { name: 'Start 1:1' }).click();
  await expect(nadia.getByText('1:1 started.')).toBeVisible();
  await expect(nadia.getByText('On-call roster')).toBeVisible();
  await nadia.getByLabel('My private note (only you can read it)').fill('Owen may be ready for a lead role.');
  await nadia.getByRole('button', { name: 'Save note' }).click();
  await expect(nadia.getByText('Private note saved.')).toBeVisible();

  // Owen, on a phone: the praise, the shared agenda, his own note, and nothing of Nadia's.
  const owen = await pageAs(reportSession, organization, '/dashboard/performance/appraisals');
  await owen.setViewportSize(PHONE);
  await expect(owen.getByText('Calm and clear on the outage call.')).toBeVisible({ timeout: 30_000 });
  await expect(owen.getByText('On-call roster')).toBeVisible();
  await expect(owen.getByText('Owen may be ready for a lead role.')).toHaveCount(0);
  await expect(owen.getByLabel('My private note (only you can read it)')).toHaveValue('');
  await owen.getByRole('textbox', { name: /New agenda item/ }).fill('Training budget');
  await owen.getByRole('button', { name: 'Add item' }).click();
  await expect(owen.getByText('Agenda item added.')).toBeVisible();
  await owen.getByLabel('My private note (only you can read it)').fill('Ask about the lead role.');
  await owen.getByRole('button', { name: 'Save note' }).click();
  await expect(owen.getByText('Private note saved.')).toBeVisible();
  await expectFitsAndSave(owen, 'appraisals-one-on-one-360');

  // Nadia sees Owen's agenda item but not his note; her own note is still hers.
  await nadia.reload();
  await expect(nadia.getByText('Training budget')).toBeVisible();
  await expect(nadia.getByText('Ask about the lead role.')).toHaveCount(0);
  await expect(nadia.getByLabel('My private note (only you can read it)')).toHaveValue(
    'Owen may be ready for a lead role.',
  );

  // Nadia proposes a raise; she sees no pay figures and cannot approve it.
  await nadia.getByRole('button', { name: 'Propose pay change' }).click();
  const propose = nadia.getByRole('dialog', { name: 'Propose pay change' });
  await propose.getByLabel('Employee').selectOption({ label: 'Owen Helper' });
  await propose.getByLabel('Amount ($ a year)').fill('2500.00');
  await propose.getByLabel('From', { exact: true }).fill('2027-01-01');
  await propose.getByLabel('Reason').fill('Exceeded every goal in the FY27 mid-year review.');
  await propose.getByRole('button', { name: 'Propose pay change' }).click();
  await expect(nadia.getByText('Pay change proposed: payroll will approve it.')).toBeVisible();
  const proposals = nadia.getByRole('region', { name: 'Pay change proposals' });
  await expect(proposals.getByRole('cell', { name: 'Awaiting payroll approval' })).toBeVisible();
  await expect(nadia.getByText('Pay changes to approve')).toHaveCount(0);

  // The payroll officer approves it where payroll works: salary processing.
  const pat = await pageAs(officer, organization, '/dashboard/payroll/processing');
  const toApprove = pat.getByRole('region', { name: 'Pay changes to approve' });
  await expect(toApprove.getByText('Owen Helper')).toBeVisible({ timeout: 30_000 });
  await expect(toApprove.getByText('$78,000.00 a year')).toBeVisible();
  await expect(toApprove.getByText('$80,500.00 a year')).toBeVisible();
  await screenshot(pat, 'pay-change-approval');
  await toApprove.getByRole('button', { name: 'Approve the pay change of Owen Helper' }).click();
  await pat.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(pat.getByText('Pay change approved and applied.')).toBeVisible();
  await expect(pat.getByText('No pay changes are waiting for approval.')).toBeVisible();
  const approved = await api.send<{ new_pay: string | null; status: string }[]>(
    'get',
    `/performance/pay-changes/approvals?organization_id=${organization.id}&status=approved`,
  );
  expect(approved.map((change) => change.status)).toEqual(['approved']);
});
