import { longDay } from '@club-pulse/contracts/date-locale';
import { type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import { REMINDER_DAYS_BEFORE_DUE, type ReminderKind } from '@club-pulse/contracts/reminders';
import { composeMail, type Mail } from '../../lib/mailer.ts';
import { type PluralPick, pluralOf } from '../../lib/plural.ts';

/** Where a study is: its team and club, as the mails name it. */
interface StudyPlace {
  description: string;
  studyGroup: string;
  club: string;
  dueDate: string;
}

interface ReminderText {
  subject: Record<ReminderKind, (s: StudyPlace) => string>;
  greeting: (name: string) => string;
  body: Record<ReminderKind, (s: StudyPlace) => string>;
  action: string;
  after: string;
}

const REMINDER: Record<Language, ReminderText> = {
  en: {
    subject: {
      opening: (s) => `A new questionnaire from ${s.studyGroup} is waiting for you`,
      beforeDue: (s) => `${REMINDER_DAYS_BEFORE_DUE} days left to answer the questionnaire of ${s.studyGroup}`,
      dueDay: (s) => `Today is the last day to answer the questionnaire of ${s.studyGroup}`,
      manual: (s) => `Your coach at ${s.club} reminds you of the questionnaire`,
    },
    greeting: (name) => `Hello ${name},`,
    body: {
      opening: (s) => `the questionnaire “${s.description}” of ${s.studyGroup} (${s.club}) is open until ${s.dueDate}. It takes a few minutes.`,
      beforeDue: (s) => `you have not finished the questionnaire “${s.description}” of ${s.studyGroup} (${s.club}) yet. It closes on ${s.dueDate}.`,
      dueDay: (s) => `today (${s.dueDate}) is the last day to finish the questionnaire “${s.description}” of ${s.studyGroup} (${s.club}).`,
      manual: (s) => `your coach reminds you of the questionnaire “${s.description}” of ${s.studyGroup} (${s.club}). It is open until ${s.dueDate}.`,
    },
    action: 'Continue the questionnaire',
    after: 'After signing in you land on your next question. Your answers are only seen by you; your coach sees whether you finished.',
  },
  es: {
    subject: {
      opening: (s) => `Tienes un nuevo cuestionario de ${s.studyGroup}`,
      beforeDue: (s) => `Quedan ${REMINDER_DAYS_BEFORE_DUE} días para responder el cuestionario de ${s.studyGroup}`,
      dueDay: (s) => `Hoy es el último día para responder el cuestionario de ${s.studyGroup}`,
      manual: (s) => `Tu entrenador/a de ${s.club} te recuerda el cuestionario`,
    },
    greeting: (name) => `Hola, ${name}:`,
    body: {
      opening: (s) =>
        `el cuestionario «${s.description}» de ${s.studyGroup} (${s.club}) está abierto hasta el ${s.dueDate}. Te llevará unos minutos.`,
      beforeDue: (s) => `todavía no has terminado el cuestionario «${s.description}» de ${s.studyGroup} (${s.club}). Se cierra el ${s.dueDate}.`,
      dueDay: (s) => `hoy (${s.dueDate}) es el último día para terminar el cuestionario «${s.description}» de ${s.studyGroup} (${s.club}).`,
      manual: (s) =>
        `tu entrenador/a te recuerda el cuestionario «${s.description}» de ${s.studyGroup} (${s.club}). Está abierto hasta el ${s.dueDate}.`,
    },
    action: 'Continuar el cuestionario',
    after: 'Al iniciar sesión llegarás a tu siguiente pregunta. Solo tú ves tus respuestas; tu entrenador/a ve si has terminado.',
  },
  ca: {
    subject: {
      opening: (s) => `Tens un qüestionari nou de ${s.studyGroup}`,
      beforeDue: (s) => `Queden ${REMINDER_DAYS_BEFORE_DUE} dies per respondre el qüestionari de ${s.studyGroup}`,
      dueDay: (s) => `Avui és l'últim dia per respondre el qüestionari de ${s.studyGroup}`,
      manual: (s) => `El teu entrenador/a de ${s.club} et recorda el qüestionari`,
    },
    greeting: (name) => `Hola, ${name}:`,
    body: {
      opening: (s) => `el qüestionari «${s.description}» de ${s.studyGroup} (${s.club}) està obert fins al ${s.dueDate}. Et portarà uns minuts.`,
      beforeDue: (s) => `encara no has acabat el qüestionari «${s.description}» de ${s.studyGroup} (${s.club}). Es tanca el ${s.dueDate}.`,
      dueDay: (s) => `avui (${s.dueDate}) és l'últim dia per acabar el qüestionari «${s.description}» de ${s.studyGroup} (${s.club}).`,
      manual: (s) =>
        `el teu entrenador/a et recorda el qüestionari «${s.description}» de ${s.studyGroup} (${s.club}). Està obert fins al ${s.dueDate}.`,
    },
    action: 'Continuar el qüestionari',
    after: 'En iniciar la sessió arribaràs a la teva pregunta següent. Només tu veus les teves respostes; el teu entrenador/a veu si has acabat.',
  },
  de: {
    subject: {
      opening: (s) => `Ein neuer Fragebogen von ${s.studyGroup} wartet auf dich`,
      beforeDue: (s) => `Noch ${REMINDER_DAYS_BEFORE_DUE} Tage für den Fragebogen von ${s.studyGroup}`,
      dueDay: (s) => `Heute ist der letzte Tag für den Fragebogen von ${s.studyGroup}`,
      manual: (s) => `Dein Trainer/deine Trainerin bei ${s.club} erinnert dich an den Fragebogen`,
    },
    greeting: (name) => `Hallo ${name},`,
    body: {
      opening: (s) => `der Fragebogen „${s.description}“ von ${s.studyGroup} (${s.club}) ist bis ${s.dueDate} offen. Er dauert nur ein paar Minuten.`,
      beforeDue: (s) => `du hast den Fragebogen „${s.description}“ von ${s.studyGroup} (${s.club}) noch nicht beendet. Er schließt am ${s.dueDate}.`,
      dueDay: (s) => `heute (${s.dueDate}) ist der letzte Tag, um den Fragebogen „${s.description}“ von ${s.studyGroup} (${s.club}) zu beenden.`,
      manual: (s) =>
        `dein Trainer/deine Trainerin erinnert dich an den Fragebogen „${s.description}“ von ${s.studyGroup} (${s.club}). Er ist bis ${s.dueDate} offen.`,
    },
    action: 'Fragebogen fortsetzen',
    after:
      'Nach der Anmeldung landest du bei deiner nächsten Frage. Deine Antworten siehst nur du; dein Trainer/deine Trainerin sieht, ob du fertig bist.',
  },
  it: {
    subject: {
      opening: (s) => `Un nuovo questionario di ${s.studyGroup} ti aspetta`,
      beforeDue: (s) => `Mancano ${REMINDER_DAYS_BEFORE_DUE} giorni per rispondere al questionario di ${s.studyGroup}`,
      dueDay: (s) => `Oggi è l'ultimo giorno per rispondere al questionario di ${s.studyGroup}`,
      manual: (s) => `Il tuo allenatore/la tua allenatrice di ${s.club} ti ricorda il questionario`,
    },
    greeting: (name) => `Ciao ${name},`,
    body: {
      opening: (s) => `il questionario «${s.description}» di ${s.studyGroup} (${s.club}) è aperto fino al ${s.dueDate}. Ci vogliono pochi minuti.`,
      beforeDue: (s) => `non hai ancora finito il questionario «${s.description}» di ${s.studyGroup} (${s.club}). Si chiude il ${s.dueDate}.`,
      dueDay: (s) => `oggi (${s.dueDate}) è l'ultimo giorno per finire il questionario «${s.description}» di ${s.studyGroup} (${s.club}).`,
      manual: (s) =>
        `il tuo allenatore/la tua allenatrice ti ricorda il questionario «${s.description}» di ${s.studyGroup} (${s.club}). È aperto fino al ${s.dueDate}.`,
    },
    action: 'Continua il questionario',
    after: "Dopo l'accesso arrivi alla tua prossima domanda. Solo tu vedi le tue risposte; il tuo allenatore/la tua allenatrice vede se hai finito.",
  },
};

/** A reminder to a member who has not finished, in their language, linking to their next question (after sign-in). */
export function reminderMail(to: { email: string; name: string; language: string }, kind: ReminderKind, study: StudyPlace, link: string): Mail {
  const language = preferredLanguage(to.language);
  const t = REMINDER[language];
  // The due day as the member's language writes it, not the stored YYYY-MM-DD.
  const place = { ...study, dueDate: longDay(study.dueDate, language) };
  return composeMail({
    to: to.email,
    subject: t.subject[kind](place),
    greeting: t.greeting(to.name),
    before: [t.body[kind](place)],
    link,
    action: t.action,
    after: [t.after],
  });
}

interface AlertCounts {
  newCritical: number;
  critical: number;
  finished: number;
}

interface AlertText {
  subject: (s: StudyPlace) => string;
  greeting: (name: string) => string;
  body: (s: StudyPlace, c: AlertCounts, p: PluralPick) => string;
  counts: (c: AlertCounts, p: PluralPick) => string;
  action: string;
  after: string;
}

const ALERT: Record<Language, AlertText> = {
  en: {
    subject: (s) => `New critical results in a study of ${s.studyGroup}`,
    greeting: (name) => `Hello ${name},`,
    body: (s, c, p) =>
      `the study “${s.description}” of ${s.studyGroup} (${s.club}) has ${c.newCritical} ${p(c.newCritical, 'new result', 'new results')} at the critical level.`,
    counts: (c, p) =>
      `In all: ${c.critical} ${p(c.critical, 'critical result', 'critical results')} among ${c.finished} ${p(c.finished, 'player', 'players')} who finished.`,
    action: 'Open the study report',
    after: 'This mail names nobody. The report shows who needs support, the club’s contacts and helplines, and where to note the follow-up.',
  },
  es: {
    subject: (s) => `Nuevos resultados críticos en un estudio de ${s.studyGroup}`,
    greeting: (name) => `Hola, ${name}:`,
    body: (s, c, p) =>
      `el estudio «${s.description}» de ${s.studyGroup} (${s.club}) tiene ${c.newCritical} ${p(c.newCritical, 'resultado nuevo', 'resultados nuevos')} de nivel crítico.`,
    counts: (c, p) =>
      `En total: ${c.critical} ${p(c.critical, 'resultado crítico', 'resultados críticos')} entre ${c.finished} ${p(c.finished, 'jugador que ha terminado', 'jugadores que han terminado')}.`,
    action: 'Abrir el informe del estudio',
    after:
      'Este correo no nombra a nadie. El informe muestra quién necesita apoyo, los contactos y teléfonos de ayuda del club, y dónde anotar el seguimiento.',
  },
  ca: {
    subject: (s) => `Nous resultats crítics en un estudi de ${s.studyGroup}`,
    greeting: (name) => `Hola, ${name}:`,
    body: (s, c, p) =>
      `l'estudi «${s.description}» de ${s.studyGroup} (${s.club}) té ${c.newCritical} ${p(c.newCritical, 'resultat nou', 'resultats nous')} de nivell crític.`,
    counts: (c, p) =>
      `En total: ${c.critical} ${p(c.critical, 'resultat crític', 'resultats crítics')} entre ${c.finished} ${p(c.finished, 'jugador que ha acabat', 'jugadors que han acabat')}.`,
    action: "Obrir l'informe de l'estudi",
    after:
      "Aquest correu no anomena ningú. L'informe mostra qui necessita suport, els contactes i telèfons d'ajuda del club, i on anotar el seguiment.",
  },
  de: {
    subject: (s) => `Neue kritische Ergebnisse in einer Studie von ${s.studyGroup}`,
    greeting: (name) => `Hallo ${name},`,
    body: (s, c, p) =>
      `die Studie „${s.description}“ von ${s.studyGroup} (${s.club}) hat ${c.newCritical} ${p(c.newCritical, 'neues Ergebnis', 'neue Ergebnisse')} auf kritischer Stufe.`,
    counts: (c, p) =>
      `Insgesamt: ${c.critical} ${p(c.critical, 'kritisches Ergebnis', 'kritische Ergebnisse')} von ${c.finished} ${p(c.finished, 'Person im Team, die fertig ist', 'Personen im Team, die fertig sind')}.`,
    action: 'Bericht der Studie öffnen',
    after:
      'Diese Mail nennt niemanden. Der Bericht zeigt, wer Unterstützung braucht, die Kontakte und Hilfetelefone des Vereins und wo die Nachverfolgung notiert wird.',
  },
  it: {
    subject: (s) => `Nuovi risultati critici in uno studio di ${s.studyGroup}`,
    greeting: (name) => `Ciao ${name},`,
    body: (s, c, p) =>
      `lo studio «${s.description}» di ${s.studyGroup} (${s.club}) ha ${c.newCritical} ${p(c.newCritical, 'nuovo risultato', 'nuovi risultati')} di livello critico.`,
    counts: (c, p) =>
      `In totale: ${c.critical} ${p(c.critical, 'risultato critico', 'risultati critici')} tra ${c.finished} ${p(c.finished, 'giocatore che ha finito', 'giocatori che hanno finito')}.`,
    action: 'Apri il report dello studio',
    after:
      'Questa mail non nomina nessuno. Il report mostra chi ha bisogno di supporto, i contatti e le linee di aiuto del club, e dove annotare il follow-up.',
  },
};

/** The alert to one of the club's coaches: counts and a link to the study's report, never a player's name. */
export function criticalAlertMail(to: { email: string; name: string; language: string }, study: StudyPlace, counts: AlertCounts, link: string): Mail {
  const language = preferredLanguage(to.language);
  const t = ALERT[language];
  const p = pluralOf(language);
  return composeMail({
    to: to.email,
    subject: t.subject(study),
    greeting: t.greeting(to.name),
    before: [t.body(study, counts, p), t.counts(counts, p)],
    link,
    action: t.action,
    after: [t.after],
  });
}
