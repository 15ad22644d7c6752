import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { Button, Center, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { memberLinkOf, registerLinkOf } from '../lib/study-rules.ts';

/** The study's link for newcomers, its QR code (download as PNG) and a copy button. */
export function ShareStudyModal({ study, onClose }: { study: ManagerStudy | null; onClose: () => void }) {
  const { t } = useTranslation('coach');
  const canvas = useRef<HTMLCanvasElement>(null);
  const link = study ? registerLinkOf(study.token) : '';
  const memberLink = study ? memberLinkOf(study.token) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success('coach:share.copied');
    } catch {
      notify.error('coach:share.copyError');
    }
  };

  const download = () => {
    if (!canvas.current || !study) return;
    const a = document.createElement('a');
    a.href = canvas.current.toDataURL('image/png');
    a.download = `study-${study.id}-qr.png`;
    document.body.appendChild(a);
    a.click();
    a.remove();
  };

  return (
    <Modal opened={!!study} onClose={onClose} title={t('share.title', { study: study?.description ?? '' })} size="md">
      {study && (
        <Stack gap="sm" data-testid="share-dialog">
          <Text size="sm">{t('share.intro')}</Text>
          <TextInput label={t('share.link')} value={link} readOnly onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
          <Center>
            <QRCodeCanvas
              ref={canvas}
              value={link}
              size={240}
              marginSize={4}
              bgColor="#ffffff"
              fgColor="#000000"
              level="M"
              title={t('share.qrAlt', { study: study.description })}
              role="img"
              aria-label={t('share.qrAlt', { study: study.description })}
              data-testid="share-qr"
            />
          </Center>
          <Group justify="center" wrap="wrap">
            <Button onClick={copy} data-testid="share-copy">
              {t('share.copy')}
            </Button>
            <Button variant="light" onClick={download} data-testid="share-download">
              {t('share.download')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('share.memberNote')}{' '}
            <Text span size="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="share-member-link">
              {memberLink}
            </Text>
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
