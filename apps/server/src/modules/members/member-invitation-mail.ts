import { type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import type { SquadRole } from '@club-pulse/contracts/enums';
import { composeMail, type Mail } from '../../lib/mailer.ts';

/** Where the new member belongs: a club with a squad role, or the platform's administration. */
export type InvitationPlace = { kind: 'club'; club: string; squadRole: SquadRole } | { kind: 'admin' };

interface InviteText {
  subject: string;
  greeting: (name: string) => string;
  club: (club: string, role: SquadRole) => string;
  admin: string;
  action: string;
  expiry: string;
}

const ROLE: Record<Language, Record<SquadRole, string>> = {
  en: { Player: 'a player', Coach: 'a coach' },
  es: { Player: 'jugador/a', Coach: 'entrenador/a' },
  ca: { Player: 'jugador/a', Coach: 'entrenador/a' },
  de: { Player: 'Spieler/in', Coach: 'Trainer/in' },
  it: { Player: 'giocatore/giocatrice', Coach: 'allenatore/allenatrice' },
};

const INVITE: Record<Language, InviteText> = {
  en: {
    subject: 'Your Club Pulse account is ready',
    greeting: (name) => `Hello ${name},`,
    club: (club, role) =>
      `an administrator has created your Club Pulse account as ${ROLE.en[role]} of ${club}. Open this link to choose your password and sign in:`,
    admin: 'an administrator has created your Club Pulse account as a platform administrator. Open this link to choose your password and sign in:',
    action: 'Choose my password',
    expiry: 'The link works once and for seven days. After that, use "Forgot your password?" on the sign-in page.',
  },
  es: {
    subject: 'Tu cuenta de Club Pulse está lista',
    greeting: (name) => `Hola, ${name}:`,
    club: (club, role) =>
      `un administrador ha creado tu cuenta de Club Pulse como ${ROLE.es[role]} de ${club}. Abre este enlace para elegir tu contraseña e iniciar sesión:`,
    admin:
      'un administrador ha creado tu cuenta de Club Pulse como administrador/a de la plataforma. Abre este enlace para elegir tu contraseña e iniciar sesión:',
    action: 'Elegir mi contraseña',
    expiry: 'El enlace funciona una vez y durante siete días. Después, usa «¿Has olvidado la contraseña?» en la página de inicio de sesión.',
  },
  ca: {
    subject: 'El teu compte de Club Pulse és a punt',
    greeting: (name) => `Hola, ${name}:`,
    club: (club, role) =>
      `un administrador ha creat el teu compte de Club Pulse com a ${ROLE.ca[role]} de ${club}. Obre aquest enllaç per triar la contrasenya i iniciar la sessió:`,
    admin:
      'un administrador ha creat el teu compte de Club Pulse com a administrador/a de la plataforma. Obre aquest enllaç per triar la contrasenya i iniciar la sessió:',
    action: 'Triar la meva contrasenya',
    expiry: "L'enllaç funciona una vegada i durant set dies. Després, fes servir «Has oblidat la contrasenya?» a la pàgina d'inici de sessió.",
  },
  de: {
    subject: 'Dein Club-Pulse-Konto ist bereit',
    greeting: (name) => `Hallo ${name},`,
    club: (club, role) =>
      `ein Administrator hat dein Club-Pulse-Konto als ${ROLE.de[role]} von ${club} angelegt. Öffne diesen Link, um dein Passwort zu wählen und dich anzumelden:`,
    admin:
      'ein Administrator hat dein Club-Pulse-Konto als Plattform-Administrator/in angelegt. Öffne diesen Link, um dein Passwort zu wählen und dich anzumelden:',
    action: 'Mein Passwort wählen',
    expiry: 'Der Link funktioniert einmal und sieben Tage lang. Danach nutze „Passwort vergessen?“ auf der Anmeldeseite.',
  },
  it: {
    subject: 'Il tuo account Club Pulse è pronto',
    greeting: (name) => `Ciao ${name},`,
    club: (club, role) =>
      `un amministratore ha creato il tuo account Club Pulse come ${ROLE.it[role]} di ${club}. Apri questo link per scegliere la password e accedere:`,
    admin:
      'un amministratore ha creato il tuo account Club Pulse come amministratore/amministratrice della piattaforma. Apri questo link per scegliere la password e accedere:',
    action: 'Scegli la mia password',
    expiry: 'Il link funziona una sola volta e per sette giorni. Dopo, usa «Password dimenticata?» nella pagina di accesso.',
  },
};

/** The invitation of a member an admin created: a set-password link to the reset-password screen. */
export function memberInvitationMail(to: { email: string; name: string; language: string }, place: InvitationPlace, link: string): Mail {
  const t = INVITE[preferredLanguage(to.language)];
  return composeMail({
    to: to.email,
    subject: t.subject,
    greeting: t.greeting(to.name),
    before: [place.kind === 'club' ? t.club(place.club, place.squadRole) : t.admin],
    link,
    action: t.action,
    after: [t.expiry],
  });
}
