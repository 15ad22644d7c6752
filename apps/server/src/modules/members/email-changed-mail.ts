import { type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import { composeMail, type Mail } from '../../lib/mailer.ts';

/**
 * The two notices of an admin's change of a member's email (an account whose password is chosen): the old address
 * is told that the sign-in address changed, without the new one (the old may belong to someone else now, or have
 * been a mistake: the member's address is not theirs to read); the new address is told that it signs in from now on.
 */
interface Notice {
  subject: string;
  greeting: (name: string) => string;
  toOld: string;
  toNew: string;
  notYou: string;
  action: string;
}

const NOTICE: Record<Language, Notice> = {
  en: {
    subject: 'The email of your Club Pulse account has changed',
    greeting: (name) => `Hello ${name},`,
    toOld: 'an administrator has changed the email address of your Club Pulse account. This address no longer signs in.',
    toNew: 'an administrator has made this the email address of your Club Pulse account. Sign in with it from now on; your password stays the same.',
    notYou: 'If you did not expect this, tell your club or the platform administrators at once.',
    action: 'Open Club Pulse',
  },
  es: {
    subject: 'El correo de tu cuenta de Club Pulse ha cambiado',
    greeting: (name) => `Hola, ${name}:`,
    toOld: 'un administrador ha cambiado la dirección de correo de tu cuenta de Club Pulse. Esta dirección ya no sirve para iniciar sesión.',
    toNew:
      'un administrador ha puesto esta dirección como correo de tu cuenta de Club Pulse. Inicia sesión con ella a partir de ahora; tu contraseña no cambia.',
    notYou: 'Si no lo esperabas, avisa enseguida a tu club o a los administradores de la plataforma.',
    action: 'Abrir Club Pulse',
  },
  ca: {
    subject: 'El correu del teu compte de Club Pulse ha canviat',
    greeting: (name) => `Hola, ${name}:`,
    toOld: "un administrador ha canviat l'adreça de correu del teu compte de Club Pulse. Aquesta adreça ja no serveix per iniciar la sessió.",
    toNew:
      "un administrador ha posat aquesta adreça com a correu del teu compte de Club Pulse. Inicia la sessió amb ella a partir d'ara; la contrasenya no canvia.",
    notYou: "Si no t'ho esperaves, avisa de seguida el teu club o els administradors de la plataforma.",
    action: 'Obrir Club Pulse',
  },
  de: {
    subject: 'Die E-Mail-Adresse deines Club-Pulse-Kontos wurde geändert',
    greeting: (name) => `Hallo ${name},`,
    toOld: 'ein Administrator hat die E-Mail-Adresse deines Club-Pulse-Kontos geändert. Mit dieser Adresse kannst du dich nicht mehr anmelden.',
    toNew:
      'ein Administrator hat diese Adresse zur E-Mail-Adresse deines Club-Pulse-Kontos gemacht. Melde dich ab jetzt mit ihr an; dein Passwort bleibt gleich.',
    notYou: 'Wenn du das nicht erwartet hast, sag sofort deinem Verein oder den Plattform-Administratoren Bescheid.',
    action: 'Club Pulse öffnen',
  },
  it: {
    subject: "L'email del tuo account Club Pulse è cambiata",
    greeting: (name) => `Ciao ${name},`,
    toOld: "un amministratore ha cambiato l'indirizzo email del tuo account Club Pulse. Questo indirizzo non serve più per accedere.",
    toNew:
      "un amministratore ha impostato questo indirizzo come email del tuo account Club Pulse. D'ora in poi accedi con questo; la password resta la stessa.",
    notYou: 'Se non te lo aspettavi, avvisa subito il tuo club o gli amministratori della piattaforma.',
    action: 'Apri Club Pulse',
  },
};

export function emailChangedMails(
  member: { name: string; language: string },
  addresses: { old: string; new: string },
  signInLink: string,
): [Mail, Mail] {
  const t = NOTICE[preferredLanguage(member.language)];
  const mail = (to: string, what: string) =>
    composeMail({
      to,
      subject: t.subject,
      greeting: t.greeting(member.name),
      before: [what, t.notYou],
      link: signInLink,
      action: t.action,
      after: [],
    });
  return [mail(addresses.old, t.toOld), mail(addresses.new, t.toNew)];
}
