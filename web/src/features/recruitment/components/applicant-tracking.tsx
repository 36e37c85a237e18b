import {
  APPLICANT_PAGE_SIZE,
  APPLICANT_PAGE_SIZES,
  APPLICANT_SORTS,
  APPLICANT_STATUSES,
  type Applicant,
  type ApplicantSort,
  type ApplicantStatus,
} from '@wattle/shared/recruitment';
import { Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { ExportButton } from '@/components/ui/export-button';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Options, Select } from '@/components/ui/select';
import { useAllJobOpenings } from '@/lib/api/get-all-job-openings';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDeleteApplicant } from '../api/delete-applicant';
import { useApplicantFromUrl } from '../api/get-applicant';
import { type ApplicantQuery, applicantSearchParams, useApplicants } from '../api/get-applicants';
import { ApplicantDetailsDialog } from './applicant-details-dialog';
import { ApplicantFormDialog } from './applicant-form-dialog';
import { StatusCards } from './applicant-status-cards';
import { ApplicantsTable } from './applicants-table';
import { NoOrganization } from './no-organization';
import { statusLabel } from './status-badges';

export const EMPTY_TEXT = 'No applicants found for the selected workspace.';
/** When filters or a search hide every applicant: the workspace is not empty. */
export const FILTERED_EMPTY_TEXT = 'No applicants match these filters';
const SORT_LABELS: Record<ApplicantSort, string> = { date: 'Newest first', name: 'Name', status: 'Status' };
export const DELETE_ERROR = 'Could not delete applicant.';
export const SEARCH_PLACEHOLDER = 'Search by name or email...';
const TITLE = 'Applicant Tracking';
const DESCRIPTION = 'Applicants to the job openings of the selected organization, by status.';

export function ApplicantTracking() {
  const { organization } = useSelectedOrganization();
  if (!organization) {
    return (
      <>
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <NoOrganization what="Applicants" />
      </>
    );
  }
  // Another organization starts again: filters, page and dialogs.
  return <ApplicantBoard key={organization.id} organizationId={organization.id} />;
}

function ApplicantBoard({ organizationId }: { organizationId: number }) {
  const canCreate = useCan('recruitment', 'create');
  const canExport = useCan('recruitment', 'export');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [status, setStatus] = useState<ApplicantStatus | ''>('');
  const [jobId, setJobId] = useState('');
  const [sort, setSort] = useState<ApplicantSort>('date');
  const [perPage, setPerPage] = useState<number>(APPLICANT_PAGE_SIZE);
  const filters = {
    status: status || undefined,
    job_opening_id: jobId ? Number(jobId) : undefined,
    search: search || undefined,
    sort,
    per_page: perPage,
  };
  const filtered = Boolean(filters.status || filters.job_opening_id || filters.search);
  // Any other search or filter is a new list: back to page 1.
  const pager = useCursorPages(JSON.stringify(filters));
  const query: ApplicantQuery = { ...filters, cursor: pager.cursor };

  const { data, error, isLoading, isValidating, mutate } = useApplicants(organizationId, query);
  const jobs = useAllJobOpenings(organizationId);
  const remove = useDeleteApplicant(organizationId);

  const [viewing, setViewing] = useState<Applicant | null>(null);
  // A search result links here with `?applicant=<id>`: its details open.
  useApplicantFromUrl(setViewing);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Applicant | undefined>();
  const [deleting, setDeleting] = useState<Applicant | null>(null);

  const openForm = (applicant?: Applicant) => {
    setViewing(null);
    setEditing(applicant);
    setFormOpen(true);
  };

  const rows = data?.data ?? [];

  return (
    <>
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <>
            {/* The list's filters and search, every page. */}
            {canExport ? (
              <ExportButton
                path={`/recruitment/applicants/export?${applicantSearchParams(organizationId, filters)}`}
                fallbackName="applicants.csv"
              />
            ) : null}
            {canCreate ? (
              <Button onClick={() => openForm()}>
                <Plus aria-hidden="true" className="size-4" />
                Add Applicant
              </Button>
            ) : null}
          </>
        }
      />

      <StatusCards counts={data?.counts} />

      <Card className="mt-6 min-w-0">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is not known to every supported browser yet */}
        <div
          role="search"
          className="grid grid-cols-2 gap-3 border-b border-slate-100 p-4 sm:grid-cols-[1fr_auto_auto_auto_auto]"
        >
          <div className="relative col-span-2 min-w-0 sm:col-span-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            />
            <Input
              type="search"
              aria-label="Search applicants"
              placeholder={SEARCH_PLACEHOLDER}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              className="pl-9"
            />
          </div>
          <Select
            aria-label="Filter by status"
            value={status}
            onChange={(event) => setStatus(event.target.value as ApplicantStatus | '')}
            className="min-w-0 sm:w-44"
          >
            <option value="">All Statuses</option>
            <Options values={APPLICANT_STATUSES} labels={statusLabel} />
          </Select>
          <Select
            aria-label="Filter by job"
            value={jobId}
            onChange={(event) => setJobId(event.target.value)}
            className="min-w-0 sm:w-56"
          >
            <option value="">All Jobs</option>
            {jobs.data?.map((job) => (
              <option key={job.id} value={String(job.id)}>
                {job.title}
              </option>
            ))}
          </Select>
          <Select
            aria-label="Sort by"
            value={sort}
            onChange={(event) => setSort(event.target.value as ApplicantSort)}
            className="min-w-0 sm:w-36"
          >
            <Options values={APPLICANT_SORTS} labels={SORT_LABELS} />
          </Select>
          <Select
            aria-label="Applicants per page"
            value={String(perPage)}
            onChange={(event) => setPerPage(Number(event.target.value))}
            className="min-w-0 sm:w-28"
          >
            {APPLICANT_PAGE_SIZES.map((size) => (
              <option key={size} value={String(size)}>
                {size} per page
              </option>
            ))}
          </Select>
        </div>

        <ApplicantsTable
          rows={rows}
          // A failed first page says so, with Retry, also while it asks again.
          loading={isLoading && !(error && !data)}
          error={error && !data}
          onRetry={() => mutate()}
          emptyText={filtered ? FILTERED_EMPTY_TEXT : EMPTY_TEXT}
          pager={
            data
              ? {
                  label: 'Applicant pages',
                  pages: pager,
                  nextCursor: data.next_cursor,
                  busy: isValidating,
                  summary: `${data.total} ${data.total === 1 ? 'applicant' : 'applicants'}`,
                  always: true,
                  className: 'border-t border-slate-100',
                }
              : null
          }
          onView={setViewing}
          onEdit={(applicant) => openForm(applicant)}
          onDelete={setDeleting}
        />
      </Card>

      <ApplicantDetailsDialog
        organizationId={organizationId}
        applicant={viewing}
        onClose={() => setViewing(null)}
        onChanged={setViewing}
        onEdit={openForm}
      />
      <ApplicantFormDialog
        organizationId={organizationId}
        open={formOpen}
        onOpenChange={setFormOpen}
        applicant={editing}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete applicant"
        description="Are you sure?"
        note={deleting ? `${deleting.first_name} ${deleting.last_name} and their resume are deleted.` : null}
        failureMessage={DELETE_ERROR}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.trigger(deleting.id);
          notify.success('Applicant deleted.');
          // The last row of a later page is gone: show the page before it.
          if (rows.length === 1 && pager.page > 1) pager.previous();
        }}
      />
    </>
  );
}
