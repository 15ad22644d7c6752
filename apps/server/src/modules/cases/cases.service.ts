import type { CaseActRequest, CaseDetail, CaseListResponse, CaseStatsResponse, CaseSummary } from '@club-pulse/contracts/cases';
import { ADULT_AGE } from '@club-pulse/contracts/constants';
import { ageOn, needLevelOf } from '@club-pulse/contracts/scoring';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoTimestamp, today } from '../../lib/dates.ts';
import { recordAudit } from '../audit/index.ts';
import { contactsOfClub, helplinesOfClub } from '../support/index.ts';
import * as repo from './cases.repository.ts';

/**
 * The follow-up cases of high and critical results: the coach's queue, a study's cases, one case with its notes
 * and history, and the acts on it (take, assign, note, next step, refer, close, reopen), each kept in the case's
 * history and audited in one transaction. Names and need levels only; never an answer or a key-term score.
 */

function toSummary(row: repo.CaseRow): CaseSummary {
  const level = needLevelOf(row.coefficient ?? 0);
  return {
    id: row.id,
    studyId: row.studyId,
    study: row.study,
    team: row.team,
    club: row.club,
    fullName: row.fullName,
    email: row.email,
    needLevel: level === 'critical' ? 'critical' : 'high',
    resultAt: isoTimestamp(row.resultAt) ?? '',
    status: row.status,
    owner:
      row.ownerMemberId !== null
        ? { kind: 'coach', id: row.ownerMemberId, name: row.ownerMemberName ?? '' }
        : row.ownerContactId !== null
          ? { kind: 'contact', id: row.ownerContactId, name: row.ownerContactName ?? '' }
          : null,
    nextStepOn: row.nextStepOn,
    referred: row.referredAt !== null,
    lastActionAt: isoTimestamp(row.lastActionAt),
  };
}

/** The open cases of every club the coach coaches, critical first, then the oldest result first. */
export async function queueOf(db: Db, memberId: number): Promise<CaseListResponse> {
  await repo.openMissingCases(db);
  return (await repo.openCasesOfCoach(db, memberId)).map(toSummary);
}

/** Every case of a study, open or closed, in the queue's order. */
export async function casesOfStudy(db: Db, studyId: number): Promise<CaseListResponse> {
  await repo.openMissingCases(db, studyId);
  return (await repo.listCasesOfStudy(db, studyId)).map(toSummary);
}

export async function caseDetail(db: Db, caseId: number): Promise<CaseDetail> {
  const row = await repo.findCase(db, caseId);
  if (!row) throw new AppError('NotFound');
  const [notes, history, coaches, contacts, lines] = await Promise.all([
    repo.notesOf(db, caseId),
    repo.historyOf(db, caseId),
    repo.coachesOfClub(db, row.clubId),
    contactsOfClub(db, row.clubId),
    helplinesOfClub(db, row.clubId),
  ]);
  return {
    ...toSummary(row),
    notes: notes.map((n) => ({ id: n.id, by: n.by, text: n.text, at: isoTimestamp(n.at) ?? '' })),
    nextStep: row.nextStep,
    referral:
      row.referralContactId !== null
        ? { kind: 'contact', id: row.referralContactId, name: row.referralContactName ?? '', number: row.referralContactPhone ?? null }
        : row.referralHelplineId !== null
          ? { kind: 'helpline', id: row.referralHelplineId, name: row.referralHelplineName ?? '', number: row.referralHelplineNumber ?? null }
          : null,
    history: history.map((h) => ({ act: h.act, by: h.by, detail: h.detail, at: isoTimestamp(h.at) ?? '' })),
    minor: row.playerBirthDate !== null && ageOn(row.playerBirthDate, today(row.resultAt ? new Date(row.resultAt) : undefined)) < ADULT_AGE,
    possibleOwners: [
      ...coaches.map((c) => ({ kind: 'coach' as const, id: c.id, name: c.name })),
      ...contacts.map((c) => ({ kind: 'contact' as const, id: c.id, name: c.name })),
    ],
    referralTargets: [
      ...contacts.map((c) => ({ kind: 'contact' as const, id: c.id, name: c.name, number: c.phone })),
      ...lines.map((h) => ({ kind: 'helpline' as const, id: h.id, name: h.name, number: h.number })),
    ],
  };
}

/** What an act changes, what the history says of it, and the audit's action. */
function planAct(request: CaseActRequest, actorId: number, detail: CaseDetail) {
  const ownerOf = (ref: { kind: 'coach' | 'contact'; id: number }) => {
    const owner = detail.possibleOwners.find((o) => o.kind === ref.kind && o.id === ref.id);
    if (!owner) throw new AppError('NotFound', { field: 'owner' });
    return owner;
  };
  switch (request.act) {
    case 'take':
      ownerOf({ kind: 'coach', id: actorId });
      return { act: 'took', patch: { ownerMemberId: actorId, ownerContactId: null }, detail: null } as const;
    case 'assign': {
      if (request.owner === null) return { act: 'released', patch: { ownerMemberId: null, ownerContactId: null }, detail: null } as const;
      const owner = ownerOf(request.owner);
      const patch = owner.kind === 'coach' ? { ownerMemberId: owner.id, ownerContactId: null } : { ownerMemberId: null, ownerContactId: owner.id };
      return { act: 'assigned', patch, detail: owner.name } as const;
    }
    case 'note':
      // A note is added to the case's notes, never overwriting one; its text stays out of the history and the audit:
      // it is for the club's coaches and the owner.
      return { act: 'noted', patch: {}, note: request.note, detail: null } as const;
    case 'nextStep':
      return {
        act: 'nextStep',
        patch: { nextStep: request.nextStep, nextStepOn: request.nextStepOn, nextStepRemindedOn: null },
        detail: request.nextStepOn,
      } as const;
    case 'refer': {
      const { target } = request;
      const found = detail.referralTargets.find((r) => r.kind === target.kind && r.id === target.id);
      if (!found) throw new AppError('NotFound', { field: 'target' });
      const patch =
        target.kind === 'contact'
          ? { referralContactId: target.id, referralHelplineId: null }
          : { referralContactId: null, referralHelplineId: target.id };
      return { act: 'referred', patch, detail: found.name } as const;
    }
    case 'close':
      return { act: 'closed', patch: { status: 'closed' }, detail: null } as const;
    case 'reopen':
      return { act: 'reopened', patch: { status: 'open' }, detail: null } as const;
  }
}

/** One act on a case by one of the club's coaches, kept in its history and audited, in one transaction. */
export async function act(db: Db, actorId: number, caseId: number, request: CaseActRequest, now: Date): Promise<CaseDetail> {
  const detail = await caseDetail(db, caseId);
  const plan = planAct(request, actorId, detail);
  await db.transaction(async (tx) => {
    const patch: repo.CasePatch = { ...plan.patch, ...(plan.act === 'referred' ? { referredAt: now } : {}) };
    const note = 'note' in plan ? plan.note : undefined;
    await repo.applyAct(tx as unknown as Db, { caseId, patch, note, act: plan.act, actorId, detail: plan.detail, at: now });
    await recordAudit(tx, actorId, `case.${plan.act}`, `case:${caseId}`);
  });
  return caseDetail(db, caseId);
}

/** The admin's numbers per club: open cases, median hours to the first act, open cases past the escalation delay. */
export async function statsByClub(db: Db, now: Date): Promise<CaseStatsResponse> {
  await repo.openMissingCases(db);
  return (await repo.statsByClub(db, now)).map((r) => ({
    clubId: r.clubId,
    club: r.club,
    open: Number(r.open),
    medianHoursToFirstAction: r.medianHours === null ? null : Math.round(Number(r.medianHours) * 10) / 10,
    pastEscalation: Number(r.pastEscalation),
  }));
}
