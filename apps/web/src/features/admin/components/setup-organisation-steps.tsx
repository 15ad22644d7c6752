import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccounts } from '../../accounts/api/get-accounts.ts';
import { useClubCoaches } from '../../clubs/api/get-club-coaches.ts';
import { useClubs } from '../../clubs/api/get-clubs.ts';
import { useQuizCategories } from '../../quizzes/api/get-quiz-categories.ts';
import { studyGroupsQuery } from '../../teams/api/get-study-groups.ts';
import { AccountFormModal } from '../../accounts/components/account-form-modal.tsx';
import { AddCoachModal } from '../../clubs/components/add-coach-modal.tsx';
import { ClubFormModal } from '../../clubs/components/club-form-modal.tsx';
import { StudyGroupFormModal } from '../../teams/components/study-group-form-modal.tsx';

/**
 * The setup's steps that build the first organisation, each one the admin area's own form (the same dialog as
 * on the accounts, clubs, study groups and members screens): a customer account, a club, a study group and the
 * first coach. The wizard's checklist reads what exists from the server after each save.
 */

/** An intro, what exists already, and the button that opens the step's form. */
function StepBody(o: { intro: string; existing: string | null; blocked?: string | null; children?: ReactNode; action: ReactNode }) {
  const { t } = useTranslation('setup');
  return (
    <Stack gap="sm">
      <Text size="sm">{o.intro}</Text>
      {o.blocked ? (
        <Alert color="yellow" variant="light">
          {o.blocked}
        </Alert>
      ) : (
        <>
          {o.children}
          <Text size="sm" c="dimmed" data-testid="setup-step-existing">
            {o.existing ?? t('org.none')}
          </Text>
          <Group justify="flex-end">{o.action}</Group>
        </>
      )}
    </Stack>
  );
}

const names = (rows: Array<{ name: string }> | undefined) => (rows?.length ? rows.map((r) => r.name).join(', ') : null);

export function AccountStep() {
  const { t } = useTranslation('setup');
  const accounts = useAccounts();
  const [opened, setOpened] = useState(false);
  const list = names(accounts.data);
  return (
    <StepBody
      intro={t('org.accountIntro')}
      existing={list && t('org.accounts', { names: list })}
      action={
        <>
          <Button onClick={() => setOpened(true)} variant={list ? 'default' : 'filled'} data-testid="setup-new-account">
            {list ? t('org.accountAnother') : t('org.accountCreate')}
          </Button>
          <AccountFormModal opened={opened} onClose={() => setOpened(false)} account={null} />
        </>
      }
    />
  );
}

export function ClubStep() {
  const { t } = useTranslation('setup');
  const accounts = useAccounts();
  const clubs = useClubs();
  const [opened, setOpened] = useState(false);
  const list = names(clubs.data);
  return (
    <StepBody
      intro={t('org.clubIntro')}
      blocked={accounts.data?.length === 0 ? t('org.clubNeedsAccount') : null}
      existing={list && t('org.clubs', { names: list })}
      action={
        <>
          <Button onClick={() => setOpened(true)} variant={list ? 'default' : 'filled'} disabled={!accounts.data} data-testid="setup-new-club">
            {list ? t('org.clubAnother') : t('org.clubCreate')}
          </Button>
          <ClubFormModal opened={opened} onClose={() => setOpened(false)} club={null} accounts={accounts.data ?? []} />
        </>
      }
    />
  );
}

/** The club a step works on: the only one, or the one chosen (the first of the list by default). */
function useChosenClub() {
  const { t } = useTranslation('setup');
  const clubs = useClubs();
  const [chosen, setChosen] = useState<string | null>(null);
  const clubId = chosen ? Number(chosen) : (clubs.data?.[0]?.id ?? null);
  const picker =
    clubs.data && clubs.data.length > 1 ? (
      <Select
        label={t('org.club')}
        data={clubs.data.map((c) => ({ value: String(c.id), label: c.name }))}
        value={clubId === null ? null : String(clubId)}
        onChange={setChosen}
        allowDeselect={false}
        data-testid="setup-club"
      />
    ) : null;
  return { clubs, clubId, picker };
}

export function GroupStep() {
  const { t } = useTranslation('setup');
  const { clubs, clubId, picker } = useChosenClub();
  const groups = useQuery({ ...studyGroupsQuery(clubId ?? 0), enabled: clubId !== null });
  const categories = useQuizCategories();
  const coaches = useClubCoaches(clubId);
  const [opened, setOpened] = useState(false);
  const list = names(groups.data);
  return (
    <StepBody
      intro={t('org.groupIntro')}
      blocked={clubs.data?.length === 0 ? t('org.groupNeedsClub') : null}
      existing={list && t('org.groups', { names: list })}
      action={
        <>
          <Button
            onClick={() => setOpened(true)}
            variant={list ? 'default' : 'filled'}
            disabled={clubId === null || !categories.data}
            data-testid="setup-new-group"
          >
            {list ? t('org.groupAnother') : t('org.groupCreate')}
          </Button>
          {clubId !== null && (
            <StudyGroupFormModal
              opened={opened}
              onClose={() => setOpened(false)}
              clubId={clubId}
              group={null}
              categories={categories.data ?? []}
              coaches={coaches.data ?? []}
            />
          )}
        </>
      }
    >
      {picker}
    </StepBody>
  );
}

export function CoachStep() {
  const { t } = useTranslation('setup');
  const { clubs, clubId, picker } = useChosenClub();
  const groups = useQuery({ ...studyGroupsQuery(clubId ?? 0), enabled: clubId !== null });
  const coaches = useClubCoaches(clubId);
  const [opened, setOpened] = useState(false);
  const list = coaches.data?.length ? coaches.data.map((c) => c.fullName).join(', ') : null;
  return (
    <StepBody
      intro={t('org.coachIntro')}
      blocked={clubs.data?.length === 0 ? t('org.coachNeedsClub') : null}
      existing={list && t('org.coaches', { names: list })}
      action={
        <>
          <Button onClick={() => setOpened(true)} variant={list ? 'default' : 'filled'} disabled={clubId === null} data-testid="setup-invite-coach">
            {t('org.coachInvite')}
          </Button>
          {clubId !== null && <AddCoachModal opened={opened} onClose={() => setOpened(false)} clubId={clubId} groups={groups.data ?? []} />}
        </>
      }
    >
      {picker}
    </StepBody>
  );
}
