import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../operations/data-dir-lock.ts';
import { seedDemoData } from './seed.ts';

/** `npm run demo:reset`: empties every table and loads the demo data again (never in production). */
const config = loadConfig();
if (config.env === 'production') {
  console.error('demo:reset refuses to run with NODE_ENV=production');
  process.exit(1);
}
const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
// The audit trail refuses TRUNCATE (migration 0013); the table's owner may lift that for a demo reset only.
await database.db.execute(sql`alter table audit_events disable trigger audit_events_no_truncate`);
await database.db.execute(sql`
  truncate table answers, evaluations, studies, squad_members, study_groups, questions, key_terms, quizzes,
    quiz_categories, clubs, accounts, password_resets, audit_events, compliance_texts, rate_limits, members
  restart identity cascade`);
await database.db.execute(sql`alter table audit_events enable trigger audit_events_no_truncate`);
await seedDemoData(database.db);
await database.close();
release();
console.log('Demo data reset. Sign in with the demo accounts listed in the README.');
