import { type TransactionItem, type TransactionResult, transactWrite } from './transactions.ts';

/** DynamoDB's limit of items in one TransactWriteItems. */
const MAX_ITEMS = 100;

interface Member {
  items: TransactionItem[];
  resolve(result: TransactionResult): void;
  reject(error: unknown): void;
}

/**
 * Several independent transactions written as one TransactWriteItems (up to 100 items): for a batch
 * of the same write (an import step's new employees), where each transaction's own cost, not its
 * items', is what a write takes. Each caller gets the answer its own transaction would have had:
 * when the group is cancelled (a condition of one member failed) or refused, every member is
 * written again on its own, so only the members that fail are told so, with their own reasons.
 * `merge` combines the items of different members that write the same key (a directory shard),
 * which one transaction cannot hold twice; a group's size is counted after it (members whose
 * merged writes share keys fit more of them). One group is written at a time; the next gathers
 * meanwhile.
 */
export function transactionGroup(merge: (items: TransactionItem[]) => TransactionItem[] = (items) => items) {
  let gathering: Member[] = [];
  const ready: Member[][] = [];
  let scheduled = false;
  let inFlight = false;

  const close = () => {
    if (gathering.length === 0) return;
    ready.push(gathering);
    gathering = [];
  };

  /** Sends the next group once nothing is in flight; what arrives meanwhile gathers into the next. */
  function pump(): void {
    scheduled = false;
    if (inFlight) return;
    if (ready.length === 0) close();
    const group = ready.shift();
    if (!group) return;
    inFlight = true;
    void send(group).finally(() => {
      inFlight = false;
      pump();
    });
  }

  async function send(group: Member[]): Promise<void> {
    if (group.length === 1) {
      const [only] = group as [Member];
      await transactWrite(only.items).then(only.resolve, only.reject);
      return;
    }
    let written = false;
    try {
      written = !(await transactWrite(merge(group.flatMap((member) => member.items)))).canceled;
    } catch {
      // Refused as a whole (a validation of the combined request): each member on its own says why.
    }
    for (const member of group) {
      if (written)
        member.resolve({ canceled: false, data: member.items.map(() => ({ rejected: false, code: 'None' })) });
      else await transactWrite(member.items).then(member.resolve, member.reject);
    }
  }

  return {
    /** Writes `items` as one transaction would, in the group gathering now. */
    write(items: TransactionItem[]): Promise<TransactionResult> {
      // Counted as written: members' writes of one key (a directory shard) are one item.
      if (merge([...gathering.flatMap((member) => member.items), ...items]).length > MAX_ITEMS) close();
      const answer = new Promise<TransactionResult>((resolve, reject) => {
        gathering.push({ items, resolve, reject });
      });
      if (!inFlight && !scheduled) {
        scheduled = true;
        // Members that reach their write in the same turn of the event loop share a group.
        setImmediate(pump);
      }
      return answer;
    },
  };
}
