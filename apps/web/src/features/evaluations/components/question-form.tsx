import type { ContinueQuizResponse } from '@club-pulse/contracts/evaluations';
import { Alert, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useNavigation } from 'react-router';
import { ApiError } from '../../../lib/http.ts';
import { notify } from '../../../lib/notify.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { allowEndScreen } from '../lib/end-screen-access.ts';
import { flushPendingAnswers, pendingAnswers, queueAnswer } from '../lib/pending-answers.ts';
import { AnswerScale, NOT_RELEVANT } from './answer-scale.tsx';
import classes from './answer-scale.module.css';

/** How long the chosen answer shows as chosen before the next question: long enough to see, short enough to flow. */
export const CONFIRM_MS = 350;
/** The longest wait between two tries of a kept answer while the browser says it is online. */
const RESEND_MAX_MS = 15_000;
const HEADING_ID = 'question-text';
const HINT_ID = 'question-hint';

const toRadio = (q: ContinueQuizResponse) => (!q.answered ? null : q.selectedAnswer === null ? NOT_RELEVANT : String(q.selectedAnswer));
const toAnswer = (value: string) => (value === NOT_RELEVANT ? null : Number(value));
const fromAnswer = (answer: number | null) => (answer === null ? NOT_RELEVANT : String(answer));

/** Keys typed in a field, a menu or a dialog (the help) belong there, not to the question. */
const OWN_KEYS = 'input:not([type="radio"]), textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"], [role="listbox"]';

/**
 * One question and its answers. Choosing an answer (tap, click, keys 1–5, 0 or N) shows it as chosen for a
 * moment, saves it and moves on; Enter or Next moves on at once, Backspace or Back goes to the previous
 * question. An answer that cannot be sent is kept (pending-answers.ts) and sent again when the connection returns.
 */
export function QuestionForm({ q, position }: { q: ContinueQuizResponse; position?: number }) {
  const { t } = useTranslation('player');
  const navigate = useNavigate();
  const navigation = useNavigation();
  const kept = pendingAnswers(q.evaluationId).find((a) => a.entryId === q.entryId);
  const [selected, setSelected] = useState<string | null>(kept ? fromAnswer(kept.selectedAnswer) : toRadio(q));
  const [confirming, setConfirming] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'sending' | 'notSent'>(kept ? 'notSent' : 'idle');
  const [missing, setMissing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sending = useRef(false);
  // A kept answer sent again while the browser says it is online: the next try, and how many came before it.
  const resend = useRef<{ timer?: ReturnType<typeof setTimeout>; tries: number }>({ tries: 0 });
  const base = `/evaluations/${q.evaluationId}/continue`;
  const busy = status === 'sending' || navigation.state !== 'idle';

  // A new question starts at the top, with the focus on its text (read out by screen readers).
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
    return () => {
      clearTimeout(timer.current);
      clearTimeout(resend.current.timer);
    };
  }, []);

  /** Saves `value` and moves on; `again`: a try of the kept answer by itself, which leaves "not sent" in view meanwhile. */
  const moveOn = async (value: string, again = false) => {
    clearTimeout(timer.current);
    if (sending.current) return;
    clearTimeout(resend.current.timer);
    sending.current = true;
    setSelected(value);
    setMissing(false);
    if (!again) setStatus('sending');
    // Reviewing an answered question without changing it sends nothing.
    const unchanged = q.answered && toRadio(q) === value && !pendingAnswers(q.evaluationId).some((a) => a.entryId === q.entryId);
    if (!unchanged) queueAnswer({ evaluationId: q.evaluationId, entryId: q.entryId, selectedAnswer: toAnswer(value) });
    const result = await flushPendingAnswers(q.evaluationId);
    if (result.outcome === 'offline') {
      sending.current = false;
      setConfirming(null);
      setStatus('notSent');
      // The browser says it is online, yet the answer did not go: the connection has only just come back (the
      // "online" event can come before requests get through), or the server cannot be reached. It goes again by
      // itself after 1, 2, 4, 8 s, then every 15 s, while this question is on screen; offline, the "online" event
      // sends it.
      if (navigator.onLine) {
        const delay = Math.min(1000 * 2 ** resend.current.tries, RESEND_MAX_MS);
        resend.current.tries += 1;
        resend.current.timer = setTimeout(() => {
          if (pendingAnswers(q.evaluationId).some((a) => a.entryId === q.entryId)) void moveOn(value, true);
        }, delay);
      }
      return;
    }
    if (result.outcome === 'refused') {
      const code = result.error instanceof ApiError ? result.error.code : null;
      if (code === 'EvaluationFinished') {
        // Sent before, its reply lost: the evaluation is complete.
        allowEndScreen(q.evaluationId);
        navigate(`/evaluations/${q.evaluationId}/end`, { state: { fromContinue: true } });
        return;
      }
      sending.current = false;
      setConfirming(null);
      setStatus('idle');
      notify.apiError('player:toasts.answerError', result.error);
      if (code === 'EvaluationNotAccepting') navigate('/evaluations/pending');
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['evaluations'], refetchType: 'none' });
    if (result.finished) {
      notify.success('player:toasts.answerSuccess');
      allowEndScreen(q.evaluationId);
      navigate(`/evaluations/${q.evaluationId}/end`, { state: { fromContinue: true } });
      return;
    }
    // Reviewing earlier answers goes on to the following one; otherwise to the next unanswered question.
    navigate(position && position + 1 <= q.answeredCount ? `${base}?position=${position + 1}` : base, { replace: true });
  };

  const choose = (value: string) => {
    if (sending.current) return;
    // Choosing the answer already confirming (a double tap) moves on at once.
    if (confirming === value) return void moveOn(value);
    setSelected(value);
    setMissing(false);
    setConfirming(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void moveOn(value), CONFIRM_MS);
  };

  // Any change of the selection (arrow keys only select; a deliberate choice then calls `choose`).
  const select = (value: string) => {
    if (sending.current) return;
    clearTimeout(timer.current);
    setConfirming(null);
    setSelected(value);
    setMissing(false);
  };

  const goOn = () => {
    if (selected === null) setMissing(true);
    else void moveOn(selected);
  };

  const goBack = () => {
    if (q.position <= 1 || sending.current) return;
    clearTimeout(timer.current);
    setConfirming(null);
    navigate(`${base}?position=${q.position - 1}`, { replace: true });
  };

  // Keyboard: 1–5 choose, 0 or N "not relevant", Enter moves on, Backspace goes back (arrows: the radio group).
  const actions = useRef({ choose, goOn, goBack, selected });
  actions.current = { choose, goOn, goBack, selected };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest(OWN_KEYS) || document.querySelector('[role="dialog"]')) return;
      const onControl = Boolean(target?.closest('button, a'));
      const key = e.key.toLowerCase();
      if (/^[1-5]$/.test(key)) actions.current.choose(key);
      else if (key === '0' || key === 'n') actions.current.choose(NOT_RELEVANT);
      else if (key === 'enter' && !onControl) actions.current.goOn();
      else if (key === 'backspace') actions.current.goBack();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Back online: the kept answer goes at once (and the player moves on).
  useEffect(() => {
    const onOnline = () => {
      const { selected: value } = actions.current;
      if (value !== null && pendingAnswers(q.evaluationId).some((a) => a.entryId === q.entryId)) void moveOn(value);
      else void flushPendingAnswers(q.evaluationId);
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    goOn();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Stack gap={6}>
          <Title order={2} size="h4" id={HEADING_ID} ref={heading} tabIndex={-1} className={classes.question} data-testid="question-text">
            {q.text}
          </Title>
          {/* How to answer, shown on the first question; later only said to screen readers, to keep the screen short. */}
          {q.position === 1 ? (
            <Text size="xs" c="gray.7" lh={1.3} id={HINT_ID}>
              {t('continue.answerHint')}
              {/* Who sees what, said before the first answer (the whole of it in the question's help), in the same
                  paragraph: the question, its answers and Next still fit a 360×740 phone in Spanish. */}
              {q.answeredCount === 0 && (
                <Text span size="xs" fw={700} data-testid="privacy-before-start">
                  {` ${t('continue.privacyShort')}`}
                </Text>
              )}
            </Text>
          ) : (
            <VisuallyHidden id={HINT_ID}>{t('continue.answerHint')}</VisuallyHidden>
          )}
        </Stack>
        <AnswerScale
          value={selected}
          onChange={select}
          onChoose={choose}
          onConfirm={goOn}
          labelledBy={HEADING_ID}
          describedBy={HINT_ID}
          confirming={confirming}
          showKeys
          disabled={status === 'sending'}
        />
        {missing && (
          <Alert color="orange" role="alert" p="xs" data-testid="answer-missing">
            {t('continue.chooseAnswer')}
          </Alert>
        )}
        {status === 'notSent' && (
          <Alert color="yellow" role="status" p="xs" data-testid="answer-not-sent">
            <Text size="sm">{t('continue.notSent')}</Text>
          </Alert>
        )}
        <Group justify="space-between" wrap="nowrap" className={classes.navigation}>
          <Button variant="default" size="md" h={48} disabled={q.position <= 1 || busy} onClick={goBack} data-testid="previous-question">
            {t('continue.back')}
          </Button>
          <Button
            type="submit"
            size="md"
            h={48}
            miw={120}
            loading={status === 'sending'}
            disabled={busy && status !== 'sending'}
            data-testid="next-question"
          >
            {q.isLastQuestion ? t('continue.finish') : t('continue.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
