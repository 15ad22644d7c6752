import { Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studyCasesQuery } from '../api/cases.ts';
import { CaseList } from './case-list.tsx';

/**
 * The follow-up cases of a study's players with a high or critical result (docs/design.md#support), in the coach's
 * report: each opens the case, where the coach takes it, writes a note, sets the next step or refers it. `finished`:
 * how many players have a result (the report's count).
 */
export function StudyCasesPanel({ studyId, finished }: { studyId: number; finished: number }) {
  const { t } = useTranslation('cases');
  const { data } = useQuery(studyCasesQuery(studyId));
  if (!data) return null;
  return (
    <section aria-labelledby="study-cases-title" data-testid="study-cases-panel">
      <Title order={2} size="h4" id="study-cases-title" mb={4}>
        {t('study.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="xs">
        {t('study.intro')}
      </Text>
      {/* Before anyone has finished, "nobody has a high result" would sound like good news: say there are no results. */}
      {data.length === 0 ? (
        <Text c="dimmed" data-testid="study-cases-none">
          {finished === 0 ? t('study.noResults') : t('study.none')}
        </Text>
      ) : (
        <CaseList cases={data} />
      )}
    </section>
  );
}
