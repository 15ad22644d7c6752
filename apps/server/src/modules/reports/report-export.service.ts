import { listedName } from '@club-pulse/contracts/names';
import type { Language } from '@club-pulse/contracts/constants';
import { KEY_TERM_SUMMARY_MIN_PLAYERS_EXCLUSIVE, MIN_CELL_SIZE_FOR_AVERAGES, SUMMARY_RELEASE_STEP } from '@club-pulse/contracts/constants';
import { ageGroupValues, SCALE_LEVEL_COUNTS } from '@club-pulse/contracts/bands';
import { dateLocale } from '@club-pulse/contracts/date-locale';
import { NEED_LEVEL_COLOR, THEME_LEVEL_COLOR } from '@club-pulse/contracts/enums';
import type { ReportCsvTable } from '@club-pulse/contracts/report-exports';
import { needsSupport } from '@club-pulse/contracts/levels';
import type { GroupReport, IndividualReport } from '@club-pulse/contracts/reports';
import type { PlayerSupport } from '@club-pulse/contracts/support';
import { levelSpreadOf, teamAttentionOf } from '@club-pulse/contracts/team-summary';
import { csvFormatOf, csvTable } from '../../lib/csv.ts';
import { exportTexts, type Translate } from './export-texts.ts';
import { ReportPdf, SWATCH } from './pdf-document.ts';
import { writeHelp } from './pdf-help.ts';

/**
 * The report exports: a group report as a PDF of what the coach's screen shows or as a CSV of its
 * tables, and one's own report as a PDF. Each is made from the very object the screen is made from (the report
 * services' output, with every privacy gate already applied), so a file can never show what the screen hides:
 * no answer, no person's key-term score, no key-term summary before its release, no average of a small cell.
 */

export interface ExportFile {
  body: Buffer;
  contentType: string;
  filename: string;
}

/**
 * A calendar day (YYYY-MM-DD) or an instant, written in `lang`: a calendar day as the day stored, an instant as the
 * day (and time) it was in the club's time zone `timeZone`, the time followed by the zone's short name ("CET").
 */
export function formatDate(value: string | null, lang: Language, timeZone: string, withTime = false): string {
  if (!value) return '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return (
    new Intl.DateTimeFormat(dateLocale(lang), {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: day ? 'UTC' : timeZone,
    }).format(date) + (withTime ? ` ${zoneName(date, lang, timeZone)}` : '')
  );
}

/** The short name of `timeZone` at `date` in `lang` ("CET", "MESZ", "UTC"…). */
function zoneName(date: Date, lang: Language, timeZone: string): string {
  return (
    new Intl.DateTimeFormat(dateLocale(lang), { timeZone, timeZoneName: 'short' }).formatToParts(date).find((p) => p.type === 'timeZoneName')
      ?.value ?? timeZone
  );
}

/** The day (YYYY-MM-DD) `now` is in the club's time zone: the date in a file's name. */
function dayIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * A score with one decimal in the reader's decimal mark ("89,6" in Catalan, "24,0" in German), as the screens and the
 * CSV write it; the formatter is built once per language.
 */
const decimals = new Map<Language, Intl.NumberFormat>();
function oneDecimal(n: number | null, lang: Language): string {
  if (n === null) return '—';
  let format = decimals.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    decimals.set(lang, format);
  }
  return format.format(n);
}
const percent = (n: number | null) => (n === null ? '—' : `${Math.round(n * 100)} %`);

/** A file name of plain letters: the study's description, shortened, and the day. */
function fileName(kind: string, name: string, day: string, extension: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `club-pulse-${kind}${slug ? `-${slug}` : ''}-${day}.${extension}`;
}

/** The words of the group report's rows, as the screen writes them. */
function groupRows(report: GroupReport, t: Translate, lang: Language, timeZone: string) {
  const ageGroup = (group: string | null) =>
    group === 'coaches' ? t('coach', 'report.coaches') : t('coach', `ageGroups.${group ?? 'unknown'}`, ageGroupValues(group ?? 'unknown'));
  const level = (needLevel: string | null) => (needLevel ? t('coach', `needLevels.${needLevel}`) : '—');
  return {
    study: [
      [t('exports', 'study'), report.study.description],
      [t('exports', 'club'), report.study.club],
      [t('exports', 'team'), report.study.team],
      [t('exports', 'quiz'), report.study.quiz],
      [t('exports', 'dates'), `${formatDate(report.study.startDate, lang, timeZone)} – ${formatDate(report.study.dueDate, lang, timeZone)}`],
      [t('exports', 'state'), t('coach', `states.${report.study.state}`)],
    ] as [string, string][],
    respondents: [
      [t('coach', 'report.players'), String(report.players.answered), String(report.players.invited)],
      [t('coach', 'report.coaches'), String(report.coaches.answered), String(report.coaches.invited)],
    ],
    candidates: report.candidates.map((c) => ({
      cells: [listedName(c), level(c.needLevel), oneDecimal(c.coefficient, lang), ageGroup(c.ageGroup)],
      needLevel: c.needLevel,
    })),
    // Need levels by age group, as the screen's table: one column per age group that has finished players, and the total.
    levelColumns: [...new Set(report.needLevelCounts.map((r) => r.ageGroup))].map((group) => ({ group, label: ageGroup(group) })),
    totals: report.needLevelTotals.map((r) => ({
      cells: [
        level(r.needLevel),
        ...[...new Set(report.needLevelCounts.map((c) => c.ageGroup))].map((group) =>
          String(report.needLevelCounts.find((c) => c.ageGroup === group && c.needLevel === r.needLevel)?.count ?? 0),
        ),
        String(r.count),
      ],
      needLevel: r.needLevel,
    })),
    breakdown: report.breakdown.map((cell) => [
      ageGroup(cell.group),
      String(cell.answered),
      cell.avgCoefficient === null ? t('coach', 'report.hiddenAverage') : oneDecimal(cell.avgCoefficient, lang),
    ]),
    keyTerms: report.keyTermSummary?.map((k) => [
      k.name,
      k.avg === null ? t('coach', 'report.keyTermNotReleased', { step: SUMMARY_RELEASE_STEP }) : oneDecimal(k.avg, lang),
      oneDecimal(k.min, lang),
      oneDecimal(k.max, lang),
      percent(k.ratioAnswered),
      String(k.players),
      k.coaches === null ? '—' : String(k.coaches),
    ]),
  };
}

const keyTermHeaders = (t: Translate) => [
  t('coach', 'report.keyTerm'),
  t('coach', 'report.avg'),
  t('coach', 'report.min'),
  t('coach', 'report.max'),
  t('coach', 'report.ratioAnswered'),
  t('coach', 'report.players'),
  t('coach', 'report.coaches'),
];

/**
 * The group report as CSV, one rectangular table per file, so that a spreadsheet can sort and filter it: `players`
 * is a row per player with their result and level (what the screen's list shows), `keyTerms` a row per key term of
 * the summary (a header alone while the screen shows no summary). Separator and decimal mark are those of `lang`.
 */
export function groupReportCsv(report: GroupReport, lang: Language, now: Date, timeZone: string, table: ReportCsvTable = 'players'): ExportFile {
  const t = exportTexts(lang);
  const format = csvFormatOf(lang);
  const ageGroup = (group: string | null) =>
    group === 'coaches' ? t('coach', 'report.coaches') : t('coach', `ageGroups.${group ?? 'unknown'}`, ageGroupValues(group ?? 'unknown'));
  const tenths = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);
  const text =
    table === 'players'
      ? csvTable(
          [t('coach', 'report.fullName'), t('coach', 'report.coefficient'), t('coach', 'report.result'), t('coach', 'report.ageGroup')],
          report.candidates.map((c) => [
            listedName(c),
            tenths(c.coefficient),
            c.needLevel ? t('coach', `needLevels.${c.needLevel}`) : null,
            ageGroup(c.ageGroup),
          ]),
          format,
        )
      : csvTable(
          // The share who answered as a percentage, as the screen and the PDF say it ("100 %"), not a ratio ("1").
          keyTermHeaders(t).map((h) => (h === t('coach', 'report.ratioAnswered') ? t('coach', 'report.percentAnswered') : h)),
          (report.keyTermSummary ?? []).map((k) => [
            k.name,
            tenths(k.avg),
            tenths(k.min),
            tenths(k.max),
            k.ratioAnswered === null ? null : Math.round(k.ratioAnswered * 1000) / 10,
            k.players,
            k.coaches,
          ]),
          format,
        );
  return {
    body: Buffer.from(text, 'utf8'),
    contentType: 'text/csv; charset=utf-8',
    filename: fileName(table === 'players' ? 'group-report' : 'key-terms', report.study.description, dayIn(now, timeZone), 'csv'),
  };
}

/**
 * The summary of the group report's screen (GroupReportSummary) at the head of the PDF: the players who answered, how
 * many players are at each need level, how many need follow-up (and of them at critical need), and who they are.
 */
function writeSummary(pdf: ReportPdf, report: GroupReport, t: Translate) {
  const spread = levelSpreadOf(report.needLevelTotals);
  const { followUp, critical } = teamAttentionOf(report.needLevelTotals);
  const followUpText = t('coach', 'report.summary.attention', { count: followUp });
  pdf.heading(t('coach', 'report.summary.title'));
  pdf.fields([
    [t('coach', 'report.summary.answered'), t('coach', 'report.answeredOf', { answered: report.players.answered, invited: report.players.invited })],
    [
      t('coach', 'report.summary.levels'),
      spread
        ? spread.levels
            .map((l) => `${t('coach', `needLevels.${l.needLevel}`)}: ${t('coach', 'report.summary.levelCount', { count: l.count })}`)
            .join(', ')
        : t('coach', 'report.noAnswersYet'),
    ],
  ]);
  if (!spread) return;
  pdf.note(
    followUp === 0
      ? t('coach', 'report.summary.attentionNone')
      : critical === 0
        ? followUpText
        : t('coach', 'report.summary.attentionWithCritical', {
            followUp: followUpText,
            critical: t('coach', 'report.summary.attentionCritical', { count: critical }),
          }),
  );
  const needing = report.candidates.filter((c) => needsSupport(c.needLevel));
  if (needing.length > 0) {
    pdf.fields([
      [t('coach', 'report.summary.followUp'), needing.map((c) => `${listedName(c)} (${t('coach', `needLevels.${c.needLevel}`)})`).join(', ')],
    ]);
  }
}

/** The group report as an A4 PDF: what the coach's screen shows, dated, with the confidentiality line on each page. */
export async function groupReportPdf(report: GroupReport, lang: Language, now: Date, timeZone: string): Promise<ExportFile> {
  const t = exportTexts(lang);
  const rows = groupRows(report, t, lang, timeZone);
  const pdf = new ReportPdf(t('exports', 'confidential'), (page, pages) => t('exports', 'page', { page, pages }), {
    title: `${t('exports', 'groupTitle')}: ${report.study.description}`,
    language: lang,
  });
  pdf.title(
    `${t('exports', 'groupTitle')}: ${report.study.description}`,
    t('exports', 'generatedAt', { date: formatDate(now.toISOString(), lang, timeZone, true) }),
  );
  pdf.fields(rows.study.slice(1));

  // What the screen's summary says first: who answered, the team's level, and who needs follow-up.
  writeSummary(pdf, report, t);

  pdf.heading(t('coach', 'report.respondentsTitle'));
  pdf.fields(
    rows.respondents.map(([label, answered, invited]) => [
      label ?? '',
      t('coach', 'report.answeredOf', { answered: answered ?? '', invited: invited ?? '' }),
    ]),
  );

  pdf.heading(t('coach', 'report.candidatesTitle'));
  if (rows.candidates.length === 0) pdf.note(t('coach', 'report.noAnswersYet'));
  else
    pdf.table(
      [
        { header: t('coach', 'report.fullName'), width: 40 },
        { header: t('coach', 'report.result'), width: 22 },
        { header: t('coach', 'report.coefficient'), width: 18, align: 'right' },
        { header: t('coach', 'report.ageGroup'), width: 20 },
      ],
      rows.candidates.map(({ cells, needLevel }) =>
        cells.map((text, i) => (i === 1 && needLevel ? { text, swatch: SWATCH[NEED_LEVEL_COLOR[needLevel]] } : { text })),
      ),
    );

  pdf.heading(t('coach', 'report.needLevelsTitle'));
  pdf.table(
    [
      { header: t('coach', 'report.result'), width: 30 },
      ...rows.levelColumns.map((c) => ({ header: c.label, width: 14, align: 'right' as const })),
      { header: t('coach', 'report.total'), width: 14, align: 'right' },
    ],
    rows.totals.map(({ cells, needLevel }) => cells.map((text, i) => (i === 0 ? { text, swatch: SWATCH[NEED_LEVEL_COLOR[needLevel]] } : { text }))),
  );

  pdf.heading(t('coach', 'report.breakdownTitle'));
  pdf.table(
    [
      { header: t('coach', 'report.group'), width: 40 },
      { header: t('coach', 'report.answered'), width: 20, align: 'right' },
      { header: t('coach', 'report.avgCoefficient'), width: 40, align: 'right' },
    ],
    rows.breakdown.map((cells) => cells.map((text) => ({ text }))),
  );
  pdf.note(t('coach', 'report.smallCellNote', { min: MIN_CELL_SIZE_FOR_AVERAGES }));

  if (report.study.hasKeyTermSummary) {
    pdf.heading(t('coach', 'report.keyTermsTitle'));
    if (!rows.keyTerms) pdf.note(t('coach', 'report.notEnoughAnswers', { summaryPlayers: KEY_TERM_SUMMARY_MIN_PLAYERS_EXCLUSIVE }));
    else {
      pdf.note(t('coach', 'report.keyTermsHelp'));
      pdf.table(
        keyTermHeaders(t).map((header, i) => ({ header, width: i === 0 ? 28 : 12, align: i === 0 ? 'left' : 'right' })),
        rows.keyTerms.map((cells) => cells.map((text) => ({ text }))),
      );
      pdf.note(t('coach', 'report.releaseRule', { step: SUMMARY_RELEASE_STEP }));
    }
  }
  return {
    body: await pdf.finish(),
    contentType: 'application/pdf',
    filename: fileName('group-report', report.study.description, dayIn(now, timeZone), 'pdf'),
  };
}

/**
 * One's own report as an A4 PDF: the result, the recommendation and the topics, as the player's screen shows them, and
 * where to get help: first when the result is high or critical (as the screen puts its support panel first), else
 * after the recommendation (where the screen links to "Get support").
 */
export async function individualReportPdf(
  report: IndividualReport,
  support: PlayerSupport,
  lang: Language,
  now: Date,
  timeZone: string,
): Promise<ExportFile> {
  const t = exportTexts(lang);
  const pdf = new ReportPdf(t('exports', 'personalConfidential'), (page, pages) => t('exports', 'page', { page, pages }), {
    title: `${t('exports', 'personalTitle')}: ${report.study}`,
    language: lang,
  });
  pdf.title(
    `${t('exports', 'personalTitle')}: ${report.study}`,
    t('exports', 'generatedAt', { date: formatDate(now.toISOString(), lang, timeZone, true) }),
  );
  // No quiz name: it is the admins' and coaches' word, in one language, which players never see (the quiz editor says so).
  pdf.fields([
    [t('exports', 'club'), report.club],
    [t('exports', 'team'), report.team],
  ]);
  if (report.finishedAt) pdf.note(t('player', 'report.finishedAt', { date: formatDate(report.finishedAt, lang, timeZone) }));
  if (support.needsSupport) writeHelp(pdf, support, t);

  pdf.heading(t('player', 'report.coefficient'));
  pdf.table(
    [
      { header: t('player', 'report.columns.level'), width: 50 },
      { header: t('player', 'report.coefficient'), width: 50, align: 'right' },
    ],
    [
      [
        report.needLevel
          ? { text: t('player', `needLevels.${report.needLevel}`), swatch: SWATCH[NEED_LEVEL_COLOR[report.needLevel]] }
          : { text: t('player', 'report.noAnswers') },
        { text: oneDecimal(report.coefficient, lang) },
      ],
    ],
  );
  pdf.note(t('player', 'report.coefficientHint'));
  if (report.lowConfidence) pdf.note(`${t('player', 'report.lowConfidence.title')}: ${t('player', 'report.lowConfidence.text')}`);

  pdf.heading(t('player', 'report.recommendation.title'));
  pdf.note(t('player', `report.recommendation.${report.needLevel ?? 'none'}`));
  pdf.note(t('player', 'report.recommendation.support'));
  if (!support.needsSupport) writeHelp(pdf, support, t);

  pdf.heading(t('player', 'report.keyTerms'));
  pdf.table(
    [
      { header: t('player', 'report.columns.keyTerm'), width: 40 },
      { header: t('player', 'report.columns.score'), width: 15, align: 'right' },
      { header: t('player', 'report.columns.level'), width: 19 },
      { header: t('player', 'report.columns.answered'), width: 13, align: 'right' },
      { header: t('player', 'report.columns.notApplicable'), width: 13, align: 'right' },
    ],
    report.keyTerms.map((k) => [
      { text: k.name },
      { text: oneDecimal(k.score, lang) },
      k.themeLevel ? { text: t('player', `themeLevels.${k.themeLevel}`), swatch: SWATCH[THEME_LEVEL_COLOR[k.themeLevel]] } : { text: '—' },
      { text: String(k.answered) },
      { text: String(k.notApplicable) },
    ]),
  );
  pdf.note(t('player', 'report.scalesNote', SCALE_LEVEL_COUNTS));
  pdf.note(t('player', 'report.info.text'));
  return {
    body: await pdf.finish(),
    contentType: 'application/pdf',
    filename: fileName('my-report', report.study, dayIn(now, timeZone), 'pdf'),
  };
}
