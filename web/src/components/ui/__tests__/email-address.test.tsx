import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from '../email-address';

describe('EmailAddress', () => {
  it('keeps the address whole and may wrap it only before the @ and each dot', () => {
    const { container } = render(<EmailAddress value="olivia.brown@example.com.au" />);
    expect(container.textContent).toBe('olivia.brown@example.com.au');
    // The line may break only where a <wbr> stands: olivia | .brown | @example | .com | .au
    const html = container.innerHTML;
    expect(html).toContain('olivia<wbr>.brown<wbr>@example<wbr>.com<wbr>.au');
  });

  it('leaves an address without dots or @ as one piece', () => {
    const { container } = render(<EmailAddress value="postmaster" />);
    expect(container.innerHTML).not.toContain('<wbr>');
  });
});
