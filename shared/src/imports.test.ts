import { describe, expect, it } from 'vitest';
import { importChoice, importChoiceMessage, importWorkDays } from './imports.ts';

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

describe('importChoice', () => {
  const types = ['Full-time', 'Part-time', 'Casual'] as const;

  it('matches a value without case, spaces or punctuation', () => {
    expect(importChoice(types, 'casual')).toBe('Casual');
    expect(importChoice(types, 'Full time')).toBe('Full-time');
    expect(importChoice(types, ' part-time ')).toBe('Part-time');
  });

  it('names no value for text that is none of them, and the message lists them rather than saying "required"', () => {
    expect(importChoice(['Male', 'Female'], 'F')).toBeNull();
    expect(importChoiceMessage({ label: 'Gender', values: ['Male', 'Female'] })).toBe(
      'Gender must be one of Male, Female.',
    );
  });
});
