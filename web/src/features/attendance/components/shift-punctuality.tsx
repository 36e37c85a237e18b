import {
  arrivalText,
  departureText,
  SHIFT_ON_TIME_MINUTES,
  type ShiftPunctuality,
} from '@wattle/shared/attendance-constants';
import { Badge } from '@/components/ui/badge';

/** A day clocked against its published shift: "Late 20 min" / "Early 10 min" / "On time", and "Left early 15 min" / "Finished late 30 min". */
export function PunctualityBadges({ shift }: { shift: ShiftPunctuality }) {
  const departure = departureText(shift.departure_minutes);
  const late = shift.arrival_minutes > SHIFT_ON_TIME_MINUTES;
  const early = shift.arrival_minutes < -SHIFT_ON_TIME_MINUTES;
  return (
    <>
      <Badge tone={late ? 'amber' : early ? 'blue' : 'green'}>{arrivalText(shift.arrival_minutes)}</Badge>
      {departure ? <Badge tone={(shift.departure_minutes ?? 0) < 0 ? 'amber' : 'blue'}>{departure}</Badge> : null}
    </>
  );
}

/** "09:00–17:00": a published shift's times (the one the day was clocked against, or is next). */
export const shiftTimes = (shift: Pick<ShiftPunctuality, 'start_time' | 'end_time'>) =>
  `${shift.start_time}–${shift.end_time}`;
