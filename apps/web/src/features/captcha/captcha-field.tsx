import { Alert, Box, Loader, Text } from '@mantine/core';
import { type CSSProperties, createElement, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getConfig } from '../../lib/config.ts';
import { whenIdle } from '../../lib/when-idle.ts';

/** Whether the server asks for a captcha on sign-in, registration and forgot-password. */
export function useCaptchaEnabled(): boolean {
  return getConfig().captcha.enabled;
}

/**
 * The captcha of a form: the payload to send, whether the form must still wait for it, and `reset` for a failed
 * submit (a solved challenge is accepted once: the field remounts with a new one). Render
 * `<CaptchaField key={captcha.key} onChange={captcha.onChange} />`.
 */
export function useCaptcha() {
  const enabled = useCaptchaEnabled();
  const [payload, setPayload] = useState<string | undefined>();
  const [key, setKey] = useState(0);
  const reset = useCallback(() => {
    setPayload(undefined);
    setKey((k) => k + 1);
  }, []);
  return { payload, pending: enabled && !payload, reset, key, onChange: setPayload };
}

/** The proof of work needs a secure context with Web Crypto, Web Workers and custom elements. */
export function captchaSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext === true &&
    !!window.crypto?.subtle &&
    typeof Worker !== 'undefined' &&
    typeof Blob !== 'undefined' &&
    !!window.customElements
  );
}

type AltchaGlobal = { i18n: { set: (lang: string, strings: Record<string, string>) => void } };

/** Gives the widget our translated strings for the current language. */
function registerStrings(lang: string, t: (key: string) => string) {
  const altcha = (globalThis as unknown as { $altcha?: AltchaGlobal }).$altcha;
  altcha?.i18n.set(lang, {
    ariaLinkLabel: 'ALTCHA',
    cancel: t('captcha.cancel'),
    enterCode: t('captcha.label'),
    enterCodeAria: t('captcha.label'),
    enterCodeFromImage: t('captcha.label'),
    error: t('captcha.error'),
    expired: t('captcha.expired'),
    footer: '',
    getAudioChallenge: t('captcha.label'),
    label: t('captcha.label'),
    loading: t('captcha.verifying'),
    reload: t('captcha.reload'),
    verify: t('captcha.verify'),
    verificationRequired: t('captcha.required'),
    verified: t('captcha.verified'),
    verifying: t('captcha.verifying'),
    waitAlert: t('captcha.verifying'),
  });
}

/**
 * The self-hosted ALTCHA widget of the forms: it fetches a challenge from our server, solves it in Web
 * Workers as soon as it loads, and hands the payload to `onChange` (undefined while not solved or expired).
 * Renders nothing while the captcha is disabled by configuration; an unsupported browser gets a message.
 * Remount it (change its key) after a failed submit: a solved challenge is accepted once.
 */
export function CaptchaField({ onChange }: { onChange: (payload: string | undefined) => void }) {
  const { t, i18n } = useTranslation('public');
  const enabled = useCaptchaEnabled();
  const [supported] = useState(captchaSupported);
  const [ready, setReady] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const lang = i18n.language;

  useEffect(() => {
    if (!enabled || !supported) return;
    let cancelled = false;
    // The widget (about 35 KB gzipped) and its proof of work wait until the form has been painted and the
    // browser is idle: the page's first screen does not wait for them, and a phone's CPU is not shared.
    const cancelWait = whenIdle(() => {
      void import('altcha').then(() => {
        if (cancelled) return;
        registerStrings(i18n.language, i18n.getFixedT(null, 'public'));
        setReady(true);
      });
    });
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, [enabled, supported, i18n]);

  useEffect(() => {
    if (ready) registerStrings(lang, t);
  }, [ready, lang, t]);

  // The widget tells its state by DOM events: verified (with the payload), expired, error…
  const widgetRef = useCallback((el: HTMLElement | null) => {
    if (!el) return;
    const onState = (e: Event) => {
      const { state, payload } = (e as CustomEvent<{ state: string; payload: string | null }>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : undefined);
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, []);

  if (!enabled) return null;
  if (!supported) {
    return (
      <Alert color="orange" role="alert" data-testid="captcha-unsupported">
        {t('captcha.unsupported')}
      </Alert>
    );
  }
  if (!ready) {
    return (
      <Box data-testid="captcha" aria-live="polite">
        <Loader size="xs" mr="xs" />
        <Text span size="sm" c="dimmed">
          {t('captcha.verifying')}
        </Text>
      </Box>
    );
  }
  const challengeUrl = `${getConfig().apiUrl.replace(/\/$/, '')}/api/captcha/challenge`;
  return (
    <Box data-testid="captcha" style={{ '--altcha-max-width': '100%' } as CSSProperties}>
      {createElement('altcha-widget', {
        ref: widgetRef,
        challenge: challengeUrl,
        auto: 'onload',
        language: lang,
        name: 'captcha',
        configuration: JSON.stringify({ hideFooter: true, hideLogo: true, humanInteractionSignature: false }),
      })}
    </Box>
  );
}
