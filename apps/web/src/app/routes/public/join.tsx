import { Anchor, Button, Group, List, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { studyTokenFrom } from '../../../features/studies/lib/study-link.ts';
import { redirectSignedIn } from '../../../lib/guards.ts';

export const loader = redirectSignedIn;

/**
 * Where "Register" leads without a study link: players register only through their coach's study link
 * (/register?studyToken=…), so this page says how to get one and takes a pasted link or code there.
 */
export function Component() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const [pasted, setPasted] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const token = studyTokenFrom(pasted);
    if (!token) return setInvalid(true);
    navigate(`/register?studyToken=${encodeURIComponent(token)}`);
  };

  return (
    <>
      <PageTitle text={t('join.title')} />
      <Stack>
        <Text>{t('join.intro')}</Text>
        <List type="ordered" spacing="xs">
          <List.Item>{t('join.askCoach')}</List.Item>
          <List.Item>{t('join.openLink')}</List.Item>
        </List>
        <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate data-testid="join-form">
          <Stack>
            <TextInput
              label={t('join.pasteLabel')}
              description={t('join.pasteHint')}
              value={pasted}
              onChange={(e) => {
                setPasted(e.currentTarget.value);
                setInvalid(false);
              }}
              error={invalid ? t('join.invalid') : undefined}
              autoComplete="off"
              spellCheck={false}
              id="join-link"
            />
            <Button type="submit" disabled={!pasted.trim()}>
              {t('join.continue')}
            </Button>
          </Stack>
        </Paper>
        <Group gap="xs">
          <Text size="sm">{t('join.haveAccount')}</Text>
          <Anchor component={Link} to="/login" size="sm">
            {t('join.signIn')}
          </Anchor>
        </Group>
      </Stack>
    </>
  );
}
