/**
 * The usage terms shipped with Club Pulse, in Markdown, in every language of the contracts: the first-run setup
 * offers them to the admin, who fills in the placeholders (TEMPLATE_PLACEHOLDERS of the contracts), edits and
 * publishes them; the demo data publishes them with its own organisation. Original wording, written for Club Pulse.
 */
import type { Language } from '@club-pulse/contracts/constants';

export const usageTermsTemplate: Record<Language, string> = {
  en: `# Terms of Use

Version 1

## What Club Pulse is

Club Pulse is a web app that helps sports clubs look after the mental wellbeing of their players and coaches. You answer a short questionnaire on your phone about topics such as stress, sleep, motivation, confidence, team relationships and life balance. Club Pulse uses your answers to show you a personal report and to give your club an overall indication of whether you may need support.

## Who may use Club Pulse

You must be at least 13 years old to use Club Pulse. If you are under 16, a parent or legal guardian must be present when you register and must give their consent. You join through an invitation from your club, and you may only use the account created for you.

## Your answers and what your coach sees

Your answers are personal: your coach never sees them. What you, your club's coaches and the platform administrators each see is set out in “Who sees what of a player’s answers”, shown with these terms. Please answer honestly: there are no right or wrong answers.

## Not a medical or emergency service

Club Pulse is not a medical diagnosis, treatment or therapy, and it is not an emergency service. Results are only an indication, meant to help start a conversation. **If you are in crisis, or think that you or someone else is in danger, call 112 or your local emergency services straight away, or talk to an adult you trust.**

## Acceptable use

You agree to:

- answer only for yourself and not share your account;
- not try to access other people's data or answers;
- not misuse or disrupt the service or try to get around its security.

Coaches and club staff use the indicators only to offer support, never to select, punish or exclude anyone.

## Account security

Keep your sign-in details secret and use a strong password. Sign out on shared devices. If you think someone else has used your account, tell your club or contact us straight away.

## Changes to these terms

We may update these terms, for example when the law or the service changes. We will then show you the new version in the app, and you must accept it to continue using Club Pulse. If you do not agree, you can stop using the service and ask for your account to be deleted.

## Contact

Questions about these terms: {{organisation}}, {{contactEmail}}.
`,
  es: `# Condiciones de uso

Versión 1

## Qué es Club Pulse

Club Pulse es una aplicación web que ayuda a los clubes deportivos a cuidar el bienestar emocional de sus jugadores y entrenadores. Respondes en el móvil un breve cuestionario sobre temas como el estrés, el sueño, la motivación, la confianza, las relaciones en el equipo y el equilibrio vital. Con tus respuestas, Club Pulse te muestra un informe personal y ofrece a tu club una indicación general de si podrías necesitar apoyo.

## Quién puede usar Club Pulse

Debes tener al menos 13 años para usar Club Pulse. Si tienes menos de 16, tu madre, tu padre o tu tutor legal debe estar presente en el momento del registro y dar su consentimiento. Accedes a la aplicación por invitación de tu club y solo puedes usar la cuenta creada para ti.

## Tus respuestas y lo que ve tu entrenador

Tus respuestas son personales: tu entrenador nunca las ve. Lo que ves tú, lo que ven los entrenadores de tu club y lo que ven los administradores de la plataforma se explica en «Quién ve qué de las respuestas de un jugador», que se muestra junto a estas condiciones. Responde con sinceridad: no hay respuestas correctas ni incorrectas.

## No es un servicio médico ni de emergencias

Club Pulse no es un diagnóstico médico, ni un tratamiento, ni una terapia, y tampoco es un servicio de emergencias. Los resultados son solo una orientación para empezar una conversación. **Si estás pasando por una crisis o crees que tú u otra persona estáis en peligro, llama enseguida al 112 o al servicio de emergencias de tu zona, o habla con un adulto de confianza.**

## Uso aceptable

Te comprometes a:

- responder solo por ti y no compartir tu cuenta;
- no intentar acceder a datos o respuestas de otras personas;
- no hacer un uso abusivo del servicio, no interferir en su funcionamiento ni intentar saltarte su seguridad.

Los entrenadores y el personal del club usan los indicadores únicamente para ofrecer apoyo, nunca para seleccionar, sancionar o excluir a nadie.

## Seguridad de la cuenta

Mantén en secreto tus datos de acceso y usa una contraseña segura. Cierra la sesión en los dispositivos compartidos. Si crees que otra persona ha entrado en tu cuenta, avisa enseguida a tu club o escríbenos.

## Cambios en estas condiciones

Podemos actualizar estas condiciones, por ejemplo, si cambia la ley o el servicio. En ese caso te mostraremos la nueva versión en la aplicación y tendrás que aceptarla para seguir usando Club Pulse. Si no estás de acuerdo, puedes dejar de usar el servicio y pedir que se elimine tu cuenta.

## Contacto

Para cualquier duda sobre estas condiciones, escribe a {{organisation}} ({{contactEmail}}).
`,
  ca: `# Condicions d'ús

Versió 1

## Què és Club Pulse

Club Pulse és una aplicació web que ajuda els clubs esportius a tenir cura del benestar emocional dels seus jugadors i entrenadors. Respons al mòbil un qüestionari breu sobre temes com l'estrès, el son, la motivació, la confiança, les relacions a l'equip i l'equilibri vital. Amb les teves respostes, Club Pulse et mostra un informe personal i ofereix al teu club una indicació general de si podries necessitar suport.

## Qui pot fer servir Club Pulse

Has de tenir com a mínim 13 anys per fer servir Club Pulse. Si en tens menys de 16, la teva mare, el teu pare o el teu tutor legal ha de ser present en el moment del registre i donar-hi el seu consentiment. Entres a l'aplicació per invitació del teu club i només pots fer servir el compte creat per a tu.

## Les teves respostes i el que veu el teu entrenador

Les teves respostes són personals: el teu entrenador no les veu mai. El que veus tu, el que veuen els entrenadors del teu club i el que veuen els administradors de la plataforma s'explica a «Qui veu què de les respostes d’un jugador», que es mostra al costat d'aquestes condicions. Respon amb sinceritat: no hi ha respostes correctes ni incorrectes.

## No és un servei mèdic ni d'emergències

Club Pulse no és un diagnòstic mèdic, ni un tractament, ni una teràpia, i tampoc no és un servei d'emergències. Els resultats només són una orientació per començar una conversa. **Si passes per una crisi o creus que tu o una altra persona esteu en perill, truca immediatament al 112 o al servei d'emergències de la teva zona, o parla amb un adult de confiança.**

## Ús acceptable

Et comprometes a:

- respondre només per tu i no compartir el teu compte;
- no intentar accedir a dades o respostes d'altres persones;
- no fer un ús abusiu del servei, no interferir en el seu funcionament ni intentar saltar-ne la seguretat.

Els entrenadors i el personal del club fan servir els indicadors només per oferir suport, mai per seleccionar, sancionar o excloure ningú.

## Seguretat del compte

Guarda en secret les teves dades d'accés i fes servir una contrasenya segura. Tanca la sessió als dispositius compartits. Si creus que una altra persona ha entrat al teu compte, avisa de seguida el teu club o escriu-nos.

## Canvis en aquestes condicions

Podem actualitzar aquestes condicions, per exemple si canvia la llei o el servei. En aquest cas et mostrarem la nova versió a l'aplicació i l'hauràs d'acceptar per continuar fent servir Club Pulse. Si no hi estàs d'acord, pots deixar de fer servir el servei i demanar que s'elimini el teu compte.

## Contacte

Per a qualsevol dubte sobre aquestes condicions, escriu a {{organisation}} ({{contactEmail}}).
`,
  de: `# Nutzungsbedingungen

Version 1

## Was ist Club Pulse?

Club Pulse ist eine Web-App, mit der Sportvereine auf das psychische Wohlbefinden ihrer Spielerinnen, Spieler, Trainerinnen und Trainer achten können. Du beantwortest auf deinem Handy einen kurzen Fragebogen zu Themen wie Stress, Schlaf, Motivation, Selbstvertrauen, Beziehungen im Team und Ausgleich im Alltag. Aus deinen Antworten erstellt Club Pulse einen persönlichen Bericht für dich und gibt deinem Verein einen Gesamthinweis darauf, ob du möglicherweise Unterstützung brauchst.

## Wer Club Pulse nutzen darf

Du musst mindestens 13 Jahre alt sein, um Club Pulse zu nutzen. Bist du jünger als 16, muss bei der Registrierung ein Elternteil oder eine andere sorgeberechtigte Person dabei sein und ihre Einwilligung geben. Du wirst von deinem Verein eingeladen und darfst nur das Konto nutzen, das für dich angelegt wurde.

## Deine Antworten und was dein Trainer sieht

Deine Antworten sind persönlich: Deine Trainerin oder dein Trainer sieht sie nie. Was du, die Trainer/innen deines Vereins und die Administratoren der Plattform jeweils sehen, steht in „Wer was von den Antworten eines Spielers sieht“, das neben diesen Bedingungen angezeigt wird. Bitte antworte ehrlich: Es gibt keine richtigen oder falschen Antworten.

## Kein medizinischer Dienst und kein Notdienst

Club Pulse stellt keine medizinische Diagnose, ist keine Behandlung oder Therapie und auch kein Notdienst. Die Ergebnisse sind nur ein Hinweis, der ein Gespräch anstoßen soll. **Wenn du in einer Krise bist oder glaubst, dass du oder jemand anderes in Gefahr ist, ruf sofort die 112 oder den örtlichen Notdienst an oder sprich mit einem Erwachsenen, dem du vertraust.**

## Zulässige Nutzung

Du verpflichtest dich,

- nur für dich selbst zu antworten und dein Konto nicht weiterzugeben;
- nicht zu versuchen, auf Daten oder Antworten anderer zuzugreifen;
- den Dienst nicht zu missbrauchen, nicht zu stören und seine Sicherheitsmaßnahmen nicht zu umgehen.

Trainerinnen, Trainer und Vereinsmitarbeitende nutzen die Indikatoren nur, um Unterstützung anzubieten, niemals, um jemanden auszuwählen, zu bestrafen oder auszuschließen.

## Sicherheit deines Kontos

Halte deine Zugangsdaten geheim und verwende ein sicheres Passwort. Melde dich auf gemeinsam genutzten Geräten ab. Wenn du glaubst, dass jemand anderes dein Konto benutzt hat, sag sofort deinem Verein Bescheid oder kontaktiere uns.

## Änderungen dieser Bedingungen

Wir können diese Bedingungen aktualisieren, zum Beispiel wenn sich die Rechtslage oder der Dienst ändert. Wir zeigen dir dann die neue Version in der App, und du musst sie akzeptieren, um Club Pulse weiter zu nutzen. Wenn du nicht einverstanden bist, kannst du die Nutzung beenden und die Löschung deines Kontos verlangen.

## Kontakt

Fragen zu diesen Bedingungen: {{organisation}}, {{contactEmail}}.
`,
  it: `# Condizioni d'uso

Versione 1

## Che cos'è Club Pulse

Club Pulse è un'app web che aiuta le società sportive a prendersi cura del benessere psicologico dei propri atleti e allenatori. Rispondi dal telefono a un breve questionario su temi come stress, sonno, motivazione, fiducia in sé stessi, rapporti nella squadra ed equilibrio di vita. In base alle tue risposte, Club Pulse ti mostra un report personale e fornisce alla tua società un'indicazione complessiva sull'eventuale bisogno di supporto.

## Chi può usare Club Pulse

Devi avere almeno 13 anni per usare Club Pulse. Se hai meno di 16 anni, al momento della registrazione deve essere presente un genitore o un tutore legale, che deve dare il proprio consenso. Accedi all'app su invito della tua società e puoi usare soltanto l'account creato per te.

## Le tue risposte e cosa vede il tuo allenatore

Le tue risposte sono personali: il tuo allenatore non le vede mai. Cosa vedi tu, cosa vedono gli allenatori del tuo club e cosa vedono gli amministratori della piattaforma è spiegato in «Chi vede cosa delle risposte di un giocatore», mostrato accanto a queste condizioni. Rispondi con sincerità: non ci sono risposte giuste o sbagliate.

## Non è un servizio medico né di emergenza

Club Pulse non è una diagnosi medica, né un trattamento o una terapia, e non è un servizio di emergenza. I risultati sono solo un'indicazione utile per avviare una conversazione. **Se stai attraversando una crisi o pensi che tu o qualcun altro siate in pericolo, chiama subito il 112 o i servizi di emergenza locali, oppure parla con un adulto di cui ti fidi.**

## Uso consentito

Ti impegni a:

- rispondere solo per conto tuo e non condividere il tuo account;
- non tentare di accedere ai dati o alle risposte di altre persone;
- non fare un uso improprio del servizio, non disturbarne il funzionamento e non cercare di aggirarne la sicurezza.

Allenatori e staff della società usano gli indicatori solo per offrire supporto, mai per selezionare, punire o escludere qualcuno.

## Sicurezza dell'account

Mantieni segrete le tue credenziali di accesso e usa una password sicura. Esci dall'account sui dispositivi condivisi. Se pensi che qualcun altro abbia usato il tuo account, avvisa subito la tua società o contattaci.

## Modifiche alle presenti condizioni

Possiamo aggiornare queste condizioni, per esempio se cambiano la legge o il servizio. In tal caso ti mostreremo la nuova versione nell'app e dovrai accettarla per continuare a usare Club Pulse. Se non sei d'accordo, puoi smettere di usare il servizio e chiedere la cancellazione del tuo account.

## Contatti

Per domande su queste condizioni scrivi a {{organisation}} ({{contactEmail}}).
`,
};
