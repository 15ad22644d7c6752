import type { ModuleRoutes } from '../../lib/deps.ts';
import { userRoutes } from './reminders.routes.ts';
import type { Clock } from './scheduler.ts';

export { withMails } from './reminders.service.ts';
export {
  CASES_QUEUE,
  type Clock,
  RETENTION_QUEUE,
  createReminderScheduler,
  JOBS_SCHEMA,
  type ReminderScheduler,
  SWEEP_QUEUE,
  systemClock,
} from './scheduler.ts';

/**
 * Reminders: the scheduled reminders of members who have not finished, the coach's "send a reminder
 * now", and the coaches' critical alerts; the schedule runs on pg-boss (scheduler.ts). `clock` is where every
 * decision takes "now" from (tests move it).
 */
export const remindersModule = (clock: Clock): ModuleRoutes => ({ userRoutes: userRoutes(clock) });
