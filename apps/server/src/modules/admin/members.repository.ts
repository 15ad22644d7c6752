import type { Role, SquadRole } from '@club-pulse/contracts/enums';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow, rows } from './sql.ts';

export interface MemberRow {
  id: number;
  email: string;
  fullName: string;
  role: Role;
  enabled: boolean;
  squadRoles: SquadRole[] | null;
  clubs: string[] | null;
  createdAt: unknown;
}

const membersQuery = (where: ReturnType<typeof sql>) => sql`
  select m.id, m.email, trim(m.name || ' ' || m.surname) as "fullName", m.role, m.enabled, m.created_at as "createdAt",
    (select array_agg(distinct sm.squad_role order by sm.squad_role)::text[] from squad_members sm
      where sm.member_id = m.id and sm.removed_at is null) as "squadRoles",
    (select array_agg(distinct c.name order by c.name)::text[] from squad_members sm join clubs c on c.id = sm.club_id
      where sm.member_id = m.id and sm.removed_at is null) as clubs
  from members m
  where ${where}
  order by lower(m.name), lower(m.surname), m.id`;

export const listMembers = (db: Db) => rows<MemberRow>(db, membersQuery(sql`true`));
export const findMember = (db: Db, id: number) => firstRow<MemberRow>(db, membersQuery(sql`m.id = ${id}`));

/** Disabling also bumps the token version: every token already issued stops working (DESIGN §5). */
export async function setEnabled(db: Db, id: number, enabled: boolean): Promise<boolean> {
  const changed = await rows<{ id: number }>(
    db,
    sql`update members set enabled = ${enabled}, token_version = token_version + ${enabled ? 0 : 1} where id = ${id} returning id`,
  );
  return changed.length > 0;
}
