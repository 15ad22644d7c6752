import { DATA_PROMISE, PROMISE_ROLES } from '@club-pulse/contracts/data-promise';
import { Accordion, List, Paper, SimpleGrid, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Who sees what of a player's answers and results: the one text of that promise (`privacy:promise` in the
 * catalogues), written out from the contracts' list (`DATA_PROMISE`) that a server test checks against what each
 * role's routes answer. Every screen that speaks of it shows this component, never a text of its own: the usage
 * terms and the privacy policy (beside the published document), the registration page, the end screen, the
 * player's report and the group report.
 */
export function DataPromise({ headingOrder = 2, folded = false }: { headingOrder?: 2 | 3; folded?: boolean }) {
  const { t } = useTranslation('privacy');
  const id = useId();
  // At the end of a report the promise was a third of the page on a phone (three roles, a list each): there it is
  // one heading that opens it, a button inside the heading as the pages' other folded sections are.
  if (folded)
    return (
      <Accordion variant="separated" order={headingOrder} data-testid="data-promise">
        <Accordion.Item value="promise">
          <Accordion.Control data-testid="data-promise-toggle">
            <Text fw={700}>{t('promise.title')}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <PromiseRoles headingOrder={headingOrder} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    );
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id} data-testid="data-promise">
      <Stack gap="md">
        <Title order={headingOrder} size="h4" id={id}>
          {t('promise.title')}
        </Title>
        <PromiseRoles headingOrder={headingOrder} />
      </Stack>
    </Paper>
  );
}

/** Each role's list, and the sentence that says the list is checked against what the routes answer. */
function PromiseRoles({ headingOrder }: { headingOrder: 2 | 3 }) {
  const { t } = useTranslation('privacy');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PROMISE_ROLES.map((role) => {
          const { sees, audited, never } = DATA_PROMISE[role];
          return (
            <Stack key={role} gap={6} data-testid={`data-promise-${role}`}>
              <Title order={(headingOrder + 1) as TitleOrder} size="h5">
                {t(`promise.roles.${role}`)}
              </Title>
              <List size="sm" spacing={4}>
                {sees.map((kind) => (
                  <List.Item key={kind}>
                    {t(`promise.kinds.${kind}`)}
                    {audited.includes(kind) && ` ${t(`promise.audited.${kind}`)}`}
                  </List.Item>
                ))}
              </List>
              {never.map((kind) => (
                <Text key={kind} size="sm" fw={600}>
                  {t(`promise.never.${kind}`)}
                </Text>
              ))}
            </Stack>
          );
        })}
      </SimpleGrid>
      <Text size="sm">{t('promise.checked')}</Text>
    </Stack>
  );
}
