import {
  checkRoster,
  problemField,
  type RosterImportLine,
  type RosterImportRequest,
  type RosterImportResponse,
  type RosterProblem,
  type RosterRow,
} from '@club-pulse/contracts/roster-import';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { today } from '../../lib/dates.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { recordAudit } from '../audit/index.ts';
import { confirmGuardians, createInvitationLink, insertInvitedPlayers } from '../auth/index.ts';
import { defaultLanguageOf } from '../setup/index.ts';
import { findStudyGroupForNewMembers } from '../study-groups/index.ts';
import { memberInvitationMail } from './member-invitation-mail.ts';
import * as repo from './roster-import.repository.ts';

/**
 * Roster import: players of a study group from a CSV file. The file is checked line by line with the
 * contracts' `checkRoster` (the member fields' rules) and then against the members already stored: an email of
 * a platform admin or of a coach of the club is a problem of its line; any other known email adds that member
 * (no new account, no mail). Nothing is stored while any line is wrong (422 RosterInvalid, one item per
 * problem). Otherwise one transaction creates the new members (invited: no password yet), makes everyone a
 * player of the group, records the guardians' consents the file holds (for new and known members; a consent is
 * never withdrawn by a file) and the counts; after the commit each new member gets the invitation mail in the
 * installation's default language (clubs have no language of their own).
 */

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

/** How many invitation links are made at the same time after the import. */
const LINKS_AT_ONCE = 10;

type Group = NonNullable<Awaited<ReturnType<typeof findStudyGroupForNewMembers>>>;

async function requireImportableGroup(db: Db, groupId: number): Promise<Group> {
  const group = await findStudyGroupForNewMembers(db, groupId, today());
  if (!group) throw new AppError('NotFound');
  if (group.state !== 'active') throw new AppError('StudyGroupInactive');
  if (!group.acceptsNewWork) throw new AppError('ClubInactive');
  return group;
}

interface Plan {
  lines: RosterImportLine[];
  problems: RosterProblem[];
  /** Existing members to add, by lower-case email. */
  known: Map<string, number>;
}

/** The file's lines with their outcome against the members stored now (read in `db`, a transaction for the import). */
async function planImport(db: Db, group: Group, csv: string): Promise<Plan> {
  const { rows, problems } = checkRoster(csv);
  const wrongLines = new Set(problems.map((p) => p.line));
  const emails = [...new Set(rows.filter((r) => !wrongLines.has(r.line)).map((r) => r.email.toLowerCase()))];
  const found = new Map((await repo.knownMembers(db, emails, group)).map((m) => [m.lowerEmail, m]));
  const known = new Map<string, number>();
  const lines = rows.map((row: RosterRow): RosterImportLine => {
    if (wrongLines.has(row.line)) return { ...row, outcome: null };
    const member = found.get(row.email.toLowerCase());
    if (!member) return { ...row, outcome: 'invite' };
    if (member.role === 'AppAdmin') problems.push({ line: row.line, field: 'email', code: 'AdminEmail' });
    else if (member.coachOfClub) problems.push({ line: row.line, field: 'email', code: 'AlreadyCoach' });
    else {
      known.set(row.email.toLowerCase(), member.id);
      return { ...row, outcome: member.playerOfGroup ? 'already' : 'add' };
    }
    return { ...row, outcome: null };
  });
  return { lines, problems: problems.sort((a, b) => a.line - b.line), known };
}

const countsOf = (lines: RosterImportLine[]) => ({
  invited: lines.filter((l) => l.outcome === 'invite').length,
  added: lines.filter((l) => l.outcome === 'add').length,
  already: lines.filter((l) => l.outcome === 'already').length,
});

function refuse(problems: RosterProblem[]): never {
  throw new AppError('RosterInvalid', {
    items: problems.map((p) => ({ code: p.code, field: problemField(p), message: `Line ${p.line}: ${p.code}` })),
  });
}

/** The dry run (the report, nothing stored) or the import itself (see the module comment). */
export async function importRoster(deps: Deps, actorId: number, groupId: number, input: RosterImportRequest): Promise<RosterImportResponse> {
  const { db } = deps;
  const group = await requireImportableGroup(db, groupId);
  if (input.dryRun) {
    const plan = await planImport(db, group, input.csv);
    return { dryRun: true, lines: plan.lines, problems: plan.problems, counts: countsOf(plan.lines) };
  }
  const language = await defaultLanguageOf(db);
  const { plan, invited } = await db.transaction(async (tx) => {
    const plan = await planImport(tx, group, input.csv);
    if (plan.problems.length > 0) refuse(plan.problems);
    const fresh = plan.lines.filter((l) => l.outcome === 'invite');
    const invited = await insertInvitedPlayers(
      tx,
      fresh.map((l) => ({
        email: l.email,
        name: l.name,
        surname: l.surname,
        birthDate: l.birthDate,
        language,
        guardianConfirmed: l.guardianConfirmed,
      })),
    );
    // An email registered between the plan and the insert: the unique index left its row out.
    if (invited.length !== fresh.length) throw new AppError('EmailAlreadyRegistered');
    const added = plan.lines.filter((l) => l.outcome === 'add').map((l) => plan.known.get(l.email.toLowerCase()) ?? 0);
    await repo.insertPlayerMemberships(tx, [...invited.map((m) => m.id), ...added], group);
    const consenting = plan.lines.filter((l) => l.outcome !== 'invite' && l.guardianConfirmed).map((l) => plan.known.get(l.email.toLowerCase()) ?? 0);
    await confirmGuardians(tx, consenting);
    const c = countsOf(plan.lines);
    const consents = plan.lines.filter((l) => l.guardianConfirmed).length;
    await recordAudit(
      tx,
      actorId,
      'studyGroup.rosterImport',
      `studyGroup:${group.id} invited:${c.invited} added:${c.added} already:${c.already} guardianConsents:${consents}`,
    );
    return { plan, invited };
  });
  // The links a few at a time: one by one, 2,000 of them took 45 s on the embedded database (two statements each).
  for (let i = 0; i < invited.length; i += LINKS_AT_ONCE) {
    const batch = invited.slice(i, i + LINKS_AT_ONCE);
    const links = await Promise.all(batch.map((m) => createInvitationLink(deps, m.id)));
    for (const [k, member] of batch.entries()) {
      await deps.mailer.send(memberInvitationMail(member, { kind: 'club', club: group.club, squadRole: 'Player' }, links[k] ?? ''));
    }
  }
  return { dryRun: false, lines: plan.lines, problems: [], counts: countsOf(plan.lines) };
}
