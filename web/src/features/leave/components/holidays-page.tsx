import { Tabs } from 'radix-ui';
import { PageHeader } from '@/components/ui/page-header';
import { PublicHolidays } from './public-holidays';
import { TeamCalendar } from './team-calendar';

/** Attendance → Holidays and Calendars. Its tabs: Public holidays (this screen's list) and the team calendar. */
const TABS = [
  { id: 'public-holidays', label: 'Public holidays', content: <PublicHolidays /> },
  { id: 'team-calendar', label: 'Team calendar', content: <TeamCalendar /> },
];

export function HolidaysPage() {
  return (
    <>
      <PageHeader
        title="Holidays and Calendars"
        description="National and state public holidays (from date-holidays), with your organization's own days and corrections."
      />
      <Tabs.Root defaultValue={TABS[0]?.id}>
        <Tabs.List aria-label="Holidays and calendars" className="mb-4 flex gap-1 border-b border-slate-200">
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-600 data-[state=active]:text-slate-900"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id} className="focus:outline-none">
            {tab.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
