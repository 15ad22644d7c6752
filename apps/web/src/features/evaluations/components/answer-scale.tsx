import { ANSWER_LEVELS } from '@club-pulse/contracts/constants';
import { Text } from '@mantine/core';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerLevelIcon } from './answer-level-icon.tsx';
import classes from './answer-scale.module.css';

/** The radio value of "not relevant / not answering" (sent as null). */
export const NOT_RELEVANT = 'na';

/** The shortcut key shown on each card (also handled by the question screen: 1–5, and 0 or N). */
const shortcutOf = (value: string) => (value === NOT_RELEVANT ? '0' : value);

/**
 * The five answer levels, from clearly negative (1) to clearly positive (5), plus "not relevant".
 * Each whole card is a label around a native radio, so the entire card is the tap target and the group keeps
 * radio semantics: Tab reaches the group, arrow keys move the selection without moving on, Space chooses.
 * `onChange` is called on every change of the selection, `onChoose` too for a deliberate choice (tap, click, Space,
 * or tapping the chosen card again) but not for a move with the arrow keys, and `onConfirm` for Enter.
 * The group is named by `labelledBy` (the question's heading) when given.
 */
export function AnswerScale({
  value,
  onChange,
  onChoose,
  onConfirm,
  labelledBy,
  describedBy,
  disabled,
  confirming,
  showKeys,
}: {
  value: string | null;
  onChange: (value: string) => void;
  onChoose?: (value: string) => void;
  onConfirm?: () => void;
  labelledBy?: string;
  describedBy?: string;
  disabled?: boolean;
  /** The chosen value while its confirmation shows, before moving on. */
  confirming?: string | null;
  /** Shows each card's shortcut key, where the screen handles them (the question screen does). */
  showKeys?: boolean;
}) {
  const { t } = useTranslation('player');
  const arrowing = useRef(false);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    arrowing.current = e.key.startsWith('Arrow');
    if (e.key === 'Enter' && onConfirm && (e.target as HTMLElement).tagName === 'INPUT') {
      e.preventDefault();
      onConfirm();
    }
  };
  const option = (optionValue: string, label: string, level?: number) => {
    const checked = value === optionValue;
    return (
      <label
        key={optionValue}
        className={`${classes.option} ${level === undefined ? classes.notRelevant : ''}`}
        data-confirming={confirming === optionValue || undefined}
        data-testid={`answer-card-${optionValue}`}
      >
        <input
          type="radio"
          name="answer"
          value={optionValue}
          className={classes.radio}
          checked={checked}
          disabled={disabled}
          data-testid={`answer-${optionValue}`}
          onChange={() => {
            onChange(optionValue);
            if (!arrowing.current) onChoose?.(optionValue);
          }}
          onClick={() => {
            // Tapping the card already chosen (going back to an answered question) confirms it again.
            // A click fired by an arrow key, or the click that has just checked the radio, is not one.
            if (checked && !arrowing.current) onChoose?.(optionValue);
          }}
        />
        {level !== undefined && <AnswerLevelIcon level={level} />}
        <Text span size="sm" fw={500} className={classes.label}>
          {label}
        </Text>
        {showKeys && (
          <span className={classes.key} aria-hidden="true">
            {shortcutOf(optionValue)}
          </span>
        )}
      </label>
    );
  };
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('continue.answerLabel')}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      onKeyDown={onKeyDown}
      onPointerDown={() => {
        arrowing.current = false;
      }}
      className={classes.group}
      data-testid="answer-scale"
    >
      {ANSWER_LEVELS.map((level) => option(String(level), t(`answers.${level}`), level))}
      {option(NOT_RELEVANT, t('answers.notRelevant'))}
    </div>
  );
}
