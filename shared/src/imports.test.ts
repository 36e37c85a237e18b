import { describe, expect, it } from 'vitest';
import { importWorkDays } from './imports.ts';

describe('importWorkDays', () => {
  it('reads days separated by commas, semicolons or spaces, named by three letters or more', () => {
    expect(importWorkDays('mon tue')).toEqual(['mon', 'tue']);
    expect(importWorkDays('Mon, Wed;Friday')).toEqual(['mon', 'wed', 'fri']);
  });

  it('reads a range as every day in it, not only its first day', () => {
    expect(importWorkDays('Mon-Fri')).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);
    expect(importWorkDays('monday – wednesday, Sat')).toEqual(['mon', 'tue', 'wed', 'sat']);
    expect(importWorkDays('Thu to Sat')).toEqual(['thu', 'fri', 'sat']);
    expect(importWorkDays('Fri-Mon')).toEqual(['fri', 'sat', 'sun', 'mon']);
  });

  it('keeps a word that names no day as written, for the schema to reject', () => {
    expect(importWorkDays('weekdays')).toEqual(['weekdays']);
    expect(importWorkDays('Mon-Funday')).toEqual(['Mon-Funday']);
  });
});
