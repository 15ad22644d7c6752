/**
 * Reads an answer of the API as the promise of who sees what reads it (packages/contracts/src/data-promise.ts):
 * every leaf of the JSON is named by its field, and each field is either none of a player's data (a study's name,
 * an id, a date) or one kind of it. A field this vocabulary does not know is reported as `unnamed`: nobody's
 * promise names it, so a new field fails the promise test until somebody says here what it carries (and, if it
 * is a new kind of a player's data, the promise and its texts say it too).
 *
 * A second reading does not trust the names: the key-term scores of one player (the telltale), as numbers
 * anywhere in an answer outside the team's figures, are that player's key-term scores whatever the field is
 * called.
 */
import type { PlayerDataKind } from '@club-pulse/contracts/data-promise';

/** What a field carries: one kind of a player's data, or nothing of it. */
export type FieldKind = PlayerDataKind | 'none';
export type Found = PlayerDataKind | 'unnamed';

/**
 * The fields of the routes the promise test reads, by `parent.field` (the nearest named object or array above
 * the field) or by `field` alone when it means the same everywhere. The kinds are those of another player's data;
 * for the player's own answers `ownKinds` below turns them into the player's own.
 */
export const FIELD_KINDS: Record<string, FieldKind> = {
  // Answers, wherever they are.
  selectedAnswer: 'answers',
  'answers.*': 'answers',
  // One person's report: its key terms.
  'keyTerms.score': 'keyTermScores',
  'keyTerms.themeLevel': 'keyTermScores',
  'keyTerms.answered': 'keyTermScores',
  'keyTerms.notApplicable': 'keyTermScores',
  lowConfidence: 'keyTermScores',
  // One person's overall result and level.
  coefficient: 'overallResult',
  needLevel: 'needLevel',
  needsSupport: 'needLevel',
  // Whether one person has answered, or how many of the team have.
  state: 'participation',
  startedAt: 'participation',
  finishedAt: 'participation',
  hasReport: 'participation',
  canAnswer: 'participation',
  answered: 'participation',
  answeredCount: 'participation',
  isAnswered: 'participation',
  playerAnswers: 'participation',
  playersInvited: 'participation',
  invited: 'participation',
  unfinished: 'participation',
  coachAnswers: 'participation',
  coachesInvited: 'participation',
  // The follow-up of one person's high or critical result.
  note: 'followUp',
  // A case's notes, each with its author and time: each save adds one.
  'notes.*': 'followUp',
  nextStep: 'followUp',
  nextStepOn: 'followUp',
  owner: 'followUp',
  'owner.*': 'followUp',
  referral: 'followUp',
  'referral.*': 'followUp',
  referred: 'followUp',
  'history.*': 'followUp',
  lastActionAt: 'followUp',
  resultAt: 'followUp',
  status: 'followUp',
  // The team's figures, each behind its gate.
  'keyTermSummary.*': 'teamFigures',
  'breakdown.*': 'teamFigures',
  'needLevelCounts.*': 'teamFigures',
  'needLevelTotals.*': 'teamFigures',
  'keyTerms.avg': 'teamFigures',
  'studies.keyTerms': 'teamFigures',
  // A club's follow-up, in numbers (the admin's).
  open: 'teamFigures',
  medianHoursToFirstAction: 'teamFigures',
  pastEscalation: 'teamFigures',
  // Nothing of a player's answers or results: who, which study, when, the words of the quiz, whom to call.
  id: 'none',
  name: 'none',
  fullName: 'none',
  code: 'none',
  study: 'none',
  'study.state': 'none',
  studyId: 'none',
  description: 'none',
  startDate: 'none',
  dueDate: 'none',
  // The day the study's answers are (or were) deleted under the retention policy: the study's, nobody's result.
  'answerRetention.deleteOn': 'none',
  'answerRetention.deletedAt': 'none',
  club: 'none',
  clubId: 'none',
  // The club's time zone, in which a report writes its dates.
  timeZone: 'none',
  // The admin home's attention: customer accounts by renewal date, and the studies nobody has finished (a count of
  // studies and their names, never who answered what).
  accountsPastRenewal: 'none',
  accountsRenewingSoon: 'none',
  'quietStudies.clubName': 'none',
  'quietStudies.studyGroupName': 'none',
  quietStudiesTotal: 'participation',
  country: 'none',
  team: 'none',
  studyGroup: 'none',
  studyGroupId: 'none',
  'studyGroups.state': 'none',
  'studies.state': 'none',
  category: 'none',
  categoryId: 'none',
  quiz: 'none',
  quizId: 'none',
  hasKeyTermSummary: 'none',
  token: 'none',
  active: 'none',
  acceptsNewStudies: 'none',
  acceptsAnswers: 'none',
  canSendNow: 'none',
  lastSentOn: 'none',
  nextPossibleOn: 'none',
  role: 'none',
  squadRole: 'none',
  ageGroup: 'none',
  // Whether a case's player was under 18 on the result's day (from the birth date, as the age group): who, not a result.
  minor: 'none',
  evaluationId: 'none',
  entryId: 'none',
  position: 'none',
  total: 'none',
  text: 'none',
  help: 'none',
  keyTerm: 'none',
  isLastQuestion: 'none',
  'answerLabels.*': 'none',
  'keyTerms.code': 'none',
  'keyTerms.name': 'none',
  'keyTerms.keyTerm': 'none',
  'keyTerms.description': 'none',
  report: 'none',
  exportedAt: 'none',
  'profile.*': 'none',
  'squadMemberships.*': 'none',
  'contacts.*': 'none',
  'helplines.*': 'none',
  'possibleOwners.*': 'none',
  'referralTargets.*': 'none',
  player: 'none',
  email: 'none',
  enabled: 'none',
  memberId: 'none',
  squadMemberId: 'none',
  coach: 'none',
  coachMemberId: 'none',
  page: 'none',
  pageSize: 'none',
  // The audit log: who did what to what, when (the note of a case never goes there).
  action: 'none',
  actorId: 'none',
  actorName: 'none',
  actorEmail: 'none',
  at: 'none',
  target: 'none',
  // What the row is about: its kind, and the name of a club, study… or of a member as they are now (as actorName).
  subjectType: 'none',
  subjectName: 'none',
  // The name of the other record a row names: a copy's source, a membership's club.
  relatedName: 'none',
  // Counts of the installation (the admin's home) and of a team.
  accounts: 'none',
  clubs: 'none',
  activeClubs: 'none',
  members: 'none',
  disabledMembers: 'none',
  quizzes: 'none',
  enabledQuizzes: 'none',
  studies: 'none',
  runningStudies: 'none',
  studyGroups: 'none',
};

/** A leaf of a JSON answer: the keys above it (array indices left out) and its value. */
export interface Leaf {
  path: string[];
  value: unknown;
}

export function leavesOf(value: unknown, path: string[] = [], out: Leaf[] = []): Leaf[] {
  // An empty list or object carries nothing.
  if (Array.isArray(value)) for (const item of value) leavesOf(item, path, out);
  else if (value && typeof value === 'object') for (const [key, v] of Object.entries(value)) leavesOf(v, [...path, key], out);
  else out.push({ path, value });
  return out;
}

/**
 * The kind of a leaf by its field: the longest `a.b.field` of its path the vocabulary names, then `parent.*` of its
 * nearest named ancestor, then the field alone; undefined when the vocabulary does not know it.
 */
export function kindOfField(path: readonly string[], vocabulary: Record<string, FieldKind>): FieldKind | undefined {
  const field = path.at(-1);
  if (field === undefined) return 'none';
  for (let from = 0; from < path.length - 1; from++) {
    const named = vocabulary[path.slice(from).join('.')];
    if (named) return named;
  }
  for (let i = path.length - 2; i >= 0; i--) {
    const named = vocabulary[`${path[i]}.*`];
    if (named) return named;
  }
  return vocabulary[field];
}

/** Numbers of a telltale player's key-term scores, rounded as the API rounds (one decimal) or not at all. */
export function telltaleMatcher(scores: readonly number[]) {
  const close = (n: number) => scores.some((s) => Math.abs(n - s) < 0.05);
  const inText = new RegExp(
    // Never the seconds and milliseconds of a timestamp ("…T22:23:16.712Z"): a number there follows a digit and a colon.
    `(?<!\\d:)(?<![\\d.])(?:${scores.map((s) => `${Math.floor(s)}\\.${String(Math.round((s % 1) * 10)).slice(0, 1)}`).join('|')})(?!\\d)`,
  );
  return { close, inText: (text: string) => inText.test(text) };
}

export interface Finding {
  kind: Found;
  /** Where: `route › field.path`. */
  where: string;
}

/**
 * The kinds of a player's data one JSON answer carries, with each field where one was found. `telltale`
 * flags another player's key-term scores under any name; `ownKinds` turns a kind into what it is for the caller
 * (for a player: the player's own answers and report).
 */
export function classify(
  route: string,
  body: unknown,
  o: {
    vocabulary?: Record<string, FieldKind>;
    telltale?: ReturnType<typeof telltaleMatcher>;
    ownKinds?: Partial<Record<PlayerDataKind, PlayerDataKind>>;
  } = {},
): Finding[] {
  const vocabulary = o.vocabulary ?? FIELD_KINDS;
  const found = new Map<string, Finding>();
  const note = (kind: Found, leaf: Leaf) => {
    const where = `${route} › ${leaf.path.join('.') || '(root)'}`;
    if (!found.has(`${kind} ${where}`)) found.set(`${kind} ${where}`, { kind, where });
  };
  for (const leaf of leavesOf(body)) {
    const named = kindOfField(leaf.path, vocabulary);
    if (named === undefined) note('unnamed', leaf);
    else if (named !== 'none') note(o.ownKinds?.[named] ?? named, leaf);
    // The team's figures hold the telltale's scores legitimately: a minimum or a maximum is somebody's score.
    if (named === 'teamFigures' || !o.telltale) continue;
    const { value } = leaf;
    if ((typeof value === 'number' && o.telltale.close(value)) || (typeof value === 'string' && o.telltale.inText(value)))
      note('keyTermScores', leaf);
  }
  return [...found.values()];
}
