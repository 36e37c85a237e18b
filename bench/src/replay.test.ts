import { describe, expect, it } from 'vitest';
import { type RecordedCommand, toWaves } from './replay.ts';

const command = (name: string, startedAt: number, endedAt: number): RecordedCommand => ({
  name,
  input: {},
  startedAt,
  endedAt,
});

describe('grouping recorded DynamoDB calls into waves', () => {
  it('puts a call sent before any call of the wave was answered beside them, however late it started', () => {
    const waves = toWaves([command('BatchGetItem', 0, 20), command('Query', 6, 12), command('GetItem', 25, 30)]);
    expect(waves.map((wave) => wave.map((sent) => sent.name))).toEqual([['BatchGetItem', 'Query'], ['GetItem']]);
  });

  it('starts a new wave for a call sent after one of the wave was answered: it may have needed that answer', () => {
    const waves = toWaves([command('Query', 0, 5), command('BatchGetItem', 1, 20), command('GetItem', 6, 8)]);
    expect(waves.map((wave) => wave.map((sent) => sent.name))).toEqual([['Query', 'BatchGetItem'], ['GetItem']]);
  });
});
