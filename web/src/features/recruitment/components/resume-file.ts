import {
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  RESUME_TOO_LARGE_MESSAGE,
  RESUME_WRONG_TYPE_MESSAGE,
} from '@wattle/shared/recruitment';

export const RESUME_ACCEPT = RESUME_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Why a chosen file cannot be a resume (the browser's `accept` is only a hint), or null when it can. */
export function resumeFileProblem(file: File): string | null {
  if (file.size > RESUME_MAX_BYTES) return RESUME_TOO_LARGE_MESSAGE;
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(`.${extension}`))) return RESUME_WRONG_TYPE_MESSAGE;
  return null;
}
