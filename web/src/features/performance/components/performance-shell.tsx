import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

/** A performance screen not built yet: its title and what it will hold (issue 29 §2–3 fill them). */
export function PerformanceShell({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card className="px-5 py-6 text-sm text-slate-600">Nothing here yet.</Card>
    </>
  );
}
