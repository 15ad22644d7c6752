import { listedName } from '@club-pulse/contracts/names';
import type { CaseActRequest, CaseDetail } from '@club-pulse/contracts/cases';
import { CASE_NEXT_STEP_MAX } from '@club-pulse/contracts/cases';
import { NEED_LEVEL_COLOR } from '@club-pulse/contracts/levels';
import { Alert, Badge, Button, Card, Group, List, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-store.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { notify } from '../../../lib/notify.ts';
import { useCaseAct } from '../api/cases.ts';
import { sinceResult } from './case-list.tsx';
import { CaseNotes } from './case-notes.tsx';

const refOf = (o: { kind: string; id: number }) => `${o.kind}:${o.id}`;
const parseRef = (value: string) => {
  const [kind, id] = value.split(':');
  return { kind, id: Number(id) };
};

/** Today in the coach's own calendar, as YYYY-MM-DD (the date field's value). */
function localToday(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * One follow-up case, for the club's coaches: take it or give it to a coach or a support contact, add notes (seen by
 * the club's coaches and the owner only, newest first), set the next step and its date, refer it, close it; with its
 * history (who, what, when). A note's text never appears in the history. A save is offered only for a change.
 */
export function CaseEditor({ detail }: { detail: CaseDetail }) {
  const { t, i18n } = useTranslation('cases');
  const { userInfo } = useAuth();
  const act = useCaseAct(detail.id);
  const [owner, setOwner] = useState<string | null>(detail.owner ? refOf(detail.owner) : null);
  const [nextStep, setNextStep] = useState(detail.nextStep);
  const [nextStepOn, setNextStepOn] = useState(detail.nextStepOn ?? '');
  // Changed to a day before today (the saved one may lie in the past: it is shown, not refused).
  const nextStepInPast = nextStepOn !== '' && nextStepOn !== (detail.nextStepOn ?? '') && nextStepOn < localToday();
  // As saved (the server trims the step): saving it again would only add "set the next step" to the history.
  const nextStepSaved = nextStep.trim() === detail.nextStep && nextStepOn === (detail.nextStepOn ?? '');
  const [target, setTarget] = useState<string | null>(detail.referral ? refOf(detail.referral) : null);
  const mine = detail.owner?.kind === 'coach' && String(detail.owner.id) === userInfo?.nameidentifier;
  const since = sinceResult(detail.resultAt);

  /** Runs one act; says whether it was saved. */
  const run = async (request: CaseActRequest, doneKey: string) => {
    try {
      const next = await act.mutateAsync(request);
      setOwner(next.owner ? refOf(next.owner) : null);
      notify.success(`cases:done.${doneKey}`);
      return true;
    } catch (err) {
      notify.apiError('cases:saveError', err);
      return false;
    }
  };

  return (
    <Stack gap="lg" data-testid="case-editor" data-status={detail.status}>
      <Card withBorder padding="md">
        <Stack gap={6}>
          <Group gap="xs">
            <Title order={2} size="h3">
              {listedName(detail)}
            </Title>
            <Badge color={NEED_LEVEL_COLOR[detail.needLevel]} variant="filled">
              {t(`needLevels.${detail.needLevel}`)}
            </Badge>
            <Badge variant="outline" data-testid="case-status">
              {t(`status.${detail.status}`)}
            </Badge>
          </Group>
          <Text size="sm">
            {detail.team} · {detail.study} · {detail.club}
          </Text>
          <Text size="sm">
            {t('resultOn', { date: formatDateTime(detail.resultAt, i18n.language) })} · {t(`since.${since.unit}`, { count: since.count })}
          </Text>
          <Text size="sm" data-testid="case-owner">
            {detail.owner ? t('ownedBy', { name: detail.owner.name }) : t('noOwner')}
          </Text>
          {detail.referral ? (
            <Text size="sm" data-testid="case-referral">
              {t('referredTo', { name: detail.referral.name })}
              {detail.referral.number ? ` (${detail.referral.number})` : ''}
            </Text>
          ) : (
            <Text size="sm" data-testid="case-referral-none">
              {t('refer.notYet')}
            </Text>
          )}
        </Stack>
      </Card>

      {detail.status === 'open' && <CaseGuide detail={detail} />}

      <section aria-labelledby="case-owner-title">
        <Title order={3} size="h5" id="case-owner-title" mb="xs">
          {t('owner.title')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          {!mine && (
            <Button onClick={() => run({ act: 'take' }, 'took')} loading={act.isPending} data-testid="case-take">
              {t('owner.take')}
            </Button>
          )}
          {/* The placeholder is short in every language, and the select wide enough for it and a full name: the
              card above already says in a sentence that nobody owns the case. */}
          <Select
            label={t('owner.choose')}
            placeholder={t('owner.nobody')}
            data={[
              {
                group: t('owner.coaches'),
                items: detail.possibleOwners.filter((o) => o.kind === 'coach').map((o) => ({ value: refOf(o), label: o.name })),
              },
              {
                group: t('owner.contacts'),
                items: detail.possibleOwners.filter((o) => o.kind === 'contact').map((o) => ({ value: refOf(o), label: o.name })),
              },
            ].filter((g) => g.items.length > 0)}
            value={owner}
            onChange={setOwner}
            clearable
            w={{ base: '100%', xs: 280 }}
            data-testid="case-owner-select"
          />
          <Button
            variant="light"
            onClick={() => {
              const ref = owner ? parseRef(owner) : null;
              return run({ act: 'assign', owner: ref ? { kind: ref.kind === 'contact' ? 'contact' : 'coach', id: ref.id } : null }, 'assigned');
            }}
            loading={act.isPending}
            data-testid="case-assign"
          >
            {t('owner.assign')}
          </Button>
        </Group>
      </section>

      <CaseNotes notes={detail.notes} pending={act.isPending} add={(note) => run({ act: 'note', note }, 'noted')} />

      <section aria-labelledby="case-next-title">
        <Title order={3} size="h5" id="case-next-title" mb="xs">
          {t('next.title')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('next.label')}
            value={nextStep}
            onChange={(e) => setNextStep(e.currentTarget.value)}
            maxLength={CASE_NEXT_STEP_MAX}
            miw={240}
            data-testid="case-next-step"
          />
          <TextInput
            type="date"
            label={t('next.date')}
            value={nextStepOn}
            // A next step is today or later: the picker offers no earlier day, and a typed one is refused.
            min={localToday()}
            error={nextStepInPast ? t('next.past') : undefined}
            onChange={(e) => setNextStepOn(e.currentTarget.value)}
            data-testid="case-next-date"
          />
          <Button
            onClick={() => run({ act: 'nextStep', nextStep, nextStepOn }, 'nextStep')}
            loading={act.isPending}
            disabled={!nextStep.trim() || !nextStepOn || nextStepInPast || nextStepSaved}
            data-testid="case-save-next"
          >
            {t('next.save')}
          </Button>
        </Group>
        {/* What is saved, in words: the field above may hold an edit not saved yet. */}
        {detail.nextStepOn && (
          <Text size="sm" mt={4} data-testid="case-next-saved">
            {t('next.saved', { step: detail.nextStep, date: formatDate(detail.nextStepOn, i18n.language) })}
          </Text>
        )}
      </section>

      <section aria-labelledby="case-refer-title">
        <Title order={3} size="h5" id="case-refer-title" mb="xs">
          {t('refer.title')}
        </Title>
        {detail.referralTargets.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('refer.none')}
          </Text>
        ) : (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('refer.label')}
              data={[
                {
                  group: t('refer.contacts'),
                  items: detail.referralTargets.filter((r) => r.kind === 'contact').map((r) => ({ value: refOf(r), label: r.name })),
                },
                {
                  group: t('refer.helplines'),
                  items: detail.referralTargets
                    .filter((r) => r.kind === 'helpline')
                    .map((r) => ({ value: refOf(r), label: `${r.name} (${r.number ?? ''})` })),
                },
              ].filter((g) => g.items.length > 0)}
              value={target}
              onChange={setTarget}
              maw={360}
              data-testid="case-refer-select"
            />
            <Button
              variant="light"
              disabled={!target}
              loading={act.isPending}
              onClick={() => {
                if (!target) return;
                const ref = parseRef(target);
                return run({ act: 'refer', target: { kind: ref.kind === 'helpline' ? 'helpline' : 'contact', id: ref.id } }, 'referred');
              }}
              data-testid="case-refer"
            >
              {t('refer.action')}
            </Button>
          </Group>
        )}
      </section>

      <Group>
        {detail.status === 'open' ? (
          <Button variant="outline" color="gray" onClick={() => run({ act: 'close' }, 'closed')} loading={act.isPending} data-testid="case-close">
            {t('close')}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => run({ act: 'reopen' }, 'reopened')} loading={act.isPending} data-testid="case-reopen">
            {t('reopen')}
          </Button>
        )}
      </Group>

      <section aria-labelledby="case-history-title">
        <Title order={3} size="h5" id="case-history-title" mb="xs">
          {t('history.title')}
        </Title>
        {detail.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('history.none')}
          </Text>
        ) : (
          <Stack gap={2} component="ol" data-testid="case-history" style={{ paddingInlineStart: '1.2em', margin: 0 }}>
            {detail.history.map((h) => (
              <Text key={`${h.at}-${h.act}-${h.detail ?? ''}`} size="sm" component="li" data-act={h.act}>
                {formatDateTime(h.at, i18n.language)} · {h.by ?? t('history.deletedAccount')} ·{' '}
                {t(`acts.${h.act}`, {
                  detail:
                    h.act === 'legacy'
                      ? t(`legacy.${h.detail ?? 'todo'}`)
                      : h.act === 'nextStep'
                        ? formatDate(h.detail, i18n.language)
                        : (h.detail ?? ''),
                })}
              </Text>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}

/**
 * What to do with an open case, by its level: today and the emergency number for a critical result, the next days
 * for a high one; a parent or guardian and the club's safeguarding person for a minor (unless that puts them at
 * risk); never the player's answers.
 */
function CaseGuide({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('cases');
  const critical = detail.needLevel === 'critical';
  return (
    <Alert
      color={critical ? 'red' : 'orange'}
      variant="light"
      title={<span id="case-guide-title">{t('guide.title')}</span>}
      aria-labelledby="case-guide-title"
      role="region"
      data-testid="case-guide"
    >
      <List size="sm" spacing={6}>
        <List.Item>
          {critical ? (
            <Group gap="xs" wrap="wrap">
              <span>{t('guide.critical')}</span>
              <Button component="a" href="tel:112" color="red" size="compact-sm" data-testid="case-guide-112">
                112
              </Button>
            </Group>
          ) : (
            t('guide.high')
          )}
        </List.Item>
        {detail.minor && <List.Item data-testid="case-guide-minor">{t('guide.minor')}</List.Item>}
        <List.Item>{t('guide.listen')}</List.Item>
      </List>
    </Alert>
  );
}
