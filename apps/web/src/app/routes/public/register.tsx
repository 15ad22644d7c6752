import type { RegisterPlayerRequest } from '@club-pulse/contracts/account';
import { preferredLanguage } from '@club-pulse/contracts/constants';
import type { InvitationResponse } from '@club-pulse/contracts/invitation';
import { Alert, Anchor, Box, Button, Checkbox, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, Link, redirect, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { registerPlayer } from '../../../features/account/api/register-player.ts';
import { CaptchaField, useCaptcha } from '../../../features/captcha/captcha-field.tsx';
import { invitationQuery } from '../../../features/onboarding/api/invitation.ts';
import { InvitationCard, InvitationPrivacy } from '../../../features/onboarding/components/invitation-card.tsx';
import { InvitationGate } from '../../../features/onboarding/components/invitation-gate.tsx';
import { forgetStudyLink, rememberStudyLink } from '../../../features/onboarding/pending-study-link.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { earliestBirthDateOn } from '../../../lib/birth-date.ts';
import { todayIso } from '../../../lib/dates.ts';
import { apiFieldErrors, focusFirstError, useContractForm } from '../../../lib/form.ts';
import { redirectSignedIn } from '../../../lib/guards.ts';
import { ApiError } from '../../../lib/http.ts';
import { errorMessage, notify } from '../../../lib/notify.ts';
import { queryClient } from '../../../lib/query-client.ts';

/**
 * The landing of a study link: reachable only with a studyToken query value; a signed-in user goes home keeping
 * it (and sees the link's landing there). The link is checked while the page's module loads.
 */
export async function loader(args: LoaderFunctionArgs) {
  redirectSignedIn(args);
  const studyToken = new URL(args.request.url).searchParams.get('studyToken');
  if (!studyToken) throw redirect('/notfound');
  // Awaited (it never throws: a failed check is the gate's to show): the page opens on the invitation, not on a
  // spinner that the form then replaces, pushing the footer down (a layout shift, once the module loads faster).
  await queryClient.prefetchQuery(invitationQuery(studyToken));
  return null;
}

const EMPTY = { name: '', surname: '', email: '', password: '', repeatPassword: '', birthDate: '', termsAccepted: false, guardianConfirmed: false };

// The study link's landing is the first page a newcomer sees: zod comes with the schema, loaded after the first paint.
const schema = () => import('@club-pulse/contracts/account').then((m) => m.RegisterPlayerRequest);

type Values = typeof EMPTY;
/** Codes whose own message says more than the generic registration error. */
const EXPLAINED = new Set(['EmailAlreadyRegistered', 'TooManyRequests', 'Network']);
/** Codes that say the link itself cannot be joined: the link is checked again and its own page replaces the form. */
const LINK_REFUSED = new Set(['StudyTokenInvalid', 'StudyNotAccepting', 'ClubInactive']);

/**
 * Who invites first, then the form, then the privacy promise folded under it; a closed, finished or unknown link
 * gets its own page, no form.
 */
export function Component() {
  const [params] = useSearchParams();
  const studyToken = params.get('studyToken') ?? '';
  return <InvitationGate studyToken={studyToken}>{(invitation) => <Registration studyToken={studyToken} invitation={invitation} />}</InvitationGate>;
}

function Registration({ studyToken, invitation }: { studyToken: string; invitation: InvitationResponse }) {
  const { t, i18n } = useTranslation('public');
  const { t: ti } = useTranslation('invitation');
  const navigate = useNavigate();
  // From here on the link is the member's choice: it survives a sign-in, new usage terms or a reload until joined.
  useEffect(() => rememberStudyLink(studyToken), [studyToken]);
  const toRequest = useCallback((values: Values): RegisterPlayerRequest => ({ ...values, studyToken }), [studyToken]);
  // The birth date is checked as it is entered: a slip of the year (1900) shows at once, not after the whole form.
  const form = useContractForm({ initialValues: EMPTY, schema, toRequest, validateOnChange: ['birthDate'] });
  // Fetched as soon as the form shows, so the first check does not wait for it.
  useEffect(() => void schema(), []);
  const [failure, setFailure] = useState<{ code: string; message: string } | null>(null);
  const captcha = useCaptcha();
  const today = todayIso();
  const earliestBirthDate = earliestBirthDateOn(today);
  const loginLink = `/login?studyToken=${encodeURIComponent(studyToken)}`;

  const mutation = useMutation({
    mutationFn: registerPlayer,
    onSuccess: ({ token, evaluationId }) => {
      // Registration joined the study already: nothing left to carry. The new player lands on its questions
      // (as joining by link does, features/onboarding/join-study.ts), or on the list before the study opens.
      forgetStudyLink();
      authStore.setToken(token);
      notify.success('public:register.success');
      navigate(invitation.status === 'open' ? `/evaluations/${evaluationId}/continue` : '/evaluations/pending', { replace: true });
    },
    onError: (err) => {
      const code = err instanceof ApiError ? err.code : 'Generic';
      if (LINK_REFUSED.has(code)) {
        // The link closed while the form was filled in: one message, its own page.
        forgetStudyLink();
        void queryClient.invalidateQueries({ queryKey: invitationQuery(studyToken).queryKey });
        return;
      }
      // The captcha message when the first error is ErrorCaptcha, otherwise the registration error.
      setFailure({ code, message: code === 'ErrorCaptcha' ? t('common:errors.ErrorCaptcha') : t('register.error') });
      form.setErrors(apiFieldErrors(err));
      captcha.reset();
    },
  });

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      mutation.mutate({ ...toRequest(values), captcha: captcha.payload, language: preferredLanguage(i18n.language) });
    },
    (errors, _values, event) => {
      setFailure(null);
      focusFirstError(event?.target, errors);
    },
  );

  return (
    <>
      <PageTitle text={t('register.title')} />
      <Stack mb="md">
        {/* The promise open was three phone screens above the first field: here it follows the form, folded. */}
        <InvitationCard invitation={invitation} withPrivacy={false} />
        <Paper withBorder p="lg" component="section" aria-labelledby="invitation-have-account">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text id="invitation-have-account" fw={600}>
              {ti('choose.haveAccount')}
            </Text>
            <Button component={Link} to={loginLink} variant="light" data-testid="invitation-sign-in">
              {ti('choose.signIn')}
            </Button>
          </Group>
        </Paper>
      </Stack>
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate data-testid="register-form" aria-labelledby="register-new-title">
        <Stack>
          <Title order={2} size="h4" id="register-new-title">
            {ti('choose.newHere')}
          </Title>
          {failure && (
            <Alert color="red" role="alert" data-testid="register-error" title={failure.message}>
              {EXPLAINED.has(failure.code) && <Text size="sm">{errorMessage(mutation.error)}</Text>}
              {failure.code === 'EmailAlreadyRegistered' && (
                <Anchor component={Link} to={loginLink} size="sm" data-testid="register-sign-in">
                  {t('register.signInInstead')}
                </Anchor>
              )}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('register.name')} autoComplete="given-name" required {...form.getInputProps('name')} id="register-name" />
            <TextInput label={t('register.surname')} autoComplete="family-name" required {...form.getInputProps('surname')} id="register-surname" />
          </SimpleGrid>
          <TextInput label={t('register.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} id="register-email" />
          <PasswordInput
            label={t('register.password')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
            id="register-password"
          />
          <PasswordInput
            label={t('register.repeatPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('repeatPassword')}
            id="register-repeatPassword"
          />
          <TextInput
            label={t('register.birthDate')}
            type="date"
            min={earliestBirthDate}
            max={today}
            autoComplete="bday"
            required
            {...form.getInputProps('birthDate')}
            id="register-birthDate"
          />
          <Checkbox
            label={t('register.guardianConfirmed')}
            description={t('register.guardianHint')}
            {...form.getInputProps('guardianConfirmed', { type: 'checkbox' })}
            id="register-guardianConfirmed"
          />
          <Checkbox
            label={
              <>
                {t('register.termsAccepted')}{' '}
                <Anchor component={Link} to="/usageTerms" target="_blank" rel="noopener" inherit underline="always">
                  {t('register.termsLink')}
                </Anchor>
              </>
            }
            {...form.getInputProps('termsAccepted', { type: 'checkbox' })}
            id="register-termsAccepted"
          />
          <CaptchaField key={captcha.key} onChange={captcha.onChange} />
          <Button type="submit" loading={mutation.isPending} disabled={captcha.pending}>
            {t('register.submit')}
          </Button>
          {/* No second "Already have an account?" here: the card above the form says it, with its button. */}
        </Stack>
      </Paper>
      <Box mt="md">
        <InvitationPrivacy folded />
      </Box>
    </>
  );
}
