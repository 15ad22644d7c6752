import { type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import { composeMail, type Mail } from '../../lib/mailer.ts';

interface InviteText {
  subject: (club: string) => string;
  greeting: (name: string) => string;
  body: (club: string) => string;
  action: string;
  expiry: string;
}

const INVITE: Record<Language, InviteText> = {
  en: {
    subject: (club) => `You are now a coach of ${club} on Club Pulse`,
    greeting: (name) => `Hello ${name},`,
    body: (club) => `an administrator has added you as a coach of ${club} on Club Pulse. Open this link to choose your password and sign in:`,
    action: 'Choose my password',
    expiry: 'The link works once and for seven days. After that, use "Forgot your password?" on the sign-in page.',
  },
  es: {
    subject: (club) => `Ya eres entrenador/a de ${club} en Club Pulse`,
    greeting: (name) => `Hola, ${name}:`,
    body: (club) =>
      `un administrador te ha añadido como entrenador/a de ${club} en Club Pulse. Abre este enlace para elegir tu contraseña e iniciar sesión:`,
    action: 'Elegir mi contraseña',
    expiry: 'El enlace funciona una vez y durante siete días. Después, usa «¿Has olvidado la contraseña?» en la página de inicio de sesión.',
  },
  ca: {
    subject: (club) => `Ja ets entrenador/a de ${club} a Club Pulse`,
    greeting: (name) => `Hola, ${name}:`,
    body: (club) =>
      `un administrador t'ha afegit com a entrenador/a de ${club} a Club Pulse. Obre aquest enllaç per triar la contrasenya i iniciar la sessió:`,
    action: 'Triar la meva contrasenya',
    expiry: "L'enllaç funciona una vegada i durant set dies. Després, fes servir «Has oblidat la contrasenya?» a la pàgina d'inici de sessió.",
  },
  de: {
    subject: (club) => `Du bist jetzt Trainer/in von ${club} bei Club Pulse`,
    greeting: (name) => `Hallo ${name},`,
    body: (club) =>
      `ein Administrator hat dich als Trainer/in von ${club} bei Club Pulse hinzugefügt. Öffne diesen Link, um dein Passwort zu wählen und dich anzumelden:`,
    action: 'Mein Passwort wählen',
    expiry: 'Der Link funktioniert einmal und sieben Tage lang. Danach nutze „Passwort vergessen?“ auf der Anmeldeseite.',
  },
  it: {
    subject: (club) => `Ora sei allenatore/allenatrice di ${club} su Club Pulse`,
    greeting: (name) => `Ciao ${name},`,
    body: (club) =>
      `un amministratore ti ha aggiunto come allenatore/allenatrice di ${club} su Club Pulse. Apri questo link per scegliere la password e accedere:`,
    action: 'Scegli la mia password',
    expiry: 'Il link funziona una sola volta e per sette giorni. Dopo, usa «Password dimenticata?» nella pagina di accesso.',
  },
};

/** The invitation of a coach added by email (docs/design.md#api): a set-password link to the reset-password screen. */
export function coachInvitationMail(to: { email: string; name: string; language: string }, club: string, link: string): Mail {
  const t = INVITE[preferredLanguage(to.language)];
  return composeMail({
    to: to.email,
    subject: t.subject(club),
    greeting: t.greeting(to.name),
    before: [t.body(club)],
    link,
    action: t.action,
    after: [t.expiry],
  });
}
