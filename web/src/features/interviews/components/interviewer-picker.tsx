import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { InterviewerOption } from '../api/get-interviewers';

interface InterviewerPickerProps {
  options: InterviewerOption[] | undefined;
  loading: boolean;
  value: number[];
  onChange: (value: number[]) => void;
  error?: string;
}

const fullName = (person: InterviewerOption) => person.name;

/**
 * A multi-select of the workspace's members as a searchable list of checkboxes: Tab reaches each box and Space
 * toggles it; the chosen ones stay listed above the search with a button to remove each.
 */
export function InterviewerPicker({ options, loading, value, onChange, error }: InterviewerPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const chosen = new Set(value);
  const term = search.trim().toLowerCase();
  const visible = (options ?? []).filter((person) => !term || fullName(person).toLowerCase().includes(term));
  const selected = (options ?? []).filter((person) => chosen.has(person.user_id));

  const toggle = (personId: number, on: boolean) =>
    onChange(on ? [...value, personId] : value.filter((other) => other !== personId));

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="flex items-baseline gap-0.5 text-sm font-medium text-slate-700">
        Interviewers
        <span aria-hidden="true" className="text-red-600">
          *
        </span>
      </legend>
      {selected.length > 0 ? (
        <ul aria-label="Chosen interviewers" className="mt-1.5 flex flex-wrap gap-1.5">
          {selected.map((person) => (
            <li
              key={person.user_id}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-900 py-0.5 pr-0.5 pl-2.5 text-xs text-white"
            >
              <span className="truncate">{fullName(person)}</span>
              <button
                type="button"
                onClick={() => toggle(person.user_id, false)}
                aria-label={`Remove ${fullName(person)}`}
                className="flex size-5 items-center justify-center rounded-full hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-brand-400"
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative mt-1.5">
        <Label htmlFor={`${id}-search`} className="sr-only">
          Search interviewers
        </Label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          id={`${id}-search`}
          type="search"
          placeholder="Search by name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-9"
          aria-invalid={error ? true : undefined}
        />
      </div>
      <div className="mt-1.5 max-h-48 overflow-y-auto rounded-lg border border-slate-200">
        {loading ? (
          <p className="px-3 py-3 text-sm text-slate-500">Loading members...</p>
        ) : (options ?? []).length === 0 ? (
          <p className="px-3 py-3 text-sm text-slate-500">No members yet. Invite your team to choose interviewers.</p>
        ) : visible.length === 0 ? (
          <p className="px-3 py-3 text-sm text-slate-500">No members match “{search.trim()}”.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {visible.map((person) => (
              <li key={person.user_id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                  <input
                    type="checkbox"
                    checked={chosen.has(person.user_id)}
                    onChange={(event) => toggle(person.user_id, event.target.checked)}
                    className="size-4 shrink-0 accent-slate-900"
                  />
                  <span className="min-w-0 flex-1 truncate text-slate-900">{fullName(person)}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p aria-live="polite" className="mt-1 text-xs text-slate-500">
        {value.length} selected
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
