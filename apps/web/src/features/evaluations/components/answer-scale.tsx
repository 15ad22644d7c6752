import { ANSWER_LEVELS } from '@club-pulse/contracts/constants';
import { Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerLevelIcon } from './answer-level-icon.tsx';
import classes from './answer-scale.module.css';

/** The radio value of "not relevant / not answering" (sent as null). */
export const NOT_RELEVANT = 'na';

/**
 * The five answer levels, from clearly negative (1) to clearly positive (5), plus "not relevant".
 * Native radio inputs: Tab reaches the group, arrow keys move between levels, Space selects, Enter goes on.
 */
export function AnswerScale({
  value,
  onChange,
  onConfirm,
  disabled,
}: {
  value: string | null;
  onChange: (value: string) => void;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('player');
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
      e.preventDefault();
      onConfirm();
    }
  };
  const option = (optionValue: string, label: string, icon?: number) => (
    <Radio
      key={optionValue}
      value={optionValue}
      data-testid={`answer-${optionValue}`}
      classNames={{
        root: icon === undefined ? classes.option : `${classes.option} ${classes.scaleLevel}`,
        body: classes.body,
        labelWrapper: classes.labelWrapper,
        label: classes.label,
      }}
      label={
        <span className={classes.content}>
          {icon !== undefined && <AnswerLevelIcon level={icon} />}
          <Text size="sm" fw={500} span>
            {label}
          </Text>
        </span>
      }
    />
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter on a focused radio confirms the answer
    <div onKeyDown={onKeyDown} data-testid="answer-scale">
    <Radio.Group
      value={value}
      onChange={onChange}
      name="answer"
      label={t('continue.answerLabel')}
      description={t('continue.answerHint')}
      disabled={disabled}
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
    >
      <Stack gap="xs" mt="xs">
        <SimpleGrid cols={{ base: 1, md: 5 }} spacing="xs">
          {ANSWER_LEVELS.map((level) => option(String(level), t(`answers.${level}`), level))}
        </SimpleGrid>
        {option(NOT_RELEVANT, t('answers.notRelevant'))}
      </Stack>
    </Radio.Group>
    </div>
  );
}
