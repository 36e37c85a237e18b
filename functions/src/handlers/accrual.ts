import { runAccrualPosting } from '../core/leave/accrual-worker.ts';

/**
 * The accrual poster: a daily schedule invokes it (no stream); each run posts a bounded number of
 * employees' accrual through the end of their organization's last month. Locally `npm start` calls
 * this same handler from a timer.
 */
export async function handler(): Promise<void> {
  const { organizations, posted } = await runAccrualPosting();
  if (posted > 0) console.info(JSON.stringify({ accrual: 'posted', organizations, posted }));
}
