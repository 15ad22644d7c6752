import { REMINDER_DAYS_BEFORE_DUE, type ReminderSkips, STUDY_MAILS_PER_MEMBER_PER_DAY } from '@club-pulse/contracts/reminders';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { notify } from '../../../lib/notify.ts';
import { useStudyReminders } from '../api/get-study-reminders.ts';
import { useSendReminders } from '../api/send-reminders.ts';

const SKIP_REASONS: Array<keyof ReminderSkips> = ['finished', 'mailedToday', 'dailyLimit', 'disabled'];

/**
 * The coach's "send a reminder now" for one study: who has not finished, and the once-a-day rule (sent today:
 * the button waits until the day it says). The members get the mail in their own language, with a link to
 * their next question; scheduled reminders go by themselves (opening, a few days before, the due date).
 */
export function StudyRemindersPanel({ studyId }: { studyId: number }) {
  const { t, i18n } = useTranslation('reminders');
  const state = useStudyReminders(studyId);
  const send = useSendReminders(studyId);
  const s = state.data;
  if (!s) return null;
  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: (r) => {
        if (r.sent > 0) return notify.success('reminders:sent', { count: r.sent });
        // Nobody reached: nothing went and the day's reminder is still unused; say who was left out, by counts.
        const reasons = SKIP_REASONS.filter((k) => r.skipped[k] > 0).map((k) =>
          t(`skipped.${k}`, { count: r.skipped[k], limit: STUDY_MAILS_PER_MEMBER_PER_DAY }),
        );
        notify.info('reminders:reachedNobody', { reasons: reasons.join('; ') });
      },
      onError: (err) => notify.apiError('reminders:sendFailed', err),
    });
  const status = !s.acceptsAnswers
    ? t('notAccepting')
    : s.unfinished === 0
      ? t('allFinished')
      : s.canSendNow
        ? t('canSend', { count: s.unfinished })
        : t('nextPossible', { date: formatDate(s.nextPossibleOn, i18n.language) });
  return (
    <Alert variant="light" color="blue" mb="md" title={t('title')} data-testid="study-reminders">
      <Stack gap="xs">
        <Text size="sm">{t('scheduled', { days: REMINDER_DAYS_BEFORE_DUE })}</Text>
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Text size="sm" fw={500} data-testid="study-reminders-status">
            {status}
          </Text>
          <Button size="sm" onClick={onSend} loading={send.isPending} disabled={!s.canSendNow || s.unfinished === 0} data-testid="send-reminders">
            {t('send')}
          </Button>
        </Group>
        {s.lastSentOn && (
          <Text size="xs" c="dimmed">
            {t('lastSent', { date: formatDate(s.lastSentOn, i18n.language) })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
