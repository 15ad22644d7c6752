import { z } from 'zod';
import { AdminCalendarDate } from './admin.ts';

/** A customer account (GET api/admin/account). */
export const AdminAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  customerCode: z.string(),
  activationDate: z.string(),
  renewalDate: z.string(),
  active: z.boolean(),
  /** Active and not past its renewal date: its clubs can get new studies and members (DESIGN §3). */
  inGoodStanding: z.boolean(),
  clubs: z.number().int(),
});
export type AdminAccount = z.infer<typeof AdminAccount>;
export const AdminAccountsResponse = z.array(AdminAccount);
export type AdminAccountsResponse = z.infer<typeof AdminAccountsResponse>;

/** POST api/admin/account and PUT api/admin/account/{id}. The customer code is unique (CustomerCodeExists). */
export const SaveAccountRequest = z
  .object({
    name: z.string().trim().min(1).max(120),
    ownerName: z.string().trim().min(1).max(120),
    ownerEmail: z.email().max(254),
    customerCode: z.string().trim().min(1).max(40),
    activationDate: AdminCalendarDate,
    renewalDate: AdminCalendarDate,
    active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.renewalDate < v.activationDate) ctx.addIssue({ code: 'custom', path: ['renewalDate'], message: 'The renewal date must not be before the activation date' });
  });
export type SaveAccountRequest = z.infer<typeof SaveAccountRequest>;
