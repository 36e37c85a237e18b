import { APPLICANT_TRANSITIONS, type Applicant, type ApplicantStatus } from '@wattle/shared/recruitment';
import { Download, Pencil } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Detail } from '@/components/ui/detail';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { EmailAddress } from '@/components/ui/email-address';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { downloadResume } from '../api/get-resume-download';
import { useUpdateApplicantStatus } from '../api/update-applicant-status';
import { statusLabel } from './status-badges';

export const STATUS_UPDATE_ERROR = 'Could not update status.';
export const DOWNLOAD_ERROR = 'Could not download resume.';

interface ApplicantDetailsDialogProps {
  organizationId: number;
  /** The applicant shown; null closes the dialog. */
  applicant: Applicant | null;
  onClose: () => void;
  /** The status was saved: the caller keeps the newer record (its version changed). */
  onChanged: (applicant: Applicant) => void;
  onEdit: (applicant: Applicant) => void;
}

export function ApplicantDetailsDialog({
  organizationId,
  applicant,
  onClose,
  onChanged,
  onEdit,
}: ApplicantDetailsDialogProps) {
  return (
    <Dialog
      open={applicant !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {applicant ? (
        <DialogContent title={`${applicant.first_name} ${applicant.last_name}`} className="sm:max-w-xl">
          <ApplicantDetails
            key={applicant.id}
            organizationId={organizationId}
            applicant={applicant}
            onChanged={onChanged}
            onEdit={onEdit}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ApplicantDetails({
  organizationId,
  applicant,
  onChanged,
  onEdit,
}: {
  organizationId: number;
  applicant: Applicant;
  onChanged: (applicant: Applicant) => void;
  onEdit: (applicant: Applicant) => void;
}) {
  const changeStatus = useUpdateApplicantStatus(organizationId);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const saveStatus = async (status: ApplicantStatus) => {
    setStatusError(null);
    try {
      onChanged(await changeStatus.trigger({ id: applicant.id, status, version: applicant.version }));
      notify.success('Applicant status updated.');
    } catch (error) {
      console.error(error);
      // The select shows the saved status again: it is controlled by the record, which did not change.
      setStatusError(STATUS_UPDATE_ERROR);
    }
  };

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadResume(applicant.id);
    } catch (error) {
      console.error(error);
      setDownloadError(DOWNLOAD_ERROR);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="space-y-5">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail label="Email">
          <a href={`mailto:${applicant.email}`} className="text-slate-900 hover:underline">
            <EmailAddress value={applicant.email} />
          </a>
        </Detail>
        <Detail label="Phone">{applicant.phone}</Detail>
        <Detail label="Applied For">{applicant.job_opening?.title}</Detail>
        <Detail label="Source">{applicant.source}</Detail>
        <Detail label="Applied Date">{formatDate(applicant.applied_date)}</Detail>
      </dl>

      <Field
        label="Status"
        hint={
          APPLICANT_TRANSITIONS[applicant.status].length === 0
            ? 'Hired is final.'
            : 'Saved as soon as it changes. Only the next steps are offered.'
        }
      >
        {(field) => (
          <Select
            {...field}
            value={applicant.status}
            disabled={changeStatus.isMutating}
            onChange={(event) => void saveStatus(event.target.value as ApplicantStatus)}
          >
            {[applicant.status, ...APPLICANT_TRANSITIONS[applicant.status]].map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {statusError ? <ErrorAlert>{statusError}</ErrorAlert> : null}

      <section aria-labelledby="cover-letter-heading">
        <h3 id="cover-letter-heading" className="text-xs font-medium text-slate-500">
          Cover Letter
        </h3>
        <p className="mt-1 max-h-60 overflow-y-auto rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-800">
          {applicant.cover_letter || <span className="text-slate-500 italic">No cover letter.</span>}
        </p>
      </section>

      {downloadError ? <ErrorAlert>{downloadError}</ErrorAlert> : null}
      <DialogFooter>
        {applicant.resume ? (
          <Button variant="outline" onClick={() => void download()} disabled={downloading}>
            <Download aria-hidden="true" className="size-4" />
            {downloading ? 'Downloading...' : 'Download Resume'}
          </Button>
        ) : (
          <p className="self-center text-sm text-slate-500 italic">No resume uploaded.</p>
        )}
        <Button onClick={() => onEdit(applicant)}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
      </DialogFooter>
    </div>
  );
}
