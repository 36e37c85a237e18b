import type { InterviewConflict } from './hiring.ts';
import type { FieldErrors } from './validation.ts';

/** Every success answer wraps its payload in `data`. */
export interface ApiResponse<T> {
  data: T;
}

/** A paged list: the cursor is opaque; null means this was the last page. */
export interface Page<T> {
  data: T[];
  next_cursor: string | null;
  per_page: number;
}

/** Every error answer: 4xx and 5xx. `errors` only on 422; `conflicts` on an interview's 409. */
export interface ApiErrorBody {
  message: string;
  errors?: FieldErrors;
  conflicts?: InterviewConflict[];
  /** A machine-readable reason where the client acts on it (e.g. `mfa_required` on a 403). */
  code?: string;
}
