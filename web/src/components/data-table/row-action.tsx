import { type LucideIcon, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface RowActionProps {
  /** The accessible name, naming the row: 'Edit Mia Nguyen'. */
  label: string;
  icon?: LucideIcon;
  /** By default small, and square for an icon alone. */
  size?: 'sm' | 'icon-sm';
  /** Visible words beside the icon ('Edit'); an icon alone without them. */
  children?: ReactNode;
  /** Also a tooltip of the same words. */
  title?: boolean;
  /** Deleting: red under the pointer. */
  danger?: boolean;
  onClick?: () => void;
  /** A link to another screen instead of a button. */
  to?: string;
  disabled?: boolean;
}

/** One action of a table row (view, edit, delete ...), named for its row. */
export function RowAction({ label, icon: Icon, size, children, title, danger, onClick, to, disabled }: RowActionProps) {
  size ??= children ? 'sm' : 'icon-sm';
  const icon = Icon ? <Icon aria-hidden="true" className="size-4" /> : null;
  if (to) {
    return (
      <Link
        to={to}
        aria-label={label}
        title={title ? label : undefined}
        className={buttonClasses({ variant: 'ghost', size })}
      >
        {icon}
        {children}
      </Link>
    );
  }
  return (
    <Button
      variant="ghost"
      size={size}
      aria-label={label}
      title={title ? label : undefined}
      onClick={onClick}
      disabled={disabled}
      className={cn(danger && 'hover:bg-red-50 hover:text-red-700')}
    >
      {icon}
      {children}
    </Button>
  );
}

/** A row's Edit and Delete, named for the row: 'Edit Fortnightly staff', 'Delete Fortnightly staff'. */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <RowAction label={`Edit ${name}`} icon={Pencil} onClick={onEdit}>
        Edit
      </RowAction>
      <RowAction label={`Delete ${name}`} icon={Trash2} onClick={onDelete}>
        Delete
      </RowAction>
    </>
  );
}

/**
 * A card's (or a list item's) Edit and Delete as icons, named for it: 'Edit Nursing', 'Delete
 * Nursing'. Each shows only with its handler, e.g. `onEdit={canEdit ? edit : undefined}`.
 */
export function EditDeleteIcons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  return (
    <>
      {onEdit ? <RowAction label={`Edit ${name}`} icon={Pencil} onClick={onEdit} /> : null}
      {onDelete ? <RowAction label={`Delete ${name}`} icon={Trash2} onClick={onDelete} danger /> : null}
    </>
  );
}
