import { describe, expect, it } from 'vitest';
import { DuplicateStudyRequest, InviteToStudyRequest, MAX_INVITE_EMAILS, parseEmailList } from './study-sharing.ts';

describe('parseEmailList', () => {
  it('splits on commas, semicolons, new lines and tabs, and lower-cases the addresses', () => {
    expect(parseEmailList('Ana@Example.test, bo@example.test;cy@example.test\nde@example.test\r\n\tef@example.test')).toEqual({
      valid: ['ana@example.test', 'bo@example.test', 'cy@example.test', 'de@example.test', 'ef@example.test'],
      invalid: [],
      duplicates: 0,
    });
  });

  it('collapses repeated addresses, whatever their case, and counts them', () => {
    const parsed = parseEmailList('ana@example.test\nANA@example.test, bo@example.test, ana@example.test');
    expect(parsed.valid).toEqual(['ana@example.test', 'bo@example.test']);
    expect(parsed.duplicates).toBe(2);
  });

  it('lists what is not an address, as written and once, beside the valid ones', () => {
    const parsed = parseEmailList('ana@example.test, not an email, bo@@example.test, not an email, cy@example');
    expect(parsed.valid).toEqual(['ana@example.test']);
    expect(parsed.invalid).toEqual(['not an email', 'bo@@example.test', 'cy@example']);
  });

  it('keeps the address of "Name <address>" and drops quotes and empty pieces', () => {
    expect(parseEmailList('"Ana Pérez" <ana@example.test>;; "bo@example.test" ,, \n\n').valid).toEqual(['ana@example.test', 'bo@example.test']);
  });

  it('reads only the cells holding an @ in a CSV file (a header row and names are no addresses)', () => {
    const csv = 'name,email,team\nAna Pérez,ana@example.test,U16\n"Bo, Jr.",bo@example.test,U16\nCy,cy@,U14\n';
    expect(parseEmailList(csv, { csv: true })).toEqual({ valid: ['ana@example.test', 'bo@example.test'], invalid: ['cy@'], duplicates: 0 });
  });

  it('finds nothing in an empty text', () => {
    expect(parseEmailList('  \n ,; ')).toEqual({ valid: [], invalid: [], duplicates: 0 });
  });
});

describe('sharing requests', () => {
  it(`accepts at most ${MAX_INVITE_EMAILS} addresses and at least one`, () => {
    const many = Array.from({ length: MAX_INVITE_EMAILS + 1 }, (_, i) => `p${i}@example.test`);
    expect(InviteToStudyRequest.safeParse({ emails: many }).success).toBe(false);
    expect(InviteToStudyRequest.safeParse({ emails: many.slice(1) }).success).toBe(true);
    expect(InviteToStudyRequest.safeParse({ emails: [] }).success).toBe(false);
  });

  it('wants the due date of a duplicate after its start date', () => {
    expect(DuplicateStudyRequest.safeParse({ description: 'Again', startDate: '2030-01-10', dueDate: '2030-01-10' }).success).toBe(false);
    expect(DuplicateStudyRequest.safeParse({ description: 'Again', startDate: '2030-01-10', dueDate: '2030-02-10' }).success).toBe(true);
  });
});
