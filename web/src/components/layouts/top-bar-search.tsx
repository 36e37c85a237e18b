import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, SEARCH_READ_LIMITS } from '@wattle/shared/search';
import { type KeyboardEvent, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { type SearchAnswer, useOrganizationSearch } from '@/lib/api/search';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/permissions';
import { SelectedOrganizationContext } from '@/lib/selected-organization';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SearchBoxIcon } from './header-triggers';

export const SEARCH_PLACEHOLDER = 'Search people and jobs...';
export const SEARCH_FAILED = 'Search failed. Please try again.';

interface ResultItem {
  key: string;
  href: string;
  primary: string;
  secondary: string;
}

interface ResultGroup {
  label: string;
  items: ResultItem[];
}

const titleCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');
const heading = (label: string, shown: number, total: number) =>
  total > shown ? `${label} (${shown} of ${total})` : label;

/** The answer as the listbox shows it: employees, job openings, applicants; empty kinds left out. */
export function resultGroups(answer: SearchAnswer | undefined): ResultGroup[] {
  if (!answer) return [];
  const groups: ResultGroup[] = [
    {
      label: heading('Employees', answer.employees.length, answer.employeesTotal),
      items: answer.employees.map((employee) => ({
        key: `employee-${employee.id}`,
        href: paths.app.employee.getHref(employee.id),
        primary: `${employee.first_name} ${employee.last_name}`,
        secondary: joined(employee.employee_code, employee.designation, employee.status),
      })),
    },
    {
      label: heading(
        'Job openings',
        answer.recruitment?.job_openings.length ?? 0,
        answer.recruitment?.totals.job_openings ?? 0,
      ),
      items: (answer.recruitment?.job_openings ?? []).map((job) => ({
        key: `job-${job.id}`,
        href: paths.app.job.getHref(job.id),
        primary: job.title,
        secondary: joined(job.location, titleCase(job.status)),
      })),
    },
    {
      label: heading(
        'Applicants',
        answer.recruitment?.applicants.length ?? 0,
        answer.recruitment?.totals.applicants ?? 0,
      ),
      items: (answer.recruitment?.applicants ?? []).map((applicant) => ({
        key: `applicant-${applicant.id}`,
        // The applicants screen opens the applicant's details from the id (no name or e-mail in the URL).
        href: `${paths.app.applicants.getHref()}?applicant=${applicant.id}`,
        primary: `${applicant.first_name} ${applicant.last_name}`,
        secondary: joined(applicant.job_opening?.title, titleCase(applicant.status)),
      })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/**
 * The top bar's search box: a combobox (ARIA 1.2) over the selected organization's employees,
 * job openings and applicants, as the caller's role may see them. Typing searches after 300 ms
 * (2 characters at least); Arrow Down/Up move through the results, Enter opens the highlighted
 * one (or the first), Escape closes the list (and clears the box when it is closed).
 */
export function TopBarSearch({ focusNow = false }: { focusNow?: boolean }) {
  const organization = useContext(SelectedOrganizationContext)?.organization ?? null;
  const kinds = { employees: useCan('employees', 'view'), recruitment: useCan('recruitment', 'view') };
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-results`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const trimmed = text.trim();
  const query = useDebouncedValue(trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : '', 300);
  const { data, error, isLoading } = useOrganizationSearch(organization?.id ?? null, query, kinds);
  const groups = useMemo(() => resultGroups(query ? data : undefined), [data, query]);
  const items = groups.flatMap((group) => group.items);

  const inputRef = useRef<HTMLInputElement>(null);
  // The phone's search button shows the box: the focus moves into it.
  useEffect(() => {
    if (focusNow) inputRef.current?.focus();
  }, [focusNow]);

  // New results: nothing is highlighted until the user moves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when the results change
  useEffect(() => setActive(-1), [data, query]);

  if (!organization || (!kinds.employees && !kinds.recruitment)) return null;

  const ready = trimmed.length >= SEARCH_MIN_LENGTH;
  const expanded = open && ready;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const go = (item: ResultItem | undefined) => {
    if (!item) return;
    setOpen(false);
    setText('');
    navigate(item.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        if (current < 0) return step === 1 ? 0 : items.length - 1;
        return (current + step + items.length) % items.length;
      });
    } else if (event.key === 'Enter') {
      if (!expanded || items.length === 0) return;
      event.preventDefault();
      go(items[active >= 0 ? active : 0]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  const status = !ready
    ? ''
    : error
      ? SEARCH_FAILED
      : !data || query !== trimmed || isLoading
        ? 'Searching...'
        : items.length === 0
          ? `No results for "${trimmed}".`
          : `${items.length} result${items.length === 1 ? '' : 's'}.`;
  let position = -1;

  return (
    <div className="relative w-full max-w-sm">
      <SearchBoxIcon />
      <input
        type="text"
        role="combobox"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        ref={inputRef}
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-9 w-full rounded-lg border border-slate-200 bg-slate-50 pr-3 pl-9 text-sm placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:outline-2 focus:outline-brand-400/60"
      />
      <div role="status" className="sr-only">
        {expanded ? status : ''}
      </div>
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] min-w-72 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 text-sm shadow-lg"
      >
        {/* Kept in the page while empty: the input's aria-controls names it. */}
        <div id={listboxId} role="listbox" aria-label="Search results" hidden={items.length === 0}>
          {groups.map((group, groupIndex) => {
            const labelId = `${baseId}-group-${groupIndex}`;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group" (ARIA 1.2)
              <div key={group.label} role="group" aria-labelledby={labelId}>
                <div
                  id={labelId}
                  role="presentation"
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
                >
                  {group.label}
                </div>
                {group.items.map((item) => {
                  position += 1;
                  const index = position;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (aria-activedescendant)
                    <div
                      key={item.key}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      tabIndex={-1}
                      // Keeps the focus in the input, so the list stays open until the click.
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseEnter={() => setActive(index)}
                      onClick={() => go(item)}
                      className={cn(
                        'mx-1 cursor-pointer rounded-lg px-2 py-1.5',
                        index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
                      )}
                    >
                      <span className="block truncate font-medium">{item.primary}</span>
                      <span className="block truncate text-xs text-slate-500">{item.secondary}</span>
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
        {items.length === 0 || error ? (
          <p data-testid="search-message" className="px-3 py-2 text-slate-500">
            {status}
          </p>
        ) : null}
        {data?.recruitment && !data.recruitment.complete ? (
          <p className="border-t border-slate-100 px-3 py-2 text-xs text-slate-500">
            Searches the newest {SEARCH_READ_LIMITS.applicants.toLocaleString('en-AU')} applicants and{' '}
            {SEARCH_READ_LIMITS.job_openings.toLocaleString('en-AU')} job openings.
          </p>
        ) : null}
      </div>
    </div>
  );
}
