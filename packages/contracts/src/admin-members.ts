import { z } from 'zod';
import { Role, SquadRole } from './enums.ts';

/** A member in the admin's users list (GET /api/admin/member). Never a password hash. */
export const AdminMember = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  role: Role,
  enabled: z.boolean(),
  squadRoles: z.array(SquadRole),
  clubs: z.array(z.string()),
  createdAt: z.string(),
});
export type AdminMember = z.infer<typeof AdminMember>;
export const AdminMembersResponse = z.array(AdminMember);
export type AdminMembersResponse = z.infer<typeof AdminMembersResponse>;
