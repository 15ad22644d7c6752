import { ActionIcon, List, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** The question's help: a tooltip on hover or focus, and a dialog with the full explanation on click. */
export function QuestionHelp({ help }: { help: string | null }) {
  const { t } = useTranslation('player');
  const [opened, { open, close }] = useDisclosure(false);
  const text = help ?? t('continue.helpFallback');
  return (
    <>
      <Tooltip label={text} multiline w={260} withArrow events={{ hover: true, focus: true, touch: false }}>
        <ActionIcon
          variant="light"
          radius="xl"
          size="lg"
          onClick={open}
          aria-label={t('continue.helpOpen')}
          aria-haspopup="dialog"
          data-testid="question-help"
        >
          <Text fw={700} aria-hidden>
            ?
          </Text>
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title={t('continue.helpTitle')} data-testid="question-help-dialog">
        <Stack gap="sm">
          <Text>{text}</Text>
          <Text fw={600}>{t('continue.scaleTitle')}</Text>
          <List size="sm" spacing={4}>
            {[1, 2, 3, 4, 5].map((level) => (
              <List.Item key={level}>{t(`answers.${level}`)}</List.Item>
            ))}
            <List.Item>{t('continue.notRelevantExplained')}</List.Item>
          </List>
          <Text size="sm" c="gray.7">
            {t('continue.privacyNote')}
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
