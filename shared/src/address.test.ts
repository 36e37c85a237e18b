import { describe, expect, it } from 'vitest';
import { formatAddress, postcodeMatchesState, postcodeStateHint } from './address.ts';

describe('Australian addresses', () => {
  it("knows each state's postcode ranges", () => {
    expect(postcodeMatchesState('2000', 'NSW')).toBe(true);
    expect(postcodeMatchesState('2600', 'ACT')).toBe(true);
    expect(postcodeMatchesState('2600', 'NSW')).toBe(false);
    expect(postcodeMatchesState('0200', 'ACT')).toBe(true);
    expect(postcodeMatchesState('0800', 'NT')).toBe(true);
    expect(postcodeMatchesState('3000', 'VIC')).toBe(true);
    expect(postcodeMatchesState('4000', 'QLD')).toBe(true);
    expect(postcodeMatchesState('5000', 'SA')).toBe(true);
    expect(postcodeMatchesState('6000', 'WA')).toBe(true);
    expect(postcodeMatchesState('7000', 'TAS')).toBe(true);
    expect(postcodeMatchesState('200', 'ACT')).toBe(false);
  });

  it('queries a postcode outside its state, and stays quiet otherwise', () => {
    expect(postcodeStateHint('3644', 'NSW')).toBe(
      '3644 is usually a VIC postcode, not NSW. Check the state unless it is a border locality.',
    );
    expect(postcodeStateHint('2042', 'NSW')).toBeNull();
    expect(postcodeStateHint('204', 'NSW')).toBeNull();
    expect(postcodeStateHint('2042', '')).toBeNull();
    expect(postcodeStateHint('0100', 'NT')).toBe('0100 is not a postcode Australia Post uses in NT. Check it.');
  });

  it('writes an address on one line; an old one-line address as it is', () => {
    expect(
      formatAddress({
        address: '1 George St',
        address_suburb: 'Sydney',
        address_state: 'NSW',
        address_postcode: '2000',
      }),
    ).toBe('1 George St, Sydney NSW 2000');
    expect(formatAddress({ address: '12 Old Rd, Glebe NSW 2037', address_suburb: null })).toBe(
      '12 Old Rd, Glebe NSW 2037',
    );
  });
});
