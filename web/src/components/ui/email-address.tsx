import { Fragment } from 'react';

/**
 * An e-mail address that wraps on a narrow screen at its natural points — before the `@` and
 * before each dot — never inside a word ("olivia.brown@example.co" / "m"); a part longer than the
 * line still breaks rather than overflowing.
 */
export function EmailAddress({ value }: { value: string }) {
  const parts = value.split(/(?=[@.])/);
  return (
    <span className="break-words">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in order, never reordered.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
