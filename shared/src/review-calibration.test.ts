import { describe, expect, it } from 'vitest';
import { calibrationInput, overallRating, performanceBand, startingRating } from './review-calibration.ts';

const three = [{ value: 1 }, { value: 2 }, { value: 3 }];
const five = [{ value: 1 }, { value: 2 }, { value: 3 }, { value: 4 }, { value: 5 }];

describe('overallRating', () => {
  it('places each rated answer on its own scale and averages them on 1–5', () => {
    const questions = [
      { question_id: 1, kind: 'rating', scale: three },
      { question_id: 2, kind: 'text' },
      { question_id: 3, kind: 'competency', scale: five },
    ];
    // 3 of 1–3 is the top (1); 2 of 1–5 is a quarter: the mean 0.625 → 1 + 4 × 0.625 = 3.5.
    expect(
      overallRating(questions, [
        { question_id: 1, rating: 3 },
        { question_id: 3, rating: 2 },
      ]),
    ).toBe(3.5);
    expect(overallRating(questions, [{ question_id: 1, rating: 2 }])).toBe(3);
    expect(overallRating(questions, [])).toBeNull();
    // A scale starting at 0 counts the same way.
    expect(
      overallRating(
        [{ question_id: 1, kind: 'rating', scale: [{ value: 0 }, { value: 10 }] }],
        [{ question_id: 1, rating: 10 }],
      ),
    ).toBe(5);
  });

  it('bands ratings for the 9-box and rounds the starting rating', () => {
    expect([1, 2, 2.4, 2.5, 3, 3.4, 3.5, 4, 5].map(performanceBand)).toEqual([
      'low',
      'low',
      'low',
      'medium',
      'medium',
      'medium',
      'high',
      'high',
      'high',
    ]);
    expect(startingRating(4.5)).toBe(5);
    expect(startingRating(1.2)).toBe(1);
    expect(startingRating(null)).toBeNull();
  });

  it('asks for a reason and a rating of 1 to 5', () => {
    const result = calibrationInput.safeParse({ calibrated_rating: 6, potential: 'huge', reason: ' ', version: 1 });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'Choose a calibrated rating from 1 to 5.',
      'Choose a potential: low, medium or high.',
      'Give the reason for the change.',
    ]);
  });
});
