import type { CaseNote } from '@club-pulse/contracts/cases';
import { CASE_NOTE_MAX } from '@club-pulse/contracts/cases';
import { Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates.ts';

/**
 * A case's notes (seen by the club's coaches and the owner only): a field for a new note, and the notes already
 * added, newest first, each with its time and author. A note is never overwritten: each save adds one, and the
 * history says only that a note was added. `add` saves one and says whether it was saved (the field empties then).
 */
export function CaseNotes({ notes, pending, add }: { notes: CaseNote[]; pending: boolean; add: (text: string) => Promise<boolean> }) {
  const { t, i18n } = useTranslation('cases');
  const [note, setNote] = useState('');
  return (
    <section aria-labelledby="case-note-title">
      <Title order={3} size="h5" id="case-note-title" mb={4}>
        {t('note.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="xs">
        {t('note.help')}
      </Text>
      <Textarea
        label={t('note.label')}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={CASE_NOTE_MAX}
        autosize
        minRows={3}
        data-testid="case-note"
      />
      {/* Nothing to add while the field is empty (a blank note is refused by the server as well). */}
      <Button
        mt="xs"
        onClick={async () => {
          if (await add(note)) setNote('');
        }}
        loading={pending}
        disabled={note.trim() === ''}
        data-testid="case-save-note"
      >
        {t('note.save')}
      </Button>
      {notes.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm" data-testid="case-notes-none">
          {t('note.none')}
        </Text>
      ) : (
        <Stack gap="xs" mt="sm" component="ol" data-testid="case-notes" style={{ listStyle: 'none', padding: 0, marginBottom: 0 }}>
          {notes.map((n) => (
            <li key={n.id} data-testid="case-notes-entry">
              <Text size="xs" c="gray.7">
                {formatDateTime(n.at, i18n.language)} · {n.by ?? t('history.deletedAccount')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {n.text}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
