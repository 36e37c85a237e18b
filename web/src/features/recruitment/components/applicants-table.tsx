import type { Applicant } from '@wattle/shared/recruitment';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import type { CursorPagerProps } from '@/components/ui/cursor-pager';
import { formatDate } from '@/lib/dates';
import { useCan } from '@/lib/permissions';
import { ApplicantStatusBadge } from './status-badges';

export const FETCH_ERROR = 'Failed to fetch data.';

interface ApplicantsTableProps {
  rows: Applicant[];
  loading: boolean;
  error: unknown;
  onRetry: () => unknown;
  emptyText: string;
  pager: CursorPagerProps | null;
  onView: (applicant: Applicant) => void;
  onEdit: (applicant: Applicant) => void;
  onDelete: (applicant: Applicant) => void;
}

const nameOf = (applicant: Applicant) => `${applicant.first_name} ${applicant.last_name}`;

/** The applicants of a page, with view, and edit and delete for who may. */
export function ApplicantsTable({
  rows,
  loading,
  error,
  onRetry,
  emptyText,
  pager,
  onView,
  onEdit,
  onDelete,
}: ApplicantsTableProps) {
  const canEdit = useCan('recruitment', 'edit');
  const canDelete = useCan('recruitment', 'delete');
  return (
    <DataTable
      label="Applicants"
      rows={rows}
      rowKey={(applicant) => applicant.id}
      loading={loading}
      loadingText="Loading applicants..."
      error={error}
      errorText={FETCH_ERROR}
      onRetry={onRetry}
      empty={emptyText}
      pager={pager}
      columns={[
        {
          header: 'Applicant',
          className: 'max-w-44 sm:max-w-64',
          cell: (applicant) => (
            <>
              <p className="truncate font-medium text-slate-900">{nameOf(applicant)}</p>
              <p className="truncate text-slate-500">{applicant.email}</p>
            </>
          ),
        },
        {
          header: 'Applied For',
          className: 'max-w-56',
          cell: (applicant) => <p className="truncate">{applicant.job_opening?.title ?? '—'}</p>,
        },
        {
          header: 'Applied Date',
          className: 'whitespace-nowrap',
          cell: (applicant) => formatDate(applicant.applied_date, 'medium'),
        },
        { header: 'Status', cell: (applicant) => <ApplicantStatusBadge status={applicant.status} /> },
        {
          header: 'Actions',
          actions: true,
          headerClassName: 'text-right',
          className: 'text-right whitespace-nowrap',
          cell: (applicant) => (
            <>
              <RowAction label={`View ${nameOf(applicant)}`} icon={Eye} onClick={() => onView(applicant)} />
              {canEdit ? (
                <RowAction label={`Edit ${nameOf(applicant)}`} icon={Pencil} onClick={() => onEdit(applicant)} />
              ) : null}
              {canDelete ? (
                <RowAction
                  label={`Delete ${nameOf(applicant)}`}
                  icon={Trash2}
                  danger
                  onClick={() => onDelete(applicant)}
                />
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}
