import type { Department } from '@wattle/shared/organizations';
import { ChevronLeft, ChevronRight, Copy, LayoutTemplate, SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { rangeText } from './week';

interface RosterToolbarProps {
  departments: readonly Department[];
  departmentId: number | null;
  onDepartment: (id: number) => void;
  from: string;
  to: string;
  /** 7 (a week) or 14 (a fortnight). */
  span: number;
  onSpan: (span: number) => void;
  /** Moves the range by whole spans (-1, 1), or to this week (0). */
  onStep: (step: -1 | 0 | 1) => void;
  copying: boolean;
  onCopying: (copying: boolean) => void;
  /** None: the user may not add shifts (no copy button). */
  onCopyLast?: () => void;
  copyBusy: boolean;
  /** The grid is shown (not the phone's day list): the drag choice applies. */
  grid: boolean;
  /** None: the user may not add shifts (no template buttons). */
  onTemplates?: () => void;
  onApplyTemplate?: () => void;
  /** None: the user may not change the roster settings (no check settings button). */
  onCheckSettings?: () => void;
}

/** The roster's controls: which department, which week (or fortnight), and the copy actions. */
export function RosterToolbar(props: RosterToolbarProps) {
  const { departments, departmentId, onDepartment, from, to, span, onSpan, onStep } = props;
  const id = useId();
  const unit = span === 7 ? 'week' : 'fortnight';
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 p-3 lg:flex-row lg:flex-wrap lg:items-end">
      <div className="grid gap-1.5 lg:w-56">
        <Label htmlFor={`${id}-department`}>Department</Label>
        <Select
          id={`${id}-department`}
          value={departmentId ?? ''}
          onChange={(event) => onDepartment(Number(event.target.value))}
        >
          {departments.map((department) => (
            <option key={department.id} value={department.id}>
              {department.name}
            </option>
          ))}
        </Select>
      </div>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">
          {span === 7 ? 'Week' : 'Fortnight'}: <span className="font-normal">{rangeText(from, to)}</span>
        </legend>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="icon" aria-label={`Previous ${unit}`} onClick={() => onStep(-1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="outline" onClick={() => onStep(0)}>
            This week
          </Button>
          <Button variant="outline" size="icon" aria-label={`Next ${unit}`} onClick={() => onStep(1)}>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
          <Select aria-label="Show" value={span} onChange={(event) => onSpan(Number(event.target.value))}>
            <option value={7}>Week</option>
            <option value={14}>Fortnight</option>
          </Select>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3 lg:ml-auto">
        {props.grid ? (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={props.copying}
              onChange={(event) => props.onCopying(event.target.checked)}
            />
            Drag copies
          </label>
        ) : null}
        {props.onTemplates ? (
          <Button variant="outline" onClick={props.onTemplates} disabled={departmentId === null}>
            <LayoutTemplate aria-hidden="true" className="size-4" />
            Templates
          </Button>
        ) : null}
        {props.onApplyTemplate ? (
          <Button variant="outline" onClick={props.onApplyTemplate} disabled={props.copyBusy || departmentId === null}>
            Apply template
          </Button>
        ) : null}
        {props.onCheckSettings ? (
          <Button variant="outline" onClick={props.onCheckSettings}>
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Check settings
          </Button>
        ) : null}
        {props.onCopyLast ? (
          <Button variant="outline" onClick={props.onCopyLast} disabled={props.copyBusy || departmentId === null}>
            <Copy aria-hidden="true" className="size-4" />
            {props.copyBusy ? 'Copying...' : `Copy last ${unit}`}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
