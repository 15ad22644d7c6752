import { longDay } from '@club-pulse/contracts/date-locale';
import { CASE_ESCALATION_HOURS } from '@club-pulse/contracts/cases';
import { type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import { composeMail, type Mail } from '../../lib/mailer.ts';
import { type PluralPick, pluralOf } from '../../lib/plural.ts';

/** How many critical cases of a club were escalated: without an owner, and owned but unchanged. Never a name. */
export interface EscalationCounts {
  unowned: number;
  unchanged: number;
}

interface CaseMailText {
  escalation: {
    subject: (club: string) => string;
    body: (club: string, c: EscalationCounts, p: PluralPick) => string;
    action: string;
    after: string;
  };
  nextStep: { subject: string; body: (team: string, club: string, on: string) => string; action: string; after: string };
  greeting: (name: string) => string;
}

const H = CASE_ESCALATION_HOURS;
const TEXT: Record<Language, CaseMailText> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    escalation: {
      subject: (club) => `Critical follow-up cases at ${club} need someone`,
      body: (club, c, p) =>
        `at ${club}, ${c.unowned} ${p(c.unowned, 'critical case still has', 'critical cases still have')} no owner and ${c.unchanged} ${p(c.unchanged, 'owned critical case has', 'owned critical cases have')} not changed for ${H} hours.`,
      action: 'Open the follow-up queue',
      after: 'This mail names nobody. The queue shows the cases; take one, write a note, set the next step or refer it.',
    },
    nextStep: {
      subject: 'A next step of a follow-up case you own is past its date',
      body: (team, club, on) => `the next step of a follow-up case of ${team} (${club}) that you own was due on ${on}.`,
      action: 'Open the case',
      after: 'Set the next step again, refer the case or close it. This mail names nobody.',
    },
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    escalation: {
      subject: (club) => `Casos críticos de seguimiento en ${club} necesitan a alguien`,
      body: (club, c, p) =>
        `en ${club}, ${c.unowned} ${p(c.unowned, 'caso crítico sigue', 'casos críticos siguen')} sin responsable y ${c.unchanged} ${p(c.unchanged, 'caso crítico con responsable no ha cambiado', 'casos críticos con responsable no han cambiado')} en ${H} horas.`,
      action: 'Abrir la cola de seguimiento',
      after: 'Este correo no nombra a nadie. La cola muestra los casos: asume uno, escribe una nota, fija el siguiente paso o derívalo.',
    },
    nextStep: {
      subject: 'El siguiente paso de un caso de seguimiento tuyo ha vencido',
      body: (team, club, on) => `el siguiente paso de un caso de seguimiento de ${team} (${club}) del que eres responsable vencía el ${on}.`,
      action: 'Abrir el caso',
      after: 'Fija de nuevo el siguiente paso, deriva el caso o ciérralo. Este correo no nombra a nadie.',
    },
  },
  ca: {
    greeting: (name) => `Hola, ${name}:`,
    escalation: {
      subject: (club) => `Casos crítics de seguiment a ${club} necessiten algú`,
      body: (club, c, p) =>
        `a ${club}, ${c.unowned} ${p(c.unowned, 'cas crític encara no té', 'casos crítics encara no tenen')} responsable i ${c.unchanged} ${p(c.unchanged, 'cas crític amb responsable no ha canviat', 'casos crítics amb responsable no han canviat')} en ${H} hores.`,
      action: 'Obrir la cua de seguiment',
      after: "Aquest correu no anomena ningú. La cua mostra els casos: assumeix-ne un, escriu una nota, fixa el pas següent o deriva'l.",
    },
    nextStep: {
      subject: "El pas següent d'un cas de seguiment teu ha vençut",
      body: (team, club, on) => `el pas següent d'un cas de seguiment de ${team} (${club}) del qual ets responsable vencia el ${on}.`,
      action: 'Obrir el cas',
      after: "Fixa de nou el pas següent, deriva el cas o tanca'l. Aquest correu no anomena ningú.",
    },
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    escalation: {
      subject: (club) => `Kritische Betreuungsfälle bei ${club} brauchen jemanden`,
      body: (club, c, p) =>
        `bei ${club} ${p(c.unowned, 'hat', 'haben')} ${c.unowned} ${p(c.unowned, 'kritischer Fall', 'kritische Fälle')} noch niemanden, der sich kümmert, und ${c.unchanged} ${p(c.unchanged, 'übernommener kritischer Fall hat', 'übernommene kritische Fälle haben')} sich seit ${H} Stunden nicht verändert.`,
      action: 'Betreuungsliste öffnen',
      after:
        'Diese Mail nennt niemanden. Die Liste zeigt die Fälle: Übernimm einen, schreib eine Notiz, lege den nächsten Schritt fest oder vermittle weiter.',
    },
    nextStep: {
      subject: 'Der nächste Schritt eines deiner Betreuungsfälle ist überfällig',
      body: (team, club, on) => `der nächste Schritt eines Betreuungsfalls von ${team} (${club}), den du übernommen hast, war für den ${on} geplant.`,
      action: 'Fall öffnen',
      after: 'Lege den nächsten Schritt neu fest, vermittle den Fall weiter oder schließe ihn. Diese Mail nennt niemanden.',
    },
  },
  it: {
    greeting: (name) => `Ciao ${name},`,
    escalation: {
      subject: (club) => `Casi critici di follow-up in ${club} hanno bisogno di qualcuno`,
      body: (club, c, p) =>
        `in ${club}, ${c.unowned} ${p(c.unowned, 'caso critico non ha', 'casi critici non hanno')} ancora un responsabile e ${c.unchanged} ${p(c.unchanged, 'caso critico con responsabile non è cambiato', 'casi critici con responsabile non sono cambiati')} da ${H} ore.`,
      action: 'Apri la coda dei follow-up',
      after: 'Questa mail non nomina nessuno. La coda mostra i casi: prendine uno, scrivi una nota, fissa il prossimo passo o invialo a qualcuno.',
    },
    nextStep: {
      subject: 'Il prossimo passo di un tuo caso di follow-up è scaduto',
      body: (team, club, on) => `il prossimo passo di un caso di follow-up di ${team} (${club}) di cui sei responsabile era previsto per il ${on}.`,
      action: 'Apri il caso',
      after: 'Fissa di nuovo il prossimo passo, invia il caso a qualcuno o chiudilo. Questa mail non nomina nessuno.',
    },
  },
};

type Recipient = { email: string; name: string; language: string | null };

/** To a coach of the club or a contact marked for escalations: counts and a link to the queue, never a name. */
export function escalationMail(to: Recipient, club: string, counts: EscalationCounts, link: string): Mail {
  const language = preferredLanguage(to.language);
  const t = TEXT[language];
  return composeMail({
    to: to.email,
    subject: t.escalation.subject(club),
    greeting: t.greeting(to.name),
    before: [t.escalation.body(club, counts, pluralOf(language))],
    link,
    action: t.escalation.action,
    after: [t.escalation.after],
  });
}

/** To a case's owner whose next step is past its date: the team, the club, the date and a link to the case. */
export function nextStepMail(to: Recipient, place: { team: string; club: string }, on: string, link: string): Mail {
  const language = preferredLanguage(to.language);
  const t = TEXT[language];
  return composeMail({
    to: to.email,
    subject: t.nextStep.subject,
    greeting: t.greeting(to.name),
    // The day as the owner's language writes it, not the stored YYYY-MM-DD.
    before: [t.nextStep.body(place.team, place.club, longDay(on, language))],
    link,
    action: t.nextStep.action,
    after: [t.nextStep.after],
  });
}
