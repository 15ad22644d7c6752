import { type AdminMemberDetail, ERASE_REASON_MAX_LENGTH, ERASE_REASON_MIN_LENGTH, UpdateMemberRequest } from '@club-pulse/contracts/admin-members';
import { Alert, Badge, Button, Divider, Drawer, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { GUARDIAN_REQUIRED_UNDER_AGE } from '@club-pulse/contracts/constants';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLoader } from '../../../components/content-loader.tsx';
import { useAuth } from '../../../lib/auth-store.ts';
import { dateFormat } from '../../../lib/dates.ts';
import { apiFieldErrors, focusFirstError, useContractForm } from '../../../lib/form.ts';
import {
  useEraseMember,
  useMemberDetail,
  useResendInvitation,
  useSendPasswordReset,
  useSetPlatformAdmin,
  useUpdateMember,
} from '../api/member-management.ts';
import { useResetTwoFactor } from '../api/reset-two-factor.ts';
import { BirthDateInput } from './birth-date-input.tsx';
import { memberActionFailed, memberToast } from './member-feedback.ts';

interface EditValues extends Record<string, unknown> {
  name: string;
  surname: string;
  email: string;
  birthDate: string;
}
/** A platform admin's form has no birth date (left out, it stays as it is); an emptied one is cleared. */
const requestOf =
  (withBirthDate: boolean) =>
  (v: EditValues): UpdateMemberRequest => ({
    name: v.name.trim(),
    surname: v.surname.trim(),
    email: v.email.trim(),
    ...(withBirthDate ? { birthDate: v.birthDate.trim() === '' ? null : v.birthDate.trim() } : {}),
  });
const valuesOf = (m: AdminMemberDetail): EditValues => ({ name: m.name, surname: m.surname, email: m.email, birthDate: m.birthDate ?? '' });

/** One member for the admin: edit name and email, invite again, reset the password, platform admin role, erasure. */
export function MemberDrawer({ memberId, onClose }: { memberId: number | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  const detail = useMemberDetail(memberId);
  return (
    <Drawer opened={memberId !== null} onClose={onClose} position="right" size="md" title={t('drawer.title')} data-testid="member-drawer">
      {detail.isPending && <ContentLoader />}
      {detail.isError && (
        <Text c="red" data-testid="member-drawer-error">
          {t('drawer.loadError')}
        </Text>
      )}
      {detail.data && <MemberPanel member={detail.data} onErased={onClose} />}
    </Drawer>
  );
}

function MemberPanel({ member, onErased }: { member: AdminMemberDetail; onErased: () => void }) {
  const { t } = useTranslation('users');
  const { userInfo } = useAuth();
  const self = String(member.id) === userInfo?.nameidentifier;
  const isAdmin = member.role === 'AppAdmin';
  const invite = useResendInvitation();
  const reset = useSendPasswordReset();
  const role = useSetPlatformAdmin();
  const resetTwoFactor = useResetTwoFactor();
  const [erasing, setErasing] = useState(false);

  const act = async (run: () => Promise<unknown>, ok: string, fail: string) => {
    try {
      await run();
      memberToast(ok, { name: member.fullName, email: member.email });
    } catch (err) {
      memberActionFailed(fail, err);
    }
  };

  const confirmRole = () =>
    modals.openConfirmModal({
      title: isAdmin ? t('demote.title') : t('promote.title'),
      children: <Text size="sm">{t(isAdmin ? 'demote.text' : 'promote.text', { name: member.fullName })}</Text>,
      labels: { confirm: isAdmin ? t('demote.confirm') : t('promote.confirm'), cancel: t('cancel') },
      confirmProps: { color: isAdmin ? 'orange' : 'blue', 'data-testid': 'confirm-role' } as never,
      onConfirm: () =>
        act(
          () => role.mutateAsync({ id: member.id, admin: !isAdmin }),
          isAdmin ? 'users:toasts.demoted' : 'users:toasts.promoted',
          isAdmin ? 'users:toasts.demoteError' : 'users:toasts.promoteError',
        ),
    });

  // Another admin who lost their phone and recovery codes: they sign in with the password and set it up again.
  const confirmResetTwoFactor = () =>
    modals.openConfirmModal({
      title: t('twofactor:reset.title'),
      children: <Text size="sm">{t('twofactor:reset.text', { name: member.fullName })}</Text>,
      labels: { confirm: t('twofactor:reset.confirm'), cancel: t('cancel') },
      confirmProps: { color: 'orange', 'data-testid': 'confirm-two-factor-reset' } as never,
      onConfirm: () => act(() => resetTwoFactor.mutateAsync(member.id), 'twofactor:reset.done', 'twofactor:reset.error'),
    });

  return (
    <Stack gap="md" data-testid="member-panel">
      <div>
        <Title order={3} size="h4" data-testid="member-panel-name">
          {member.fullName}
        </Title>
        <Text size="sm" c="dimmed">
          {member.email}
        </Text>
        <Group gap="xs" mt="xs">
          <Badge variant="light" data-testid="member-panel-role">
            {isAdmin ? t('roles.AppAdmin') : t('roles.User')}
          </Badge>
          <Badge variant="light" color={member.enabled ? 'green' : 'gray'}>
            {member.enabled ? t('state.enabled') : t('state.disabled')}
          </Badge>
          <Badge variant="light" color={member.hasPassword ? 'teal' : 'yellow'} data-testid="member-panel-password">
            {member.hasPassword ? t('state.active') : t('state.invited')}
          </Badge>
          {isAdmin && (
            <Badge variant="light" color={member.twoFactorEnabled ? 'teal' : 'yellow'} data-testid="member-panel-two-factor">
              {member.twoFactorEnabled ? t('twofactor:state.on') : t('twofactor:state.off')}
            </Badge>
          )}
        </Group>
        {member.clubs.length > 0 && (
          <Text size="sm" mt="xs">
            {t('drawer.clubs', { clubs: member.clubs.join(', ') })}
          </Text>
        )}
      </div>

      <EditForm member={member} />

      <Divider label={t('drawer.mails')} labelPosition="left" />
      <Group gap="sm">
        {!member.hasPassword && (
          <Button
            variant="light"
            loading={invite.isPending}
            onClick={() => act(() => invite.mutateAsync(member.id), 'users:toasts.invited', 'users:toasts.inviteError')}
            data-testid="member-resend-invite"
          >
            {t('actions.resendInvite')}
          </Button>
        )}
        <Button
          variant="light"
          loading={reset.isPending}
          onClick={() => act(() => reset.mutateAsync(member.id), 'users:toasts.resetSent', 'users:toasts.resetError')}
          data-testid="member-send-reset"
        >
          {t('actions.sendReset')}
        </Button>
      </Group>

      <Divider label={t('drawer.role')} labelPosition="left" />
      {self ? (
        <Text size="sm" c="dimmed" data-testid="member-self-note">
          {t('drawer.selfNote')}
        </Text>
      ) : (
        <Group gap="sm">
          <Button variant="light" color={isAdmin ? 'orange' : 'blue'} onClick={confirmRole} loading={role.isPending} data-testid="member-role-toggle">
            {isAdmin ? t('actions.demote') : t('actions.promote')}
          </Button>
          {isAdmin && member.twoFactorEnabled && (
            <Button
              variant="light"
              color="orange"
              onClick={confirmResetTwoFactor}
              loading={resetTwoFactor.isPending}
              data-testid="member-two-factor-reset"
            >
              {t('twofactor:reset.action')}
            </Button>
          )}
          <Button variant="light" color="red" onClick={() => setErasing(true)} data-testid="member-erase">
            {t('actions.erase')}
          </Button>
        </Group>
      )}
      <EraseModal member={member} opened={erasing} onClose={() => setErasing(false)} onErased={onErased} />
    </Stack>
  );
}

function EditForm({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation('users');
  const withBirthDate = member.role !== 'AppAdmin';
  const toRequest = useMemo(() => requestOf(withBirthDate), [withBirthDate]);
  const form = useContractForm({ initialValues: valuesOf(member), schema: UpdateMemberRequest, toRequest });
  const update = useUpdateMember();
  const { setValues } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts again for another member or after a save
  useEffect(() => setValues(valuesOf(member)), [member.id, member.name, member.surname, member.email, member.birthDate]);

  const submit = form.onSubmit(
    async (values) => {
      try {
        await update.mutateAsync({ id: member.id, ...toRequest(values) });
        memberToast('users:toasts.updated', { name: `${values.name} ${values.surname}`.trim() });
      } catch (err) {
        form.setErrors(apiFieldErrors(err));
        memberActionFailed('users:toasts.updateError', err);
      }
    },
    (errors, _values, event) => focusFirstError(event?.target, errors),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="member-edit-form">
      <Stack gap="xs">
        <SimpleGrid cols={2}>
          <TextInput label={t('fields.name')} {...form.getInputProps('name')} required maxLength={80} data-testid="member-edit-name" />
          <TextInput label={t('fields.surname')} {...form.getInputProps('surname')} required maxLength={80} data-testid="member-edit-surname" />
        </SimpleGrid>
        <TextInput
          label={t('fields.email')}
          type="email"
          {...form.getInputProps('email')}
          // What saving a new address does (a change of letter case is the same address).
          description={
            form.values.email.trim().toLowerCase() !== member.email.toLowerCase()
              ? t(member.hasPassword ? 'drawer.emailChangeActive' : 'drawer.emailChangeInvited')
              : undefined
          }
          required
          maxLength={254}
          data-testid="member-edit-email"
        />
        {withBirthDate && (
          <BirthDateInput
            {...form.getInputProps('birthDate')}
            description={t('fields.birthDateHint', { guardianAge: GUARDIAN_REQUIRED_UNDER_AGE })}
            data-testid="member-edit-birth-date"
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={update.isPending} data-testid="member-edit-save">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Erasure asks for the request's reason and says what goes: everything of the member, for good. */
function EraseModal({
  member,
  opened,
  onClose,
  onErased,
}: {
  member: AdminMemberDetail;
  opened: boolean;
  onClose: () => void;
  onErased: () => void;
}) {
  const { t, i18n } = useTranslation('users');
  const erase = useEraseMember();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setReason('');
      setError(null);
    }
  }, [opened]);
  const confirm = async () => {
    if (reason.trim().length < ERASE_REASON_MIN_LENGTH) {
      setError(t('erase.reasonNeeded', { min: ERASE_REASON_MIN_LENGTH }));
      return;
    }
    try {
      await erase.mutateAsync({ id: member.id, reason: reason.trim() });
      memberToast('users:toasts.erased', { name: member.fullName });
      onClose();
      onErased();
    } catch (err) {
      memberActionFailed('users:toasts.eraseError', err);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('erase.title', { name: member.fullName })}>
      <Stack gap="sm">
        <Alert color="red" variant="light">
          {t('erase.text')}
        </Alert>
        <TextInput
          label={t('erase.reason')}
          description={t('erase.reasonHint', { date: dateFormat(i18n.language, { day: 'numeric', month: 'short' }).format(new Date()) })}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error}
          maxLength={ERASE_REASON_MAX_LENGTH}
          data-testid="erase-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={erase.isPending} data-testid="confirm-erase">
            {t('erase.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The users list's button that opens a member's drawer. */
export function ManageMemberButton({ member, onOpen }: { member: { id: number; fullName: string }; onOpen: (id: number) => void }) {
  const { t } = useTranslation('users');
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={() => onOpen(member.id)}
      aria-label={t('actions.manageNamed', { name: member.fullName })}
      data-testid="manage-user"
    >
      {t('actions.manage')}
    </Button>
  );
}
