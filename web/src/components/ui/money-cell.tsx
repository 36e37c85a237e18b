import { formatAudAmount } from '@wattle/shared/money';
import type { Column } from '@/components/data-table/data-table';
import { cn } from '@/lib/cn';

/**
 * A data table's money column: right-aligned AUD ("$3,000.00") of an API money string ("3000.00").
 * Its own file, so screens without money do not load the formatter.
 */
export function moneyColumn<Row>(header: string, amount: (row: Row) => string, strong?: boolean): Column<Row> {
  return {
    header,
    headerClassName: 'text-right',
    className: cn('text-right tabular-nums', strong && 'font-medium'),
    cell: (row) => formatAudAmount(amount(row)),
  };
}
