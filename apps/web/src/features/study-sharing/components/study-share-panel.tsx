import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { studyIsRunning } from '@club-pulse/contracts/study-rules';
import { studyMemberLink, studyRegisterLink } from '@club-pulse/contracts/study-sharing';
import { Alert, Button, Center, Divider, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicOrigin } from '../../../lib/config.ts';
import { todayIso } from '../../../lib/dates.ts';
import { notify } from '../../../lib/notify.ts';
import { DuplicateStudyModal } from './duplicate-study-modal.tsx';
import { InviteByEmail } from './invite-by-email.tsx';
import { PosterDownload } from './poster-download.tsx';

interface Props {
  study: ManagerStudy;
  /** Called with the copy after a successful duplicate. */
  onDuplicated?: (copy: ManagerStudy) => void;
  /** The links' base (tests pass one); by default the server's PUBLIC_URL, as on the poster, else this page's. */
  origin?: string;
}

/** Whether the system share sheet can be offered (phones, some desktop browsers). */
const canUseShareSheet = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Everything a coach needs to bring players into a study (docs/design.md#sharing): the registration link with
 * a copy button and, where the device has one, the system share sheet; its QR code (also as PNG); the A4
 * poster; invitations by mail; and a copy of the study with new dates. A study nobody can join any more
 * (closed, finished, cancelled) says why, and only offers the copy.
 */
export function StudySharePanel({ study, onDuplicated, origin = publicOrigin() }: Props) {
  const { t } = useTranslation('sharing');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [duplicating, setDuplicating] = useState(false);
  const shareable = studyIsRunning(study, todayIso());
  const link = studyRegisterLink(origin, study.token);
  const sheet = canUseShareSheet();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success('sharing:panel.copied');
    } catch {
      notify.error('sharing:panel.copyError');
    }
  };

  const shareSheet = async () => {
    try {
      await navigator.share({
        title: study.description,
        text: t('panel.shareText', { club: study.club, team: study.studyGroup, study: study.description }),
        url: link,
      });
    } catch {
      // Dismissed by the coach (AbortError) or refused by the device: nothing to say, the link is on screen.
    }
  };

  const downloadQr = () => {
    if (!canvas.current) return;
    const a = document.createElement('a');
    a.href = canvas.current.toDataURL('image/png');
    a.download = `study-${study.id}-qr.png`;
    document.body.appendChild(a);
    a.click();
    a.remove();
  };

  const duplicate = (
    <>
      <Group>
        <Button variant="default" onClick={() => setDuplicating(true)} data-testid="share-duplicate">
          {t('duplicate.open')}
        </Button>
      </Group>
      <DuplicateStudyModal
        study={duplicating ? study : null}
        onClose={() => setDuplicating(false)}
        onDuplicated={(copy) => {
          setDuplicating(false);
          onDuplicated?.(copy);
        }}
      />
    </>
  );

  if (!shareable) {
    const reason = study.state === 'closed' ? 'closed' : study.state === 'cancelled' ? 'cancelled' : 'finished';
    return (
      <Stack gap="md" data-testid="share-panel" data-shareable="false">
        <Alert color="gray" data-testid="share-disabled" data-reason={reason}>
          {t(`disabled.${reason}`)}
        </Alert>
        <TextInput label={t('panel.link')} value={link} readOnly disabled data-testid="share-link" />
        {duplicate}
      </Stack>
    );
  }

  // Two columns on a wide screen: the link and its code beside the poster, the invitations and the copy.
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" data-testid="share-panel" data-shareable="true">
      <Stack gap="md">
        <Text size="sm">{t('panel.intro')}</Text>
        <TextInput label={t('panel.link')} value={link} readOnly onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
        <Group wrap="wrap" gap="sm">
          {/* Where the device has a share sheet (a phone), it comes first: that is how a link reaches a team's chat. */}
          {sheet && (
            <Button onClick={shareSheet} data-testid="share-sheet">
              {t('panel.shareSheet')}
            </Button>
          )}
          <Button variant={sheet ? 'light' : 'filled'} onClick={copy} data-testid="share-copy">
            {t('panel.copy')}
          </Button>
        </Group>
        <Center>
          <QRCodeCanvas
            ref={canvas}
            value={link}
            size={220}
            marginSize={4}
            bgColor="#ffffff"
            fgColor="#000000"
            level="M"
            title={t('panel.qrAlt', { study: study.description })}
            role="img"
            aria-label={t('panel.qrAlt', { study: study.description })}
            data-testid="share-qr"
          />
        </Center>
        <Group justify="center">
          <Button variant="subtle" onClick={downloadQr} data-testid="share-download">
            {t('panel.downloadQr')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('panel.memberNote')}{' '}
          <Text span size="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="share-member-link">
            {studyMemberLink(origin, study.token)}
          </Text>
        </Text>
      </Stack>
      <Stack gap="md">
        <PosterDownload studyId={study.id} />
        <Divider />
        <InviteByEmail studyId={study.id} />
        <Divider />
        {duplicate}
      </Stack>
    </SimpleGrid>
  );
}
