import { EntryPage } from '@/features/timesheets/components/entry-page';

export default function EntryPageRoute() {
  return <EntryPage />;
}
