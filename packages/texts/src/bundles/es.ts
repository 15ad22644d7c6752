/** Every catalogue of the web in this language, as one chunk that the browser loads at once (browser.ts). */
export default import.meta.glob<Record<string, unknown>>(['../../locales/es/*.json', '!../../locales/es/mail.json'], {
  eager: true,
  import: 'default',
});
