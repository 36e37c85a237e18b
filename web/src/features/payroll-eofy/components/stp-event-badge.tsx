import { STP_EVENT_STATE_LABELS, type StpEventState } from '@wattle/shared/stp-events';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<StpEventState, BadgeTone> = {
  prepared: 'blue',
  sent: 'violet',
  accepted: 'green',
  rejected: 'red',
};

/** An STP event's state as the gateway module last reported it. */
export function StpStateBadge({ state }: { state: StpEventState }) {
  return <Badge tone={TONES[state]}>{STP_EVENT_STATE_LABELS[state]}</Badge>;
}
