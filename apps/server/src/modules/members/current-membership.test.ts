/**
 * One current membership per member, club, group (or the whole club) and role (migration 0019): the unique index
 * refuses a second one whatever writes it, and the migration ended the copies stored before it. On PGlite by default,
 * on PostgreSQL with TEST_DATABASE_URL.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildScene, buildStudyGroup } from '../../../test/factories.ts';
import { postgresCodeOf } from '../../../test/db-errors.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import { insertMembership } from './members.repository.ts';
import type { Database } from '../../db/client.ts';
import { squadMembers } from '../../db/schema/index.ts';

let database: Database;
let scene: Awaited<ReturnType<typeof buildScene>>;
beforeAll(async () => {
  database = await createTestDatabase();
  scene = await buildScene(database.db, { players: 1 });
});
afterAll(async () => database?.close());

const codeOf = postgresCodeOf;

const current = (memberId: number) =>
  database.db
    .select({ id: squadMembers.id, groupId: squadMembers.studyGroupId, role: squadMembers.squadRole })
    .from(squadMembers)
    .where(and(eq(squadMembers.memberId, memberId), isNull(squadMembers.removedAt)));

describe('one current membership per member, club, group and role', () => {
  it('refuses a second current membership, with a group or of the whole club, and allows it once the first is ended', async () => {
    const db = database.db;
    const player = await buildMember(db);
    const group = await buildStudyGroup(db, { clubId: scene.club.id });
    const row = { memberId: player.id, clubId: scene.club.id, studyGroupId: group.id, squadRole: 'Player' as const };
    await db.insert(squadMembers).values(row);
    expect(await codeOf(db.insert(squadMembers).values(row))).toBe('23505');
    // Another role, another group, the whole club: other memberships.
    await db.insert(squadMembers).values({ ...row, squadRole: 'Coach' });
    await db.insert(squadMembers).values({ ...row, studyGroupId: null });
    expect(await codeOf(db.insert(squadMembers).values({ ...row, studyGroupId: null }))).toBe('23505');
    // Ended, it may be stored again (a player removed and added back).
    await db
      .update(squadMembers)
      .set({ removedAt: new Date() })
      .where(and(eq(squadMembers.memberId, player.id), eq(squadMembers.squadRole, 'Player'), eq(squadMembers.studyGroupId, group.id)));
    await db.insert(squadMembers).values(row);
    expect((await current(player.id)).length).toBe(3);
  });

  it('answers the existing membership when the same one is added again, also several at once', async () => {
    const player = await buildMember(database.db);
    const group = await buildStudyGroup(database.db, { clubId: scene.club.id });
    const membership = { memberId: player.id, clubId: scene.club.id, studyGroupId: group.id, squadRole: 'Player' as const };
    const ids = await Promise.all([1, 2, 3, 4].map(() => insertMembership(database.db, membership)));
    expect(new Set(ids).size).toBe(1);
    expect(await current(player.id)).toEqual([{ id: ids[0], groupId: group.id, role: 'Player' }]);
  });

  it("the migration ended the copies stored before it, keeping each membership's oldest row", async () => {
    const db = database.db;
    const player = await buildMember(db);
    const group = await buildStudyGroup(db, { clubId: scene.club.id });
    const row = { memberId: player.id, clubId: scene.club.id, studyGroupId: group.id, squadRole: 'Player' as const };
    // The database as it was before migration 0019: no index, and a membership stored three times.
    await db.execute(sql`drop index squad_members_current_idx`);
    const stored = await db
      .insert(squadMembers)
      .values([row, row, row, { ...row, studyGroupId: null }])
      .returning({ id: squadMembers.id });
    const file = fileURLToPath(new URL('../../db/migrations/0019_current_membership_unique.sql', import.meta.url));
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const kept = await current(player.id);
    expect(kept.map((k) => k.id).sort((a, b) => a - b)).toEqual([stored[0]?.id, stored[3]?.id]);
    expect(await codeOf(db.insert(squadMembers).values(row))).toBe('23505');
  });
});
