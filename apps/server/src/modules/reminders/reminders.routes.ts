import { ErrorResponse } from '@club-pulse/contracts/errors';
import { SendRemindersResponse, StudyRemindersResponse } from '@club-pulse/contracts/reminders';
import { StudyIdParams } from '@club-pulse/contracts/studies';
import type { ModulePlugin } from '../../lib/deps.ts';
import { USER_ERRORS } from '../../lib/routes.ts';
import { currentMember } from '../../plugins/auth.ts';
import { authorize } from '../policies/index.ts';
import * as reminders from './reminders.service.ts';
import type { Clock } from './scheduler.ts';

const tags = ['reminders'];

/** The coach's reminders of a study (a coach of the study's club; others 403, an unknown study 404). */
export const userRoutes =
  (clock: Clock): ModulePlugin =>
  async (app, { deps }) => {
    const { db } = deps;
    const errors = USER_ERRORS;

    app.get('/api/manager/study/:id/reminders', {
      config: { access: 'user' },
      preHandler: async (request) => authorize(db, currentMember(request), 'manageStudy', request.params.id),
      schema: {
        tags,
        summary: 'Whether a reminder can be sent now (once a day per study), when the next is possible, how many have not finished',
        params: StudyIdParams,
        response: { 200: StudyRemindersResponse, ...errors },
      },
      handler: async (request) => reminders.reminderState(deps, request.params.id, clock.now()),
    });

    app.post('/api/manager/study/:id/remind', {
      config: { access: 'user' },
      preHandler: async (request) => authorize(db, currentMember(request), 'manageStudy', request.params.id),
      schema: {
        tags,
        summary:
          'Mail every invited member who has not finished (in their language, linking to their next question), once a day per study: ' +
          '409 ReminderAlreadySentToday (the message says from when) or StudyNotAccepting otherwise',
        params: StudyIdParams,
        response: { 200: SendRemindersResponse, ...errors, 409: ErrorResponse },
      },
      handler: async (request) => reminders.remindNow(deps, currentMember(request).id, request.params.id, clock.now()),
    });
  };
