import { describe, expect, it } from 'vitest';
import { AnswerRetentionSetting, answersAreDue, answersDeletionDate } from './retention.ts';

describe('answersDeletionDate', () => {
  it('adds calendar months to the due date', () => {
    expect(answersDeletionDate('2024-03-15', 24)).toBe('2026-03-15');
    expect(answersDeletionDate('2024-11-30', 6)).toBe('2025-05-30');
    expect(answersDeletionDate('2020-12-31', 120)).toBe('2030-12-31');
  });

  it('ends on the last day of a shorter month, as PostgreSQL does', () => {
    expect(answersDeletionDate('2024-01-31', 25)).toBe('2026-02-28');
    expect(answersDeletionDate('2022-02-28', 24)).toBe('2024-02-28');
    expect(answersDeletionDate('2023-08-31', 6)).toBe('2024-02-29');
  });

  it('is due on its day and after, not the day before', () => {
    expect(answersAreDue('2024-03-15', 24, '2026-03-14')).toBe(false);
    expect(answersAreDue('2024-03-15', 24, '2026-03-15')).toBe(true);
    expect(answersAreDue('2024-03-15', 24, '2026-03-16')).toBe(true);
  });
});

describe('AnswerRetentionSetting', () => {
  it('takes whole months between its bounds only', () => {
    expect(AnswerRetentionSetting.safeParse({ months: 24 }).success).toBe(true);
    for (const months of [5, 121, 12.5, '24', null]) expect(AnswerRetentionSetting.safeParse({ months }).success).toBe(false);
  });
});
