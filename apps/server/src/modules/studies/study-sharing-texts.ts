import type { Language } from '@club-pulse/contracts/constants';
import { longDay } from '@club-pulse/contracts/date-locale';

/**
 * The texts of the QR poster and of the invitation mail, in the five languages of the product (like the other
 * mails of the server, they are written here rather than in the web client's catalogues: the server renders
 * them). `{…}` values are filled by the functions.
 */
export interface PosterTexts {
  headline: string;
  team: (team: string) => string;
  scan: string;
  orOpen: string;
  until: (date: string) => string;
  stepsTitle: string;
  steps: [string, string, string];
  footer: string;
}

export const POSTER_TEXTS: Record<Language, PosterTexts> = {
  en: {
    headline: 'How are you doing? Tell your club.',
    team: (team) => `Team: ${team}`,
    scan: 'Scan the code with your phone’s camera',
    orOpen: 'or open this link:',
    until: (date) => `Open until ${date}`,
    stepsTitle: 'Three steps to join',
    steps: [
      'Scan the QR code with your phone’s camera, or type the link into your browser.',
      'Create your account (it takes a minute), or sign in if you already have one.',
      'Answer the questions at your own pace: you can stop and go on later.',
    ],
    footer: 'Club Pulse: a short check-in on how players are doing, so that whoever needs support gets it early.',
  },
  es: {
    headline: '¿Cómo estás? Cuéntaselo a tu club.',
    team: (team) => `Equipo: ${team}`,
    scan: 'Escanea el código con la cámara del móvil',
    orOpen: 'o abre este enlace:',
    until: (date) => `Abierto hasta el ${date}`,
    stepsTitle: 'Tres pasos para participar',
    steps: [
      'Escanea el código QR con la cámara del móvil o escribe el enlace en el navegador.',
      'Crea tu cuenta (es un minuto) o inicia sesión si ya tienes una.',
      'Responde las preguntas a tu ritmo: puedes parar y seguir más tarde.',
    ],
    footer: 'Club Pulse: una consulta breve sobre cómo están los jugadores, para que quien necesite apoyo lo reciba pronto.',
  },
  ca: {
    headline: 'Com estàs? Explica-ho al teu club.',
    team: (team) => `Equip: ${team}`,
    scan: 'Escaneja el codi amb la càmera del mòbil',
    orOpen: 'o obre aquest enllaç:',
    until: (date) => `Obert fins al ${date}`,
    stepsTitle: 'Tres passos per participar',
    steps: [
      'Escaneja el codi QR amb la càmera del mòbil o escriu l’enllaç al navegador.',
      'Crea el teu compte (és un minut) o inicia la sessió si ja en tens un.',
      'Respon les preguntes al teu ritme: pots parar i continuar més tard.',
    ],
    footer: 'Club Pulse: una consulta breu sobre com estan els jugadors, perquè qui necessiti suport el rebi aviat.',
  },
  de: {
    headline: 'Wie geht es dir? Sag es deinem Verein.',
    team: (team) => `Mannschaft: ${team}`,
    scan: 'Scanne den Code mit der Kamera deines Handys',
    orOpen: 'oder öffne diesen Link:',
    until: (date) => `Offen bis ${date}`,
    stepsTitle: 'In drei Schritten dabei',
    steps: [
      'Scanne den QR-Code mit der Kamera deines Handys oder tippe den Link in deinen Browser.',
      'Lege dein Konto an (das dauert eine Minute) oder melde dich an, wenn du schon eines hast.',
      'Beantworte die Fragen in deinem Tempo: Du kannst aufhören und später weitermachen.',
    ],
    footer: 'Club Pulse: eine kurze Abfrage, wie es den Spielerinnen und Spielern geht, damit alle, die Hilfe brauchen, sie früh bekommen.',
  },
  it: {
    headline: 'Come stai? Dillo al tuo club.',
    team: (team) => `Squadra: ${team}`,
    scan: 'Inquadra il codice con la fotocamera del telefono',
    orOpen: 'oppure apri questo link:',
    until: (date) => `Aperto fino al ${date}`,
    stepsTitle: 'Tre passi per partecipare',
    steps: [
      'Inquadra il codice QR con la fotocamera del telefono oppure scrivi il link nel browser.',
      'Crea il tuo account (ci vuole un minuto) oppure accedi se ne hai già uno.',
      'Rispondi alle domande con calma: puoi fermarti e continuare più tardi.',
    ],
    footer: 'Club Pulse: un breve sondaggio su come stanno i giocatori, perché chi ha bisogno di supporto lo riceva presto.',
  },
};

export interface InviteTexts {
  subject: (club: string) => string;
  greeting: (name: string | null) => string;
  body: (club: string, team: string, study: string) => string;
  action: string;
  until: (date: string) => string;
  unknown: string;
}

export const INVITE_TEXTS: Record<Language, InviteTexts> = {
  en: {
    subject: (club) => `${club} invites you to a short check-in on Club Pulse`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    body: (club, team, study) =>
      `the coaches of ${club} (${team}) invite you to “${study}”: a few questions on how you are doing, answered at your own pace. Open this link to join:`,
    action: 'Join the study',
    until: (date) => `The study is open until ${date}.`,
    unknown: 'If you do not know this club, ignore this mail: nothing happens unless you open the link.',
  },
  es: {
    subject: (club) => `${club} te invita a una consulta breve en Club Pulse`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    body: (club, team, study) =>
      `los entrenadores de ${club} (${team}) te invitan a «${study}»: unas preguntas sobre cómo estás, que respondes a tu ritmo. Abre este enlace para participar:`,
    action: 'Participar en el estudio',
    until: (date) => `El estudio está abierto hasta el ${date}.`,
    unknown: 'Si no conoces este club, ignora este correo: no pasa nada si no abres el enlace.',
  },
  ca: {
    subject: (club) => `${club} et convida a una consulta breu a Club Pulse`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    body: (club, team, study) =>
      `els entrenadors de ${club} (${team}) et conviden a «${study}»: unes preguntes sobre com estàs, que respons al teu ritme. Obre aquest enllaç per participar:`,
    action: 'Participar en l’estudi',
    until: (date) => `L’estudi és obert fins al ${date}.`,
    unknown: 'Si no coneixes aquest club, ignora aquest correu: no passa res si no obres l’enllaç.',
  },
  de: {
    subject: (club) => `${club} lädt dich zu einer kurzen Abfrage bei Club Pulse ein`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    body: (club, team, study) =>
      `die Trainerinnen und Trainer von ${club} (${team}) laden dich zu „${study}“ ein: ein paar Fragen dazu, wie es dir geht, in deinem Tempo beantwortet. Öffne diesen Link, um mitzumachen:`,
    action: 'An der Studie teilnehmen',
    until: (date) => `Die Studie ist bis ${date} offen.`,
    unknown: 'Wenn du diesen Verein nicht kennst, ignoriere diese Mail: Es passiert nichts, solange du den Link nicht öffnest.',
  },
  it: {
    subject: (club) => `${club} ti invita a un breve sondaggio su Club Pulse`,
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    body: (club, team, study) =>
      `gli allenatori di ${club} (${team}) ti invitano a «${study}»: qualche domanda su come stai, a cui rispondi con calma. Apri questo link per partecipare:`,
    action: 'Partecipa allo studio',
    until: (date) => `Lo studio è aperto fino al ${date}.`,
    unknown: 'Se non conosci questo club, ignora questa mail: non succede nulla se non apri il link.',
  },
};

/** A calendar day (YYYY-MM-DD) written as people of `language` write it, e.g. "15 March 2027". */
export const longDate = (day: string, language: Language) => longDay(day, language);
