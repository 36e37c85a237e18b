import type { Offer } from '@wattle/shared/hiring';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { type OfferAnswer, useAnswerOffer } from '../api/answer-offer';
import { useOffer } from '../api/get-offer';
import { formatSalary } from './format';
import { OfferStatusBadge } from './offer-badges';

interface OfferDetailsDialogProps {
  organizationId: number;
  /** The offer to show (as the table holds it); null closes the dialog. */
  offer: Offer | null;
  onClose: () => void;
}

const ANSWERS: Record<
  OfferAnswer,
  { button: string; title: string; question: (name: string) => string; busy: string; tone: 'primary' | 'danger' }
> = {
  Accepted: {
    button: 'Mark Accepted',
    title: 'Mark offer accepted',
    question: (name) => `Record that ${name} accepted this offer? They become a hire, ready for onboarding.`,
    busy: 'Saving...',
    tone: 'primary',
  },
  Declined: {
    button: 'Mark Declined',
    title: 'Mark offer declined',
    question: (name) => `Record that ${name} declined this offer? The applicant is set to rejected.`,
    busy: 'Saving...',
    tone: 'danger',
  },
  Withdrawn: {
    button: 'Withdraw Offer',
    title: 'Withdraw offer',
    question: (name) => `Withdraw the offer to ${name}? They go back to the interview stage.`,
    busy: 'Withdrawing...',
    tone: 'danger',
  },
};

export function OfferDetailsDialog({ organizationId, offer, onClose }: OfferDetailsDialogProps) {
  const { data } = useOffer(organizationId, offer);
  const current = data ?? offer;
  return (
    <Dialog
      open={offer !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {current ? (
        <DialogContent title={`Offer for ${current.applicant_name}`} description={current.job_title}>
          <OfferDetails organizationId={organizationId} offer={current} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function OfferDetails({ organizationId, offer }: { organizationId: number; offer: Offer }) {
  const answer = useAnswerOffer(organizationId);
  const [confirming, setConfirming] = useState<OfferAnswer | null>(null);
  const pending = offer.status === 'Sent';
  const step = confirming ? ANSWERS[confirming] : null;

  return (
    <>
      <dl className="grid gap-3 text-sm">
        <Row label="Status">
          <OfferStatusBadge status={offer.status} />
        </Row>
        <Row label="Candidate">{offer.applicant_name}</Row>
        <Row label="Position">{offer.job_title}</Row>
        <Row label="Salary">
          {formatSalary(offer.salary)} <span className="text-slate-500">{offer.currency} a year</span>
        </Row>
        <Row label="Offer Date">{formatDate(offer.offer_date)}</Row>
        <Row label="Start Date">{formatDate(offer.start_date)}</Row>
        <Row label="Expires">{formatDate(offer.expiration_date)}</Row>
        {offer.responded_date ? <Row label="Answered">{formatDate(offer.responded_date)}</Row> : null}
        <Row label="Notes">
          {offer.notes ? (
            <span className="whitespace-pre-line">{offer.notes}</span>
          ) : (
            <span className="text-slate-500 italic">None</span>
          )}
        </Row>
      </dl>

      {pending ? (
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming('Withdrawn')}>
            {ANSWERS.Withdrawn.button}
          </Button>
          <Button variant="outline" onClick={() => setConfirming('Declined')}>
            {ANSWERS.Declined.button}
          </Button>
          <Button onClick={() => setConfirming('Accepted')}>{ANSWERS.Accepted.button}</Button>
        </div>
      ) : (
        <p className="mt-6 text-sm text-slate-600">This offer has been answered; it can no longer change.</p>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={step?.title ?? ''}
        description={step ? step.question(offer.applicant_name) : ''}
        confirmLabel={step?.button ?? ''}
        busyLabel={step?.busy ?? 'Saving...'}
        confirmVariant={step?.tone ?? 'primary'}
        onConfirm={async () => {
          if (!confirming) return;
          await answer.trigger({ id: offer.id, status: confirming });
          notify.success(`Offer marked ${confirming}.`);
        }}
      />
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[7rem_1fr] sm:gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}
