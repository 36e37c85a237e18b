/**
 * Shift swapping (issue 28 §3): the constants and the shapes the API answers, zod-free (the screens
 * import them without zod). The payloads the API validates are in shift-swaps.ts.
 *
 * A swap moves one published shift to another employee: the holder offers it to anyone eligible
 * (`drop`) or to a named colleague (`named`), or an employee claims an open shift (`claim`). A
 * colleague accepts (a claim is accepted by its claimant), a manager approves (or the organization
 * lets a swap whose accepter fails no check approve itself), and the shift moves.
 */
import type { RosterCheck, ShiftStatus } from './roster-constants.ts';

export const SHIFT_SWAP_KINDS = ['drop', 'named', 'claim'] as const;
export type ShiftSwapKind = (typeof SHIFT_SWAP_KINDS)[number];

export const SHIFT_SWAP_KIND_LABELS: Record<ShiftSwapKind, string> = {
  drop: 'Offered to anyone',
  named: 'Offered to a colleague',
  claim: 'Open shift claimed',
};

/** offered → accepted (awaiting approval) → approved; declined or cancelled end it early (as stored). */
export const SHIFT_SWAP_STATUSES = ['offered', 'accepted', 'approved', 'declined', 'cancelled'] as const;
export type ShiftSwapStatus = (typeof SHIFT_SWAP_STATUSES)[number];

/**
 * A swap as the API shows it: a stored `offered` or `accepted` one whose shift has started (the
 * organization's wall clock) is `expired`, derived on read and never stored; nothing more can be done with it.
 */
export type ShiftSwapViewStatus = ShiftSwapStatus | 'expired';

export const SHIFT_SWAP_STATUS_LABELS: Record<ShiftSwapViewStatus, string> = {
  offered: 'Offered',
  accepted: 'Awaiting approval',
  approved: 'Approved',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** The answer (422) to a step on a swap whose shift has started. */
export const SWAP_EXPIRED_MESSAGE = 'This swap expired when its shift started.';
/** The answer (422) to offering or claiming a shift that has started. */
export const SHIFT_STARTED_MESSAGE = 'This shift has started: it can no longer be offered or claimed.';

/** The steps the API takes on a swap (`PATCH /shift-swaps/{id}/<action>`). */
export const SHIFT_SWAP_ACTIONS = ['accept', 'approve', 'decline', 'cancel'] as const;
export type ShiftSwapAction = (typeof SHIFT_SWAP_ACTIONS)[number];

/** Swaps a page of `GET /shift-swaps` holds. */
export const SHIFT_SWAPS_PER_PAGE = 25;

export const SELF_APPROVAL_MESSAGE =
  'You cannot approve a swap you asked for or accepted: another manager with rostering approval approves it.';

/** The shift as the swap saw it (the shift itself moves on; this is what was offered). */
export interface ShiftSwapShift {
  shift_id: number;
  department_id: number;
  department_name: string | null;
  date: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  role: string | null;
  status: ShiftStatus;
}

/** A check the accepter's roster would raise with the shift theirs (the approver sees these). */
export type ShiftSwapCheck = Pick<RosterCheck, 'rule' | 'clause' | 'severity' | 'message' | 'unverified'>;

/** One swap as the API answers it. */
export interface ShiftSwap {
  id: number;
  organization_id: number;
  kind: ShiftSwapKind;
  status: ShiftSwapViewStatus;
  shift: ShiftSwapShift;
  /** Who holds the shift (null: an open shift being claimed). */
  from_employee_id: number | null;
  from_employee_name: string | null;
  /** Named: the colleague asked; drop: whoever accepted; claim: the claimant. */
  to_employee_id: number | null;
  to_employee_name: string | null;
  /** The accepter's checks when they accepted (warnings; a block makes them ineligible). */
  checks: ShiftSwapCheck[];
  requested_by: string;
  accepted_at: string | null;
  decided_by: string | null;
  decided_at: string | null;
  /** Approved without a manager: the organization allows it and the accepter failed no check. */
  auto_approved: boolean;
  /** What the caller may do with it now. */
  can: { accept: boolean; approve: boolean; decline: boolean; cancel: boolean };
  version: number;
  created_at: string;
  updated_at: string;
}

/** One colleague and whether they may take the shift (`GET /shift-swaps/eligible`). */
export interface SwapCandidate {
  employee_id: number;
  name: string;
  eligible: boolean;
  /** Why not (employment, leave, overlap, a blocking check). */
  reasons: string[];
  /** Checks that only warn: the approver sees them. */
  warnings: ShiftSwapCheck[];
}

/** `GET /shift-swaps/eligible`: the shift's role is shown to choose by, not enforced. */
export interface SwapEligibility {
  shift_id: number;
  role: string | null;
  candidates: SwapCandidate[];
}
