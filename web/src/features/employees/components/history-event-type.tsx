import type { HistoryEventType } from '@wattle/shared/employees';
import {
  Activity,
  ArchiveRestore,
  ArrowRightLeft,
  BadgeCheck,
  BadgeDollarSign,
  CalendarPlus,
  CircleX,
  Eye,
  History,
  Landmark,
  type LucideIcon,
  Network,
  ShieldCheck,
  Trash2,
  TrendingUp,
  Undo2,
  UserCheck,
  UserPen,
  UserPlus,
  UserX,
} from 'lucide-react';
import { cn } from '@/lib/cn';

interface EventStyle {
  icon: LucideIcon;
  /** Icon chip colours. */
  className: string;
}

const styles: Record<HistoryEventType, EventStyle> = {
  Hired: { icon: UserPlus, className: 'bg-emerald-50 text-emerald-700 ring-emerald-200' },
  Promotion: { icon: TrendingUp, className: 'bg-green-50 text-green-700 ring-green-200' },
  Transfer: { icon: ArrowRightLeft, className: 'bg-sky-50 text-sky-700 ring-sky-200' },
  'Designation Change': { icon: BadgeCheck, className: 'bg-violet-50 text-violet-700 ring-violet-200' },
  'Profile Update': { icon: UserPen, className: 'bg-blue-50 text-blue-700 ring-blue-200' },
  'Status Change': { icon: Activity, className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  Termination: { icon: UserX, className: 'bg-red-50 text-red-700 ring-red-200' },
  'Manager Change': { icon: Network, className: 'bg-indigo-50 text-indigo-700 ring-indigo-200' },
  'Salary Update': { icon: BadgeDollarSign, className: 'bg-teal-50 text-teal-700 ring-teal-200' },
  Trashed: { icon: Trash2, className: 'bg-orange-50 text-orange-700 ring-orange-200' },
  Restored: { icon: ArchiveRestore, className: 'bg-cyan-50 text-cyan-700 ring-cyan-200' },
  Deleted: { icon: CircleX, className: 'bg-rose-50 text-rose-700 ring-rose-200' },
  'Payroll Revealed': { icon: Eye, className: 'bg-fuchsia-50 text-fuchsia-700 ring-fuchsia-200' },
  'Self-Service': { icon: UserCheck, className: 'bg-lime-50 text-lime-800 ring-lime-200' },
  'Bank Details Changed': { icon: Landmark, className: 'bg-yellow-50 text-yellow-800 ring-yellow-200' },
  'Exit Cancelled': { icon: Undo2, className: 'bg-stone-100 text-stone-700 ring-stone-200' },
  'Probation Confirmed': { icon: ShieldCheck, className: 'bg-emerald-50 text-emerald-800 ring-emerald-300' },
  'Probation Extended': { icon: CalendarPlus, className: 'bg-amber-50 text-amber-800 ring-amber-300' },
};

const neutral: EventStyle = { icon: History, className: 'bg-slate-100 text-slate-600 ring-slate-200' };

/** Each event type has its own icon and colour; a type the app does not know gets a neutral style. */
export function eventStyle(type: string): EventStyle & { known: boolean } {
  const style = Object.hasOwn(styles, type) ? styles[type as HistoryEventType] : null;
  return style ? { ...style, known: true } : { ...neutral, known: false };
}

export function HistoryEventLabel({ type, className }: { type: string; className?: string }) {
  const { icon: Icon, className: colours, known } = eventStyle(type);
  return (
    <span className={cn('inline-flex items-center gap-2 font-medium whitespace-nowrap text-slate-900', className)}>
      <span
        data-event-style={known ? type : 'neutral'}
        className={cn('flex size-7 shrink-0 items-center justify-center rounded-full ring-1 ring-inset', colours)}
      >
        <Icon aria-hidden="true" className="size-3.5" />
      </span>
      {type}
    </span>
  );
}
