import { type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import { composeMail, type Mail } from '../../lib/mailer.ts';

const RESET: Record<Language, { subject: string; greeting: (name: string) => string; body: string; action: string; ignore: string }> = {
  en: {
    subject: 'Reset your Club Pulse password',
    greeting: (name) => `Hello ${name},`,
    body: 'We received a request to reset the password of your Club Pulse account. Open this link within one hour to choose a new password:',
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this mail: your password stays the same. The link works only once.',
  },
  es: {
    subject: 'Restablece tu contraseña de Club Pulse',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Club Pulse. Abre este enlace antes de una hora para elegir una contraseña nueva:',
    action: 'Elegir una contraseña nueva',
    ignore: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia. El enlace solo funciona una vez.',
  },
  ca: {
    subject: 'Restableix la contrasenya de Club Pulse',
    greeting: (name) => `Hola, ${name}:`,
    body: "Hem rebut una sol·licitud per restablir la contrasenya del teu compte de Club Pulse. Obre aquest enllaç abans d'una hora per triar una contrasenya nova:",
    action: 'Tria una contrasenya nova',
    ignore: "Si no ho has demanat tu, ignora aquest correu: la contrasenya no canvia. L'enllaç només funciona una vegada.",
  },
  de: {
    subject: 'Club Pulse: Passwort zurücksetzen',
    greeting: (name) => `Hallo ${name},`,
    body: 'wir haben eine Anfrage erhalten, das Passwort deines Club-Pulse-Kontos zurückzusetzen. Öffne diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:',
    action: 'Neues Passwort wählen',
    ignore: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert. Der Link funktioniert nur einmal.',
  },
  it: {
    subject: 'Reimposta la password di Club Pulse',
    greeting: (name) => `Ciao ${name},`,
    body: "abbiamo ricevuto una richiesta di reimpostare la password del tuo account Club Pulse. Apri questo link entro un'ora per scegliere una nuova password:",
    action: 'Scegli una nuova password',
    ignore: 'Se non sei stato tu a chiederlo, ignora questa e-mail: la password resta invariata. Il link funziona una sola volta.',
  },
};

/** The password-reset mail, in the member's language (English when unknown). */
export function passwordResetMail(to: { email: string; name: string; language?: string | null }, link: string): Mail {
  const t = RESET[preferredLanguage(to.language)];
  return composeMail({
    to: to.email,
    subject: t.subject,
    greeting: t.greeting(to.name),
    before: [t.body],
    link,
    action: t.action,
    after: [t.ignore],
  });
}
