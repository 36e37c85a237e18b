import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';

export {
  addDays,
  dayIn,
  dayRangeIn,
  formatDayRange,
  formatLongDate,
  isCalendarDate,
  todayIn,
  utcToZoned,
  zonedToUtc,
} from './calendar.ts';

export const requiredDate = (message: string, invalidMessage = 'Enter a valid date (YYYY-MM-DD).') =>
  z.string({ error: message }).trim().min(1, { error: message }).refine(isCalendarDate, { error: invalidMessage });

export const optionalDate = (invalidMessage = 'Enter a valid date (YYYY-MM-DD).') =>
  z
    .string({ error: invalidMessage })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isCalendarDate(value), { error: invalidMessage });
