import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

/** A screen whose content is built by a later release: its title and what it is for, no sample data. */
export function PlaceholderPage({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <PageHeader title={title} />
      {description ? <Card className="px-5 py-6 text-sm text-slate-600">{description}</Card> : null}
    </>
  );
}
