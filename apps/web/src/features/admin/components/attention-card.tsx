import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { caseStatsQuery } from '../../cases/api/cases.ts';
import { CASE_STATS_ID } from '../../cases/components/case-stats-card.tsx';
import { useSummary } from '../api/get-summary.ts';

/** The active accounts, earliest renewal first: those past it, then those renewing soon, lead the list. */
const ACCOUNTS_BY_RENEWAL = '/admin/accounts?active=true&sort=renewalDate&dir=asc';

/**
 * The admin home's "needs your attention": accounts past or near their renewal date, running studies nobody
 * has finished answering, each a link to the list where the admin acts on it, and the clubs whose follow-up cases
 * wait past the escalation delay (a link to their figures below: the cases themselves are the coaches'). With
 * nothing to act on it still shows, in one calm line, so that the home does not move from one visit to the next.
 */
export function AttentionCard() {
  const { t, i18n } = useTranslation('admin');
  const { data } = useSummary();
  const cases = useQuery(caseStatsQuery());
  if (!data) return null;
  const waitingCases = (cases.data ?? []).filter((c) => c.pastEscalation > 0);
  const { accountsPastRenewal, accountsRenewingSoon, quietStudies, quietStudiesTotal } = data.attention;
  const accountLines = [
    { key: 'past', count: accountsPastRenewal, text: t('home.attentionAccountsPast', { count: accountsPastRenewal }) },
    { key: 'soon', count: accountsRenewingSoon, text: t('home.attentionAccountsSoon', { count: accountsRenewingSoon }) },
  ].filter((line) => line.count > 0);
  const more = quietStudiesTotal - quietStudies.length;
  return (
    <Card withBorder padding="lg" mb="lg" component="section" aria-labelledby="attention-title" data-testid="attention-card">
      <Stack gap="xs">
        <Title order={2} size="h4" id="attention-title">
          {t('home.attentionTitle')}
        </Title>
        {accountLines.length === 0 && quietStudiesTotal === 0 && waitingCases.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="attention-none">
            {t('home.attentionNone')}
          </Text>
        )}
        {waitingCases.length > 0 && (
          <List size="sm" spacing={4}>
            {waitingCases.map((c) => (
              <List.Item key={c.clubId}>
                <Anchor href={`#${CASE_STATS_ID}`} className="cp-tap-link" data-testid="attention-cases">
                  {t('home.attentionCases', { club: c.club, count: c.pastEscalation })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
        {accountLines.length > 0 && (
          <List size="sm" spacing={4}>
            {accountLines.map((line) => (
              <List.Item key={line.key}>
                <Anchor component={Link} to={ACCOUNTS_BY_RENEWAL} className="cp-tap-link" data-testid={`attention-accounts-${line.key}`}>
                  {line.text}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
        {quietStudiesTotal > 0 && (
          <>
            <Text size="sm">{t('home.attentionQuietIntro')}</Text>
            <List size="sm" spacing={4}>
              {quietStudies.map((s) => (
                <List.Item key={s.id}>
                  <Anchor
                    component={Link}
                    to={`/admin/clubs/${s.clubId}/studygroups/${s.studyGroupId}/studies`}
                    className="cp-tap-link"
                    data-testid="attention-study"
                  >
                    {t('home.attentionStudy', {
                      study: s.name,
                      club: s.clubName,
                      group: s.studyGroupName,
                      date: formatDate(s.startDate, i18n.language, 'long'),
                    })}
                  </Anchor>
                </List.Item>
              ))}
              {more > 0 && (
                <List.Item>
                  <Text size="sm" data-testid="attention-more">
                    {t('home.attentionMore', { count: more })}
                  </Text>
                </List.Item>
              )}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}
