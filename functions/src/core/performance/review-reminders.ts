import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, todayIn, zonedToUtc } from '@wattle/shared/calendar';
import type { ReviewStage } from '@wattle/shared/reviews';
import { dynamo, tableNames } from '../db/client.ts';
import type { ReviewCycleItem } from './review-entities.ts';

/**
 * Reminders before a review cycle's stage deadlines (issue 29 §2). At launch (and when a deadline
 * moves) each reminded stage gets ONE item, `reminder#<cycle>#<stage>` in the organization's
 * partition, carrying the sparse gsi1 key DUE_REMINDERS_KEY (every organization's) sorted by the
 * instant it is due: REMINDER_DAYS_BEFORE days before the deadline at REMINDER_TIME in the
 * organization's time zone. The performance worker's hourly run reads the due ones with one Query of
 * that key (review-reminder-worker.ts), tells those with work left in the stage, and deletes them.
 * Calibration and share are HR's own stages (their screen shows what is left) and get none.
 */
export const DUE_REMINDERS_KEY = 'performance_reminder#due';
export const REMINDER_DAYS_BEFORE = 2;
export const REMINDER_TIME = '09:00';
export const REMINDED_STAGES: readonly ReviewStage[] = ['nominate', 'peer', 'upward', 'self', 'manager', 'acknowledge'];

const pad = (id: number) => String(id).padStart(12, '0');

/** A stage's reminder as stored (a raw item: it has no ElectroDB entity, so no stream filter matches it). */
export interface ReminderItem {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  organization_id: number;
  organization_name: string;
  cycle_id: number;
  cycle_name: string;
  stage: ReviewStage;
  due_date: string;
  due_at: string;
  created_at: string;
}

export const reminderKey = (organizationId: number, cycleId: number, stage: ReviewStage) => ({
  pk: `org#${organizationId}`,
  sk: `reminder#${pad(cycleId)}#${stage}`,
});

/** When a stage with deadline `dueDate` is reminded: two days before, 9 am in the organization's zone. */
export function reminderDueAt(dueDate: string, timeZone: string): string {
  return zonedToUtc(`${addDays(dueDate, -REMINDER_DAYS_BEFORE)}T${REMINDER_TIME}`, timeZone).toISOString();
}

/**
 * Writes the cycle's reminders, one per reminded stage whose deadline is today or later in the
 * organization's zone (a deadline whose reminder time has passed is reminded at the next hourly
 * run). Writing again moves each reminder to its stage's deadline (same key); a stage whose
 * deadline has passed, or that the cycle no longer runs, loses its reminder. Returns how many
 * reminders the cycle has.
 */
export async function writeReminders(
  cycle: Pick<ReviewCycleItem, 'organization_id' | 'cycle_id' | 'name' | 'stages'>,
  organization: { name: string; timezone: string },
  now = new Date(),
): Promise<number> {
  const today = todayIn(organization.timezone, now);
  const byStage = new Map(cycle.stages.map((item) => [item.stage, item.due_date]));
  const created = now.toISOString();
  let written = 0;
  await Promise.all(
    REMINDED_STAGES.map(async (stage) => {
      const key = reminderKey(cycle.organization_id, cycle.cycle_id, stage);
      const dueDate = byStage.get(stage);
      if (!dueDate || dueDate < today) {
        await dynamo().send(new DeleteCommand({ TableName: tableNames().performance, Key: key }));
        return;
      }
      const dueAt = reminderDueAt(dueDate, organization.timezone);
      const item: ReminderItem = {
        ...key,
        gsi1pk: DUE_REMINDERS_KEY,
        gsi1sk: `${dueAt}#${pad(cycle.organization_id)}#${pad(cycle.cycle_id)}#${stage}`,
        organization_id: cycle.organization_id,
        organization_name: organization.name,
        cycle_id: cycle.cycle_id,
        cycle_name: cycle.name,
        stage,
        due_date: dueDate,
        due_at: dueAt,
        created_at: created,
      };
      await dynamo().send(new PutCommand({ TableName: tableNames().performance, Item: item }));
      written += 1;
    }),
  );
  return written;
}
