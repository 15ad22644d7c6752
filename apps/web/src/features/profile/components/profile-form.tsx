import { isLanguage, LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { type ProfileResponse, UpdateProfileRequest } from '@club-pulse/contracts/profile';
import { Button, Card, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors, focusFirstError, useContractForm } from '../../../lib/form.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { nativeName } from '../../../lib/language-names.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import classes from './profile.module.css';

const INPUT = { input: classes.control };
const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l, label: nativeName(l) }));

/** Name, surname and language of the signed-in member; the language is the interface's and that of every mail. */
export function ProfileForm({ profile }: { profile: ProfileResponse }) {
  const { t, i18n } = useTranslation('profile');
  const form = useContractForm({
    initialValues: { name: profile.name, surname: profile.surname, language: profile.language as Language },
    schema: UpdateProfileRequest,
  });
  const update = useUpdateProfile();

  // A language picked in the header's menu afterwards is saved on the server too: the form follows it. On entry
  // the form shows the stored language (that of the mails), even when this device shows another.
  const current = i18n.language;
  const shown = useRef(current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the interface language only, not the form object
  useEffect(() => {
    if (current === shown.current) return;
    shown.current = current;
    if (isLanguage(current)) form.setFieldValue('language', current);
  }, [current]);

  const submit = form.onSubmit(
    async (values) => {
      try {
        const saved = await update.mutateAsync(values);
        form.setValues({ name: saved.profile.name, surname: saved.profile.surname, language: saved.profile.language });
        form.resetDirty();
        if (saved.profile.language !== i18n.language) await changeLanguage(saved.profile.language);
        notify.success('profile:toasts.profileSaved');
      } catch (err) {
        const errors = apiFieldErrors(err);
        if (Object.keys(errors).length > 0) form.setErrors(errors);
        else notify.apiError('profile:toasts.profileError', err);
      }
    },
    (errors, _values, event) => focusFirstError(event?.currentTarget, errors),
  );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="profile-title" data-testid="profile-section">
      <form onSubmit={submit} noValidate data-testid="profile-form">
        <Stack gap="sm">
          <Title order={2} size="h3" id="profile-title">
            {t('profile.title')}
          </Title>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('profile.email', { email: profile.email })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('profile.name')}
              autoComplete="given-name"
              required
              classNames={INPUT}
              data-testid="profile-name"
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('profile.surname')}
              autoComplete="family-name"
              required
              classNames={INPUT}
              data-testid="profile-surname"
              {...form.getInputProps('surname')}
            />
          </SimpleGrid>
          <NativeSelect
            label={t('profile.language')}
            description={t('profile.languageHint')}
            data={LANGUAGE_OPTIONS}
            maw={360}
            classNames={INPUT}
            data-testid="profile-language"
            {...form.getInputProps('language')}
          />
          <div>
            <Button type="submit" loading={update.isPending} className={classes.control} data-testid="profile-save">
              {t('profile.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
