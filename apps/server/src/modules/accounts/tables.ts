/**
 * Accounts (customers).
 * Only this module imports these tables (docs/decisions/0009); db/schema/index.ts gathers every owner's.
 */
import { boolean, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { folded } from '../../db/search.ts';
import { column, id } from '../../db/schema/columns.ts';

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    name: text('name').notNull(),
    ownerName: text('owner_name').notNull(),
    ownerEmail: text('owner_email').notNull(),
    customerCode: text('customer_code').notNull().unique(),
    activationDate: date('activation_date').notNull(),
    renewalDate: date('renewal_date').notNull(),
    active: boolean('active').notNull().default(true),
    // The accounts list searches and sorts these (modules/accounts, listAccountsPage), as the users list does.
    foldedName: text('folded_name').generatedAlwaysAs(folded(column('name'))),
    foldedOwnerName: text('folded_owner_name').generatedAlwaysAs(folded(column('owner_name'))),
    foldedCustomerCode: text('folded_customer_code').generatedAlwaysAs(folded(column('customer_code'))),
  },
  (t) => [
    // Sorts (the id last, the tie-breaker) and prefix searches (text_pattern_ops) of the accounts list.
    index('accounts_name_sort_idx').on(t.foldedName, t.id),
    index('accounts_code_sort_idx').on(t.foldedCustomerCode, t.id),
    index('accounts_renewal_sort_idx').on(t.renewalDate, t.id),
    index('accounts_name_search_idx').on(t.foldedName.op('text_pattern_ops')),
    index('accounts_owner_search_idx').on(t.foldedOwnerName.op('text_pattern_ops')),
    index('accounts_code_search_idx').on(t.foldedCustomerCode.op('text_pattern_ops')),
  ],
);
