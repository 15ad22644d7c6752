/** Every catalogue of the web in this language, as one chunk that the browser loads at once (browser.ts). */
export default import.meta.glob<Record<string, unknown>>(['../../locales/en/*.json', '!../../locales/en/mail.json'], {
  eager: true,
  import: 'default',
});
