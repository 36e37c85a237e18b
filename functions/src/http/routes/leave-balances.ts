import { organizationBody } from '@wattle/shared/leave-requests';
import { leaveBalancesQuery, leaveEntriesQuery, leaveTypesQuery } from '@wattle/shared/leave-type-schemas';
import { unconfirmedBalancesQuery } from '@wattle/shared/opening-balances';
import { Hono } from 'hono';
import {
  adjustLeaveBalance,
  createLeaveType,
  deleteLeaveType,
  employeeBalances,
  employeeEntries,
  leaveTypesOf,
  openingBalances,
  setOpeningBalances,
  unconfirmedBalances,
  updateLeaveType,
} from '../../core/leave/index.ts';
import { parseInput } from '../../core/validation.ts';
import type { MountResource } from '../app.ts';
import { readRawBody } from '../body.ts';
import { memberOfBody, memberOfQuery, memberOfRecord, permit } from '../middleware/access.ts';
import { parseId, validate } from '../validation.ts';

/**
 * Leave types, balances and their entries, manual adjustments. An employee's balances and entries
 * need the leave view grant and reach the employees it reaches (404 outside it); family and domestic
 * violence leave shows only to the employee and holders of the confidential_leave field group.
 * Types, adjustments and opening balances (setting them, and the list of people whose balances
 * nobody has confirmed) are HR's: the leave edit grant over the whole organization.
 */
const VIEW = permit('leave', 'view');
const HR = permit('leave', 'edit', { scope: 'organization' });
const employeeId = (value: string | undefined) => parseId(value, 'Employee');

const employeeLeaveRoutes = new Hono()
  .get(
    '/:id/leave-balances',
    memberOfRecord('employee', 'Employee', VIEW, { reach: 'employee' }),
    validate('query', leaveBalancesQuery),
    async (c) => c.json({ data: await employeeBalances(employeeId(c.req.param('id')), c.req.valid('query').as_of) }),
  )
  .get(
    '/:id/leave-entries',
    memberOfRecord('employee', 'Employee', VIEW, { reach: 'employee' }),
    validate('query', leaveEntriesQuery),
    async (c) => {
      const query = c.req.valid('query');
      return c.json({
        data: await employeeEntries(employeeId(c.req.param('id')), query.leave_type_id, query.cursor ?? undefined),
      });
    },
  )
  // Opening balances (issue 31 §2): read with the balances; set, replaced or confirmed by HR.
  .get('/:id/opening-balances', memberOfRecord('employee', 'Employee', VIEW, { reach: 'employee' }), async (c) =>
    c.json({ data: await openingBalances(employeeId(c.req.param('id'))) }),
  )
  .put('/:id/opening-balances', memberOfRecord('employee', 'Employee', HR, { reach: 'employee' }), async (c) =>
    c.json({ data: await setOpeningBalances(employeeId(c.req.param('id')), await readRawBody(c)) }),
  );

const leaveTypeRoutes = new Hono()
  .get('/types', memberOfQuery(VIEW), validate('query', leaveTypesQuery), async (c) =>
    c.json({ data: await leaveTypesOf(c.req.valid('query').organization_id) }),
  )
  .post('/types', memberOfBody(HR), async (c) => c.json({ data: await createLeaveType(await readRawBody(c)) }, 201))
  .put('/types/:id', memberOfBody(HR), async (c) =>
    c.json({ data: await updateLeaveType(parseId(c.req.param('id'), 'Leave type'), await readRawBody(c)) }),
  )
  .delete('/types/:id', memberOfQuery(HR), validate('query', leaveTypesQuery), async (c) => {
    await deleteLeaveType(c.req.valid('query').organization_id, parseId(c.req.param('id'), 'Leave type'));
    return c.body(null, 204);
  })
  .get('/unconfirmed-balances', memberOfQuery(HR), validate('query', unconfirmedBalancesQuery), async (c) =>
    c.json({ data: await unconfirmedBalances(c.req.valid('query').organization_id) }),
  )
  .post('/adjustments', memberOfBody(HR), async (c) => {
    const body = await readRawBody(c);
    // A body without a valid organization (null, a list) is a 422, like every other field.
    const { organization_id: organizationId } = parseInput(organizationBody, body);
    return c.json({ data: await adjustLeaveBalance(organizationId, body) }, 201);
  });

/** Leave types, balances and their entries, manual adjustments (HR). */
export const mountLeaveBalances: MountResource = (api) =>
  api.route('/employees', employeeLeaveRoutes).route('/leave', leaveTypeRoutes);
