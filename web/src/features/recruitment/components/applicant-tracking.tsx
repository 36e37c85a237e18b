import {
  APPLICANT_PAGE_SIZE,
  APPLICANT_PAGE_SIZES,
  APPLICANT_SORTS,
  APPLICANT_STATUSES,
  type Applicant,
  type ApplicantSort,
  type ApplicantStatus,
} from '@wattle/shared/recruitment';
import { ChevronLeft, ChevronRight, Eye, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ExportButton } from '@/components/ui/export-button';
import { Input } from '@/components/ui/input';
import { ListError } from '@/components/ui/list-error';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDeleteApplicant } from '../api/delete-applicant';
import { useAllJobOpenings } from '../api/get-all-job-openings';
import { useApplicantFromUrl } from '../api/get-applicant';
import { type ApplicantQuery, applicantSearchParams, useApplicants } from '../api/get-applicants';
import { ApplicantDetailsDialog } from './applicant-details-dialog';
import { ApplicantFormDialog } from './applicant-form-dialog';
import { StatusCards } from './applicant-status-cards';
import { NoOrganization } from './no-organization';
import { ApplicantStatusBadge, statusLabel } from './status-badges';

export const EMPTY_TEXT = 'No applicants found for the selected workspace.';
/** When filters or a search hide every applicant: the workspace is not empty. */
export const FILTERED_EMPTY_TEXT = 'No applicants match these filters';
const SORT_LABELS: Record<ApplicantSort, string> = { date: 'Newest first', name: 'Name', status: 'Status' };
export const FETCH_ERROR = 'Failed to fetch data.';
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

/** Cursor paging goes forward only: the cursors of the pages seen so far make Previous work. */
function useCursorStack(resetKey: string) {
  const [state, setState] = useState<{ key: string; cursors: string[] }>({ key: resetKey, cursors: [] });
  // Any other search or filter is a new list: back to page 1.
  const cursors = state.key === resetKey ? state.cursors : [];
  return {
    cursor: cursors.at(-1),
    page: cursors.length + 1,
    next: (cursor: string) => setState({ key: resetKey, cursors: [...cursors, cursor] }),
    previous: () => setState({ key: resetKey, cursors: cursors.slice(0, -1) }),
  };
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
  const pager = useCursorStack(JSON.stringify(filters));
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
            {APPLICANT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
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
            {APPLICANT_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
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

        {error && !data ? (
          <ListError message={FETCH_ERROR} onRetry={() => mutate()} />
        ) : (
          <ApplicantsTable
            rows={rows}
            loading={isLoading}
            emptyText={filtered ? FILTERED_EMPTY_TEXT : EMPTY_TEXT}
            onView={setViewing}
            onEdit={(applicant) => openForm(applicant)}
            onDelete={setDeleting}
          />
        )}

        {data ? (
          <Pager
            page={pager.page}
            total={data.total}
            nextCursor={data.next_cursor}
            busy={isValidating}
            onPrevious={pager.previous}
            onNext={pager.next}
          />
        ) : null}
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

interface ApplicantsTableProps {
  rows: Applicant[];
  loading: boolean;
  emptyText: string;
  onView: (applicant: Applicant) => void;
  onEdit: (applicant: Applicant) => void;
  onDelete: (applicant: Applicant) => void;
}

/**
 * The Actions column stays in view while a narrow screen scrolls the table sideways, so view, edit
 * and delete are always one tap away.
 */
const STICKY_CELL = 'sticky right-0 max-sm:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.25)]';

function ApplicantsTable({ rows, loading, emptyText, onView, onEdit, onDelete }: ApplicantsTableProps) {
  const canEdit = useCan('recruitment', 'edit');
  const canDelete = useCan('recruitment', 'delete');
  return (
    // Narrow screens scroll the table inside its card, never the page.
    <div className="overflow-x-auto">
      <table className="table-cards w-full text-left text-sm sm:min-w-[40rem]">
        <thead className="bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Applicant
            </th>
            <th scope="col" className="px-4 py-3">
              Applied For
            </th>
            <th scope="col" className="px-4 py-3">
              Applied Date
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className={cn('px-4 py-3 text-right', STICKY_CELL, 'bg-slate-50')}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loading ? (
            <tr>
              <td colSpan={5} className="px-4 py-10 text-center text-slate-500">
                Loading applicants...
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-4 py-10 text-center text-slate-500">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((applicant) => {
              const name = `${applicant.first_name} ${applicant.last_name}`;
              return (
                <tr key={applicant.id} className="group">
                  <td data-label="Applicant" className="max-w-44 px-4 py-3 group-hover:bg-slate-50 sm:max-w-64">
                    <p className="truncate font-medium text-slate-900">{name}</p>
                    <p className="truncate text-slate-500">{applicant.email}</p>
                  </td>
                  <td data-label="Applied For" className="max-w-56 px-4 py-3 text-slate-700 group-hover:bg-slate-50">
                    <p className="truncate">{applicant.job_opening?.title ?? '—'}</p>
                  </td>
                  <td
                    data-label="Applied Date"
                    className="px-4 py-3 whitespace-nowrap text-slate-700 group-hover:bg-slate-50"
                  >
                    {formatDate(applicant.applied_date, 'medium')}
                  </td>
                  <td data-label="Status" className="px-4 py-3 group-hover:bg-slate-50">
                    <ApplicantStatusBadge status={applicant.status} />
                  </td>
                  <td className={cn('px-2 py-2 sm:px-4', STICKY_CELL, 'bg-white group-hover:bg-slate-50')}>
                    <div className="flex justify-end">
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`View ${name}`}
                        onClick={() => onView(applicant)}
                      >
                        <Eye aria-hidden="true" className="size-4" />
                      </Button>
                      {canEdit ? (
                        <Button
                          variant="ghost"
                          size="icon-sm"
                          aria-label={`Edit ${name}`}
                          onClick={() => onEdit(applicant)}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                        </Button>
                      ) : null}
                      {canDelete ? (
                        <Button
                          variant="ghost"
                          size="icon-sm"
                          aria-label={`Delete ${name}`}
                          onClick={() => onDelete(applicant)}
                          className="hover:bg-red-50 hover:text-red-700"
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

interface PagerProps {
  page: number;
  total: number;
  nextCursor: string | null;
  busy: boolean;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
}

function Pager({ page, total, nextCursor, busy, onPrevious, onNext }: PagerProps) {
  return (
    <nav
      aria-label="Applicant pages"
      className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 px-4 py-3"
    >
      <p className="text-sm text-slate-500">
        Page {page} · {total} {total === 1 ? 'applicant' : 'applicants'}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onPrevious} disabled={page === 1 || busy}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => nextCursor && onNext(nextCursor)}
          disabled={!nextCursor || busy}
        >
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
