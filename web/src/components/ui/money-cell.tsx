import { formatAudAmount } from '@wattle/shared/money';
import { cn } from '@/lib/cn';
import { Td } from './table';

/**
 * A right-aligned table cell of an API money string ("3000.00") in AUD ("$3,000.00"). Its own
 * file, so screens without money do not load the formatter.
 */
export function MoneyTd({ amount, strong, label }: { amount: string; strong?: boolean; label: string }) {
  return (
    <Td label={label} className={cn('text-right tabular-nums', strong && 'font-medium')}>
      {formatAudAmount(amount)}
    </Td>
  );
}
