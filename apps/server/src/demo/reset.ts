import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoData } from './seed.ts';

/** `npm run demo:reset`: empties every table and loads the demo data again (never in production). */
const config = loadConfig();
if (config.env === 'production') {
  console.error('demo:reset refuses to run with NODE_ENV=production');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await database.db.execute(sql`
  truncate table answers, evaluations, studies, squad_members, study_groups, questions, key_terms, quizzes,
    quiz_categories, clubs, accounts, password_resets, audit_events, compliance_texts, rate_limits, members
  restart identity cascade`);
await seedDemoData(database.db);
await database.close();
console.log('Demo data reset. Sign in with the demo accounts listed in the README.');
