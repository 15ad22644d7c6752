import { NEED_LEVEL_COLOR } from '@club-pulse/contracts/enums';
import { type FollowUp, FollowUpState } from '@club-pulse/contracts/support';
import { Badge, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates.ts';
import { notify } from '../../../lib/notify.ts';
import { followUpsQuery, useSetFollowUp } from '../api/follow-ups.ts';

function FollowUpRow({ studyId, followUp }: { studyId: number; followUp: FollowUp }) {
  const { t, i18n } = useTranslation('support');
  const set = useSetFollowUp(studyId);
  // The four states do not fit side by side on a phone in every language ("Gespräch geführt"): one under another.
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const last = followUp.history.at(-1);
  const change = async (state: string) => {
    try {
      await set.mutateAsync({ evaluationId: followUp.evaluationId, state: FollowUpState.parse(state) });
      notify.success('support:followUp.saved', { name: followUp.fullName });
    } catch (err) {
      notify.apiError('support:followUp.saveError', err);
    }
  };
  return (
    <Card withBorder padding="sm" data-testid="follow-up-row" data-state={followUp.state}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{followUp.fullName}</Text>
            <Badge color={NEED_LEVEL_COLOR[followUp.needLevel]} variant="filled">
              {t(`needLevels.${followUp.needLevel}`)}
            </Badge>
          </Group>
          <SegmentedControl
            size={narrow ? 'md' : 'xs'}
            orientation={narrow ? 'vertical' : 'horizontal'}
            fullWidth={narrow}
            value={followUp.state}
            onChange={change}
            disabled={set.isPending}
            aria-label={t('followUp.stateOf', { name: followUp.fullName })}
            data={FollowUpState.options.map((s) => ({ value: s, label: t(`followUp.states.${s}`) }))}
            data-testid="follow-up-state"
            style={{ maxWidth: '100%', overflowX: 'auto' }}
          />
        </Group>
        <Text size="xs" c="gray.7" data-testid="follow-up-last">
          {last
            ? t('followUp.lastChange', {
                state: t(`followUp.states.${last.state}`),
                by: last.by ?? t('followUp.deletedAccount'),
                date: formatDateTime(last.at, i18n.language),
              })
            : t('followUp.noChange')}
        </Text>
        {followUp.history.length > 1 && (
          <details>
            <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-xs)' }}>
              {t('followUp.history', { count: followUp.history.length })}
            </summary>
            <Stack gap={2} mt={4} data-testid="follow-up-history">
              {followUp.history.map((h) => (
                <Text key={`${h.at}-${h.state}`} size="xs">
                  {formatDateTime(h.at, i18n.language)} · {t(`followUp.states.${h.state}`)} · {h.by ?? t('followUp.deletedAccount')}
                </Text>
              ))}
            </Stack>
          </details>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The follow-up of the study's players with a high or critical result (docs/design.md#support): to do, talked,
 * referred, closed, each change kept with who and when. Names and need levels only, as the report shows them.
 */
export function FollowUpPanel({ studyId }: { studyId: number }) {
  const { t } = useTranslation('support');
  const { data } = useQuery(followUpsQuery(studyId));
  if (!data) return null;
  return (
    <section aria-labelledby="follow-up-title" data-testid="follow-up-panel">
      <Title order={2} size="h4" id="follow-up-title" mb={4}>
        {t('followUp.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="xs">
        {t('followUp.intro')}
      </Text>
      {data.length === 0 ? (
        <Text c="dimmed">{t('followUp.none')}</Text>
      ) : (
        <Stack gap="xs">
          {data.map((f) => (
            <FollowUpRow key={f.evaluationId} studyId={studyId} followUp={f} />
          ))}
        </Stack>
      )}
    </section>
  );
}
