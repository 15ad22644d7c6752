import type { Db } from '../../db/client.ts';
import { today } from '../../lib/dates.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { withMails } from '../reminders/index.ts';
import { contactsOfClub } from '../support/index.ts';
import { type EscalationCounts, escalationMail, nextStepMail } from './case-mails.ts';
import * as repo from './cases.repository.ts';

export type CaseSweepResult = {
  /** Mails sent about escalated cases (one per recipient and club). */
  escalations: number;
  /** Mails to owners whose next step is past its date. */
  nextStepReminders: number;
};

/**
 * The cases' pass at `now`, run by the job engine (modules/reminders/scheduler.ts): opens the cases missing, then,
 * in one transaction each, claims the critical cases due for escalation (no owner, or no act within the delay)
 * and mails each club's coaches and its contacts marked for escalations once, with counts and a link; then claims
 * the next steps past their date and reminds each owner once. Claiming is an UPDATE of the cases' ledger columns
 * in the same transaction as the mails' outbox rows, so several instances sweeping at once mail each case once.
 */
export async function sweepCases(deps: AppDeps, now: Date): Promise<CaseSweepResult> {
  await repo.openMissingCases(deps.db);
  const queueLink = new URL('/cases', deps.config.publicUrl).toString();
  const escalations = await withMails(deps, async (tx, queue) => {
    const claimed = await repo.claimEscalations(tx, now);
    const byClub = new Map<number, EscalationCounts>();
    for (const c of claimed) {
      const counts = byClub.get(c.clubId) ?? { unowned: 0, unchanged: 0 };
      if (c.unowned) counts.unowned++;
      else counts.unchanged++;
      byClub.set(c.clubId, counts);
    }
    let mails = 0;
    const names = new Map((await repo.clubNames(tx, [...byClub.keys()])).map((c) => [c.id, c.name]));
    for (const [clubId, counts] of byClub) {
      const club = names.get(clubId) ?? '';
      for (const recipient of await recipientsOf(tx, clubId)) {
        await queue(escalationMail(recipient, club, counts, queueLink));
        mails++;
      }
    }
    return mails;
  });
  const nextStepReminders = await withMails(deps, async (tx, queue) => {
    let mails = 0;
    for (const c of await repo.claimNextStepReminders(tx, today(now))) {
      const owner = await ownerOf(tx, c);
      const place = await repo.clubOfCase(tx, c.id);
      if (!owner || !place) continue;
      await queue(nextStepMail(owner, place, c.nextStepOn, new URL(`/cases/${c.id}`, deps.config.publicUrl).toString()));
      mails++;
    }
    return mails;
  });
  if (escalations + nextStepReminders > 0) await deps.mailer.deliverDue?.();
  return { escalations, nextStepReminders };
}

/** The club's active coaches and its contacts marked for escalations that have an email, each address once. */
async function recipientsOf(db: Db, clubId: number) {
  const coaches = (await repo.coachesOfClub(db, clubId)).map((c) => ({ email: c.email, name: c.name, language: c.language }));
  const contacts = (await contactsOfClub(db, clubId))
    .filter((c) => c.receivesEscalations && c.email)
    .map((c) => ({ email: c.email as string, name: c.name, language: c.languages[0] ?? null }));
  const seen = new Set<string>();
  return [...coaches, ...contacts].filter((r) => !seen.has(r.email.toLowerCase()) && seen.add(r.email.toLowerCase()));
}

async function ownerOf(db: Db, c: { ownerMemberId: number | null; ownerContactId: number | null }) {
  if (c.ownerMemberId !== null) {
    const m = await repo.memberById(db, c.ownerMemberId);
    return m?.enabled ? { email: m.email, name: m.name, language: m.language } : null;
  }
  if (c.ownerContactId !== null) {
    const contact = await repo.contactById(db, c.ownerContactId);
    return contact?.email ? { email: contact.email, name: contact.name, language: contact.languages[0] ?? null } : null;
  }
  return null;
}
