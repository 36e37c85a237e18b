import { exitListQuery } from '@wattle/shared/employee-exits';
import { idString } from '@wattle/shared/validation';
import { Hono } from 'hono';
import * as z from 'zod';
import {
  cancelExit,
  confirmProbation,
  extendProbation,
  getExit,
  getExitChecklist,
  listExits,
  recordExit,
  saveExitChecklist,
  setExitTask,
} from '../../core/employees/index.ts';
import { readRawBody } from '../body.ts';
import { memberOfBody, memberOfQuery, memberOfRecord, permit } from '../middleware/access.ts';
import { parseId, validate } from '../validation.ts';

const organizationQuery = z.lazy(() => z.object({ organization_id: idString.transform(Number) }));
const id = (value: string | undefined) => parseId(value, 'Employee');

/**
 * Exits and probation are HR decisions about the whole organization's staff: they need the
 * employees edit grant at organization scope (a manager's grant over their reports is not enough);
 * their lists need the view grant at organization scope.
 */
const HR_DECISION = permit('employees', 'edit', { scope: 'organization' });
const HR_VIEW = permit('employees', 'view', { scope: 'organization' });
const employee = memberOfRecord('employee', 'Employee', HR_DECISION, { reach: 'employee' });

/** Mounted on /employees before the employee routes, so `/exits` is not taken for an id. */
export const employeeLifecycleRoutes = new Hono()
  .get('/exits', memberOfQuery(HR_VIEW), validate('query', exitListQuery), async (c) => {
    const query = c.req.valid('query');
    return c.json({ data: await listExits(query.organization_id, query.state) });
  })
  .get('/exit-checklist', memberOfQuery(HR_VIEW), validate('query', organizationQuery), async (c) =>
    c.json({ data: await getExitChecklist(c.req.valid('query').organization_id) }),
  )
  .put('/exit-checklist', memberOfBody(HR_DECISION), async (c) =>
    c.json({ data: await saveExitChecklist(await readRawBody(c)) }),
  )
  .get('/:id/exit', memberOfRecord('employee', 'Employee', HR_VIEW, { reach: 'employee' }), async (c) =>
    c.json({ data: await getExit(id(c.req.param('id'))) }),
  )
  .post('/:id/exit', employee, async (c) =>
    c.json({ data: await recordExit(id(c.req.param('id')), await readRawBody(c)) }, 201),
  )
  .post('/:id/exit/cancel', employee, async (c) =>
    c.json({ data: await cancelExit(id(c.req.param('id')), await readRawBody(c)) }),
  )
  .patch('/:id/exit/tasks/:taskId', employee, async (c) =>
    c.json({
      data: await setExitTask(id(c.req.param('id')), parseId(c.req.param('taskId'), 'Task'), await readRawBody(c)),
    }),
  )
  .post('/:id/probation/confirm', employee, async (c) =>
    c.json({ data: await confirmProbation(id(c.req.param('id')), await readRawBody(c)) }),
  )
  .post('/:id/probation/extend', employee, async (c) =>
    c.json({ data: await extendProbation(id(c.req.param('id')), await readRawBody(c)) }),
  );
