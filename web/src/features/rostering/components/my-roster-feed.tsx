import { Copy, Rss } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateShiftFeed } from '../api/self-service';

/**
 * "Subscribe to calendar": a private feed URL of the caller's shifts for Google, Apple or Outlook
 * calendars. The API keeps only a hash of its secret, so the URL shows once, when made; making a
 * new one stops the last.
 */
export function CalendarFeed({ organizationId }: { organizationId: number }) {
  const create = useCreateShiftFeed(organizationId);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const make = async () => {
    setBusy(true);
    try {
      setUrl((await create()).url);
    } catch (failure) {
      notify.error(errorMessage(failure, 'The calendar link could not be made.'));
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Calendar link copied.');
    } catch {
      notify.warning('Copy the link from the box.');
    }
  };

  return (
    <Card className="overflow-hidden">
      <CardHeader title="Subscribe to calendar" />
      <div className="space-y-3 p-4 text-sm text-slate-600">
        <p>
          Add your shifts to Google, Apple or Outlook calendar with a private link: it updates when your roster changes.
          Anyone with the link sees your shifts; a new link stops the old one.
        </p>
        {url ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor="shift-feed-url" className="sr-only">
              Calendar link
            </label>
            <Input id="shift-feed-url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            <Button variant="outline" onClick={copy}>
              <Copy aria-hidden="true" className="size-4" />
              Copy
            </Button>
          </div>
        ) : null}
        <Button variant={url ? 'ghost' : 'outline'} onClick={make} disabled={busy}>
          <Rss aria-hidden="true" className="size-4" />
          {busy ? 'Making the link...' : url ? 'Make a new link' : 'Subscribe to calendar'}
        </Button>
      </div>
    </Card>
  );
}
