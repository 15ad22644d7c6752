import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { SquadRole } from '@club-pulse/contracts/enums';
import { ReminderKind } from '@club-pulse/contracts/reminders';
import { type Catalogue, SERVER_CATALOGUES } from '@club-pulse/texts/server-catalogues';
import { describe, expect, it } from 'vitest';
import { textsIn } from './texts.ts';

const src = join(import.meta.dirname, '..');

/** The text at `key` ("reminder.subject.opening") of a catalogue, if it is one. */
function textAt(catalogue: Catalogue | undefined, key: string): string | undefined {
  const value = key.split('.').reduce<Catalogue | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), catalogue);
  return typeof value === 'string' ? value : undefined;
}

/** The key, or every plural form the language's rules pick for it (`_one`, `_other`, `_many`…). */
function hasKey(lang: Language, ns: string, key: string): boolean {
  const catalogue = SERVER_CATALOGUES[lang][ns as keyof (typeof SERVER_CATALOGUES)[Language]];
  if (textAt(catalogue, key) !== undefined) return true;
  const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  return forms.every((form) => textAt(catalogue, `${key}_${form}`) !== undefined);
}

/** The keys the server's code names whole: `t('mail:reminder.action')`, `t(\`mail:reminder.subject.${kind}\`)` with its `${…}`. */
function keysInCode(): string[] {
  const files = readdirSync(src, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  return files.flatMap((file) =>
    [...readFileSync(join(src, file), 'utf8').matchAll(/\bt\(\s*['`]((?:mail|exports|coach|player):[\w.${}]+)['`]/g)].map((m) => m[1] ?? ''),
  );
}

/** A key with `${…}` becomes each key its values make: the reminder kinds, the squad roles. */
const EXPANSIONS: Record<string, readonly string[]> = { kind: ReminderKind.options, 'place.squadRole': SquadRole.options };
function expand(key: string): string[] {
  const m = /\$\{([\w.]+)\}/.exec(key);
  if (!m) return [key];
  const values = EXPANSIONS[m[1] ?? ''];
  if (!values) throw new Error(`no values known for ${m[0]} in ${key}`);
  return values.flatMap((v) => expand(key.replace(m[0], v)));
}

describe("the server's texts", () => {
  it('find the keys the code names, and expand the ones built from a value', () => {
    const keys = keysInCode();
    expect(keys.length).toBeGreaterThan(40);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the key as the code writes it
    expect(keys).toContain('mail:reminder.subject.${kind}');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the key as the code writes it
    expect(expand('mail:reminder.subject.${kind}')).toEqual(ReminderKind.options.map((k) => `mail:reminder.subject.${k}`));
  });

  it.each(LANGUAGES)('%s has every key the server names, without falling back to another language', (lang) => {
    const missing = keysInCode()
      .flatMap(expand)
      .filter((key) => {
        const [ns = '', path = ''] = key.split(':');
        return !hasKey(lang, ns, path);
      });
    expect(missing).toEqual([]);
  });

  it('speak each language in its own words, and the counts with its plural rules', () => {
    const subjects = LANGUAGES.map((lang) => textsIn(lang)('mail:passwordReset.subject'));
    expect(new Set(subjects).size).toBe(LANGUAGES.length);
    const results = (lang: Language, count: number) => textsIn(lang)('mail:criticalAlert.newResults', { count });
    expect([results('en', 1), results('en', 2)]).toEqual(['1 new result', '2 new results']);
    // Spanish, Catalan and Italian say a million with a form of their own (`_many`), which reads as the plural.
    expect(results('es', 1_000_000)).toBe('1000000 resultados nuevos');
    const t = textsIn('de');
    const body = t('mail:caseEscalation.body', {
      club: 'SV Isar',
      unowned: t('mail:caseEscalation.unowned', { count: 1 }),
      unchanged: t('mail:caseEscalation.unchanged', { count: 2 }),
    });
    expect(body).toMatch(
      /^bei SV Isar hat 1 kritischer Fall noch niemanden, der sich kümmert, und 2 übernommene kritische Fälle haben sich seit \d+ Stunden/,
    );
  });

  it("never reads a value as a text's placeholder or as a key to nest", () => {
    const club = 'FC {{name}} $t(mail:greeting)';
    expect(textsIn('en')('mail:coachInvitation.subject', { club })).toBe(`You are now a coach of ${club} on Club Pulse`);
    expect(textsIn('en')('mail:greeting', { name: '{{club}}' })).toBe('Hello {{club}},');
  });

  it("writes a missing key in the default language's words, and one missing everywhere as its path", () => {
    expect(textsIn('de')('exports:poster.stepsTitle')).toBe('In drei Schritten dabei');
    expect(textsIn('ca')('mail:no.such.key')).toBe('no.such.key');
  });
});
