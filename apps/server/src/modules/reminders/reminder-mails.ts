import { type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import { REMINDER_DAYS_BEFORE_DUE, type ReminderKind } from '@club-pulse/contracts/reminders';
import { composeMail, type Mail } from '../../lib/mailer.ts';

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
  const t = REMINDER[preferredLanguage(to.language)];
  return composeMail({
    to: to.email,
    subject: t.subject[kind](study),
    greeting: t.greeting(to.name),
    before: [t.body[kind](study)],
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
  body: (s: StudyPlace, c: AlertCounts) => string;
  counts: (c: AlertCounts) => string;
  action: string;
  after: string;
}

const ALERT: Record<Language, AlertText> = {
  en: {
    subject: (s) => `New critical results in a study of ${s.studyGroup}`,
    greeting: (name) => `Hello ${name},`,
    body: (s, c) => `the study “${s.description}” of ${s.studyGroup} (${s.club}) has ${c.newCritical} new result(s) at the critical level.`,
    counts: (c) => `In all: ${c.critical} critical result(s) among ${c.finished} player(s) who finished.`,
    action: 'Open the study report',
    after: 'This mail names nobody. The report shows who needs support, the club’s contacts and helplines, and where to note the follow-up.',
  },
  es: {
    subject: (s) => `Nuevos resultados críticos en un estudio de ${s.studyGroup}`,
    greeting: (name) => `Hola, ${name}:`,
    body: (s, c) => `el estudio «${s.description}» de ${s.studyGroup} (${s.club}) tiene ${c.newCritical} resultado(s) nuevo(s) de nivel crítico.`,
    counts: (c) => `En total: ${c.critical} resultado(s) crítico(s) entre ${c.finished} jugador(es) que han terminado.`,
    action: 'Abrir el informe del estudio',
    after:
      'Este correo no nombra a nadie. El informe muestra quién necesita apoyo, los contactos y teléfonos de ayuda del club, y dónde anotar el seguimiento.',
  },
  ca: {
    subject: (s) => `Nous resultats crítics en un estudi de ${s.studyGroup}`,
    greeting: (name) => `Hola, ${name}:`,
    body: (s, c) => `l'estudi «${s.description}» de ${s.studyGroup} (${s.club}) té ${c.newCritical} resultat(s) nou(s) de nivell crític.`,
    counts: (c) => `En total: ${c.critical} resultat(s) crític(s) entre ${c.finished} jugador(s) que han acabat.`,
    action: "Obrir l'informe de l'estudi",
    after:
      "Aquest correu no anomena ningú. L'informe mostra qui necessita suport, els contactes i telèfons d'ajuda del club, i on anotar el seguiment.",
  },
  de: {
    subject: (s) => `Neue kritische Ergebnisse in einer Studie von ${s.studyGroup}`,
    greeting: (name) => `Hallo ${name},`,
    body: (s, c) => `die Studie „${s.description}“ von ${s.studyGroup} (${s.club}) hat ${c.newCritical} neue(s) Ergebnis(se) auf kritischer Stufe.`,
    counts: (c) => `Insgesamt: ${c.critical} kritische(s) Ergebnis(se) unter ${c.finished} Spieler(inne)n, die fertig sind.`,
    action: 'Bericht der Studie öffnen',
    after:
      'Diese Mail nennt niemanden. Der Bericht zeigt, wer Unterstützung braucht, die Kontakte und Hilfetelefone des Vereins und wo die Nachverfolgung notiert wird.',
  },
  it: {
    subject: (s) => `Nuovi risultati critici in uno studio di ${s.studyGroup}`,
    greeting: (name) => `Ciao ${name},`,
    body: (s, c) => `lo studio «${s.description}» di ${s.studyGroup} (${s.club}) ha ${c.newCritical} nuovo/i risultato/i di livello critico.`,
    counts: (c) => `In totale: ${c.critical} risultato/i critico/i tra ${c.finished} giocatore/i che hanno finito.`,
    action: 'Apri il report dello studio',
    after:
      'Questa mail non nomina nessuno. Il report mostra chi ha bisogno di supporto, i contatti e le linee di aiuto del club, e dove annotare il follow-up.',
  },
};

/** The alert to one of the club's coaches: counts and a link to the study's report, never a player's name. */
export function criticalAlertMail(to: { email: string; name: string; language: string }, study: StudyPlace, counts: AlertCounts, link: string): Mail {
  const t = ALERT[preferredLanguage(to.language)];
  return composeMail({
    to: to.email,
    subject: t.subject(study),
    greeting: t.greeting(to.name),
    before: [t.body(study, counts), t.counts(counts)],
    link,
    action: t.action,
    after: [t.after],
  });
}
