import { type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import { composeMail, type Mail } from '../../lib/mailer.ts';

const REGISTRATION_ATTEMPT: Record<
  Language,
  { subject: string; greeting: (name: string) => string; body: (club: string) => string; action: string; forgot: string; ignore: string }
> = {
  en: {
    subject: 'Club Pulse: you already have an account',
    greeting: (name) => `Hello ${name},`,
    body: (club) =>
      `somebody, perhaps you, tried to create a new Club Pulse account with this email address to join a study of ${club}. This address already has an account. If it was you, sign in and open this link to join the study:`,
    action: 'Join the study',
    forgot: 'Forgot your password? Choose "Forgot password" on the sign-in page.',
    ignore: 'If it was not you, ignore this mail: nothing has changed in your account.',
  },
  es: {
    subject: 'Club Pulse: ya tienes una cuenta',
    greeting: (name) => `Hola, ${name}:`,
    body: (club) =>
      `alguien, quizá tú, ha intentado crear una cuenta nueva de Club Pulse con este correo electrónico para unirse a un estudio de ${club}. Esta dirección ya tiene una cuenta. Si has sido tú, inicia sesión y abre este enlace para unirte al estudio:`,
    action: 'Unirme al estudio',
    forgot: '¿Has olvidado la contraseña? Elige «He olvidado la contraseña» en la página de inicio de sesión.',
    ignore: 'Si no has sido tú, ignora este correo: tu cuenta no ha cambiado.',
  },
  ca: {
    subject: 'Club Pulse: ja tens un compte',
    greeting: (name) => `Hola, ${name}:`,
    body: (club) =>
      `algú, potser tu, ha intentat crear un compte nou de Club Pulse amb aquest correu electrònic per unir-se a un estudi de ${club}. Aquesta adreça ja té un compte. Si has estat tu, inicia la sessió i obre aquest enllaç per unir-te a l'estudi:`,
    action: "Uneix-me a l'estudi",
    forgot: "Has oblidat la contrasenya? Tria «He oblidat la contrasenya» a la pàgina d'inici de sessió.",
    ignore: 'Si no has estat tu, ignora aquest correu: el teu compte no ha canviat.',
  },
  de: {
    subject: 'Club Pulse: Du hast bereits ein Konto',
    greeting: (name) => `Hallo ${name},`,
    body: (club) =>
      `jemand, vielleicht du, hat versucht, mit dieser E-Mail-Adresse ein neues Club-Pulse-Konto anzulegen, um an einer Befragung von ${club} teilzunehmen. Für diese Adresse gibt es bereits ein Konto. Wenn du es warst, melde dich an und öffne diesen Link, um an der Befragung teilzunehmen:`,
    action: 'An der Befragung teilnehmen',
    forgot: 'Passwort vergessen? Wähle „Passwort vergessen“ auf der Anmeldeseite.',
    ignore: 'Wenn du es nicht warst, ignoriere diese E-Mail: An deinem Konto hat sich nichts geändert.',
  },
  it: {
    subject: 'Club Pulse: hai già un account',
    greeting: (name) => `Ciao ${name},`,
    body: (club) =>
      `qualcuno, forse tu, ha provato a creare un nuovo account Club Pulse con questo indirizzo e-mail per partecipare a uno studio di ${club}. Questo indirizzo ha già un account. Se sei stato tu, accedi e apri questo link per partecipare allo studio:`,
    action: 'Partecipa allo studio',
    forgot: 'Hai dimenticato la password? Scegli «Password dimenticata» nella pagina di accesso.',
    ignore: 'Se non sei stato tu, ignora questa e-mail: il tuo account non è cambiato.',
  },
};

/**
 * To the owner of an email somebody tried to register again: registration does not tell the registrant
 * more than it must, the owner learns what happened and gets the study's link.
 */
export function registrationAttemptMail(to: { email: string; name: string; language?: string | null }, club: string, link: string): Mail {
  const t = REGISTRATION_ATTEMPT[preferredLanguage(to.language)];
  return composeMail({
    to: to.email,
    subject: t.subject,
    greeting: t.greeting(to.name),
    before: [t.body(club)],
    link,
    action: t.action,
    after: [t.forgot, t.ignore],
  });
}
