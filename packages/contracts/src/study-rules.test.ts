import { describe, expect, it } from 'vitest';
import type { StudyState } from './enums.ts';
import {
  effectiveEvaluationState,
  effectiveStudyState,
  evaluationAcceptsAnswers,
  studyAcceptsAnswers,
  studyMayClose,
  studyMayReopen,
} from './study-rules.ts';

const study = (o: Partial<{ state: StudyState; startDate: string; dueDate: string }> = {}) => ({
  state: 'open' as StudyState,
  startDate: '2026-11-01',
  dueDate: '2026-11-30',
  ...o,
});

describe('study rules', () => {
  it('reads an open study past its due date as finished', () => {
    expect(effectiveStudyState(study(), '2026-12-01')).toBe('finished');
    expect(effectiveStudyState(study(), '2026-11-30')).toBe('open');
    expect(effectiveStudyState(study({ state: 'closed' }), '2026-12-01')).toBe('closed');
  });

  it('accepts answers only between the start and due dates of an open or in-progress study', () => {
    expect(studyAcceptsAnswers(study(), '2026-10-31')).toBe(false);
    expect(studyAcceptsAnswers(study(), '2026-11-01')).toBe(true);
    expect(studyAcceptsAnswers(study({ state: 'inprogress' }), '2026-11-30')).toBe(true);
    expect(studyAcceptsAnswers(study(), '2026-12-01')).toBe(false);
    expect(studyAcceptsAnswers(study({ state: 'closed' }), '2026-11-15')).toBe(false);
    expect(studyAcceptsAnswers(study({ state: 'cancelled' }), '2026-11-15')).toBe(false);
  });

  it('accepts an answer only while the evaluation is open or in progress too', () => {
    expect(evaluationAcceptsAnswers({ state: 'inprogress' }, study(), '2026-11-15')).toBe(true);
    expect(evaluationAcceptsAnswers({ state: 'finished' }, study(), '2026-11-15')).toBe(false);
    expect(evaluationAcceptsAnswers({ state: 'closed' }, study(), '2026-11-15')).toBe(false);
    expect(evaluationAcceptsAnswers({ state: 'open' }, study({ state: 'cancelled' }), '2026-11-15')).toBe(false);
  });

  it('shows unfinished evaluations of a closed, finished or cancelled study as closed or cancelled', () => {
    expect(effectiveEvaluationState({ state: 'inprogress' }, study({ state: 'closed' }), '2026-11-15')).toBe('closed');
    expect(effectiveEvaluationState({ state: 'open' }, study(), '2026-12-05')).toBe('closed');
    expect(effectiveEvaluationState({ state: 'open' }, study({ state: 'cancelled' }), '2026-11-15')).toBe('cancelled');
    expect(effectiveEvaluationState({ state: 'finished' }, study({ state: 'closed' }), '2026-11-15')).toBe('finished');
    expect(effectiveEvaluationState({ state: 'inprogress' }, study(), '2026-11-15')).toBe('inprogress');
  });

  it('closes a running study until its due date, and reopens a closed one whose due date is ahead', () => {
    expect(studyMayClose(study(), '2026-11-30')).toBe(true);
    expect(studyMayClose(study(), '2026-12-01')).toBe(false);
    expect(studyMayClose(study({ state: 'closed' }), '2026-11-15')).toBe(false);
    expect(studyMayReopen(study({ state: 'closed' }), '2026-11-30')).toBe(true);
    expect(studyMayReopen(study({ state: 'closed' }), '2026-12-01')).toBe(false);
    expect(studyMayReopen(study({ state: 'cancelled' }), '2026-11-15')).toBe(false);
  });
});
