import { z } from 'zod';
import { AdminCalendarDate } from './admin.ts';
import { BooleanFilter, listQuery, pageOf } from './admin-lists.ts';
import { singleLineText } from './text.ts';

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
  /** Active and not past its renewal date: its clubs can get new studies and members (docs/design.md#states). */
  inGoodStanding: z.boolean(),
  clubs: z.number().int(),
});
export type AdminAccount = z.infer<typeof AdminAccount>;
export const AdminAccountsResponse = z.array(AdminAccount);
export type AdminAccountsResponse = z.infer<typeof AdminAccountsResponse>;

/** POST api/admin/account and PUT api/admin/account/{id}. The customer code is unique (CustomerCodeExists). */
export const SaveAccountRequest = z
  .object({
    name: singleLineText().trim().min(1).max(120),
    ownerName: singleLineText().trim().min(1).max(120),
    ownerEmail: singleLineText().check(z.email()).max(254),
    customerCode: singleLineText().trim().min(1).max(40),
    activationDate: AdminCalendarDate,
    renewalDate: AdminCalendarDate,
    active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.renewalDate < v.activationDate)
      ctx.addIssue({ code: 'custom', path: ['renewalDate'], message: 'The renewal date must not be before the activation date' });
  });
export type SaveAccountRequest = z.infer<typeof SaveAccountRequest>;

export const ACCOUNT_SORTS = ['name', 'customerCode', 'renewalDate'] as const;
/**
 * GET /api/admin/account/page: the accounts list, one page. `q` finds accounts whose name, owner's name or
 * customer code begins with it; `inGoodStanding=false` those whose clubs get nothing new.
 */
export const AdminAccountsQuery = listQuery(
  ACCOUNT_SORTS,
  { sort: 'name', dir: 'asc' },
  { active: BooleanFilter.optional(), inGoodStanding: BooleanFilter.optional() },
);
export type AdminAccountsQuery = z.infer<typeof AdminAccountsQuery>;
export const AdminAccountsPage = pageOf(AdminAccount);
export type AdminAccountsPage = z.infer<typeof AdminAccountsPage>;
