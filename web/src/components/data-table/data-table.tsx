import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, Key, ReactNode } from 'react';
import { CursorPager, type CursorPagerProps } from '@/components/ui/cursor-pager';
import { ListError } from '@/components/ui/list-error';
import { cn } from '@/lib/cn';

/** One column: its heading, and what each row shows in it. */
export interface Column<Row> {
  /** The heading; on a phone also each cell's label on the row's card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's cells (`text-right`, `whitespace-nowrap`, ...). */
  className?: string;
  /** Classes of the heading (`text-right` over a right-aligned column). */
  headerClassName?: string;
  /**
   * The row's actions: unlabelled on a phone, where they span the card below the other cells.
   * `'hidden'` also keeps the heading for screen readers only.
   */
  actions?: boolean | 'hidden';
  /** The column's cell of the footer row (a total); the table has that row when a shown column has one. */
  footer?: ReactNode;
}

/** Columns shown only sometimes (e.g. Actions for who may act) are `false` when not shown. */
export type Columns<Row> = readonly (Column<Row> | false | null | undefined)[];

/** The row actions' column: "Actions", right-aligned, spanning the phone card below the other cells. */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode): Column<Row> {
  return {
    header: 'Actions',
    actions: true,
    headerClassName: 'text-right',
    className: 'text-right whitespace-nowrap',
    cell,
  };
}

/** A list's pager once it has rows or is past its first page, saying how many rows it shows. */
export function shownPager(
  label: string,
  pages: CursorPagerProps['pages'],
  nextCursor: string | null | undefined,
  shown: number,
  busy?: boolean,
): CursorPagerProps | false {
  return (shown > 0 || pages.page > 1) && { label, pages, nextCursor, busy, summary: `${shown} shown` };
}

export interface DataTableProps<Row> {
  /** The table's name (its scrolling region), e.g. 'Pay runs'. */
  label: string;
  columns: Columns<NoInfer<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** Rows are highlighted under the pointer; more classes for a row (e.g. the one a link points at). */
  rowClassName?: (row: Row) => string | false | null | undefined;
  /** More attributes of a row's `<tr>`: `aria-current` of the one a link points at, a `data-` key to find it by. */
  rowProps?: (row: Row) => ComponentProps<'tr'> & { [data: `data-${string}`]: string };
  /** The first page is loading: `loadingText` shows instead of the empty message. */
  loading?: boolean;
  loadingText?: string;
  /** The list failed: `errorText` (a general sentence by default) with Retry (`onRetry`, SWR's `mutate`). */
  error?: unknown;
  errorText?: string;
  onRetry?: () => unknown;
  /** What an empty list says (with `emptyIcon` above it); nothing when not given. */
  empty?: ReactNode;
  emptyIcon?: LucideIcon;
  /** Older rows stay, dimmed, while newer ones load. */
  busy?: boolean;
  /** The cursor pager below the table. */
  pager?: CursorPagerProps | false | null;
}

/**
 * The one data table of every list: headings, rows, an optional footer row (totals), the list's
 * state below the headings (loading, failed with Retry, empty, in that order), stacked cards on a
 * phone, row actions and the cursor pager. It owns no data: the screen passes its SWR answer's rows and state.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowClassName,
  rowProps,
  loading,
  loadingText,
  error,
  errorText,
  onRetry,
  empty,
  emptyIcon: EmptyIcon,
  busy,
  pager,
}: DataTableProps<Row>) {
  const shown = columns.filter((column): column is Column<Row> => Boolean(column));
  const footed = shown.some((column) => column.footer !== undefined);
  const message = loading ? (
    loadingText
  ) : error ? (
    <ListError className="py-0" message={errorText} onRetry={() => onRetry?.()} />
  ) : rows.length === 0 && empty ? (
    EmptyIcon ? (
      <>
        <EmptyIcon aria-hidden="true" className="mx-auto mb-2 size-6 text-slate-400" />
        <span className="block">{empty}</span>
      </>
    ) : (
      empty
    )
  ) : null;
  return (
    <>
      <TableScroll label={label} busy={busy} message={message}>
        <thead>
          <tr>
            {shown.map((column) => (
              <Th key={column.header} className={column.headerClassName}>
                {column.actions === 'hidden' ? <span className="sr-only">{column.header}</span> : column.header}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={rowKey(row, index)}
              {...rowProps?.(row)}
              className={cn('hover:bg-slate-50/60', rowClassName?.(row))}
            >
              {shown.map((column) => (
                <Td key={column.header} label={column.actions ? undefined : column.header} className={column.className}>
                  {column.cell(row)}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
        {footed ? (
          <tfoot>
            <tr className="font-semibold">
              {shown.map((column) => (
                <Td key={column.header} label={column.actions ? undefined : column.header} className={column.className}>
                  {column.footer}
                </Td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </TableScroll>
      {pager ? <CursorPager {...pager} /> : null}
    </>
  );
}

/**
 * A table that scrolls sideways inside its own box on narrow screens, never the page; on a phone
 * (below `sm`) its rows become stacked cards, each cell led by the column name its `Td` carries in
 * `label` (the `table-cards` rules in `index.css`). A `message` (loading, empty, failed) shows below
 * the column headings, outside the scrolling box, so it is always in view.
 */
function TableScroll({
  label,
  message,
  busy,
  children,
}: {
  label: string;
  message?: ReactNode;
  /** Older rows stay while newer ones load; they are dimmed meanwhile. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <section
        aria-label={label}
        aria-busy={busy || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard
        tabIndex={0}
        className={cn(
          'overflow-x-auto transition-opacity focus-visible:outline-2 focus-visible:outline-brand-600',
          busy && 'opacity-60',
        )}
      >
        <table className="table-cards w-full border-collapse text-left text-sm sm:min-w-[44rem]">{children}</table>
      </section>
      {message ? <div className="px-4 py-10 text-center text-sm text-slate-500">{message}</div> : null}
    </>
  );
}

function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A cell. `label` names its column on a phone's card (the same text as the column's `Th`); a cell
 * without one (the row's actions) spans the card's width below its labelled cells.
 */
function Td({ className, label, ...props }: ComponentProps<'td'> & { label?: string }) {
  return (
    <td
      data-label={label}
      className={cn('border-b border-slate-100 px-4 py-3 align-top text-slate-700', className)}
      {...props}
    />
  );
}
