/**
 * The privacy policy shipped with Club Pulse, in Markdown, in every language of the contracts, with the
 * placeholders of the contracts (TEMPLATE_PLACEHOLDERS) for the controller and its contact; see usage-terms.ts.
 * It states the default retention of answers (docs/decisions/0008); an admin who sets another period edits the text.
 */
import { ANSWER_RETENTION_MONTHS_DEFAULT, type Language } from '@club-pulse/contracts/constants';

export const privacyPolicyTemplate: Record<Language, string> = {
  en: `# Privacy Policy

Version 1

## Who is responsible for your data

The controller of your personal data is {{organisation}}, the operator of the platform your club uses. Contact: {{contactEmail}}.

## What data we collect

- **Account data:** name, email address and date of birth.
- **Your questionnaire answers** and the results calculated from them.
- **Consent records**, including a parent's or legal guardian's consent for players under 16.
- **Technical data** needed to run the service securely, such as access logs.

Your answers describe your mental wellbeing, so they are health data, a special category of personal data under Article 9 of the GDPR.

## Purpose and legal basis

We use your data only to show you your personal report, to let your club know who may need support, and to run and secure the service. We never sell your data or use it for advertising. We process your answers on the basis of your explicit consent (Art. 6(1)(a) and Art. 9(2)(a) GDPR); if you are under 16, your parent or legal guardian gives it. You can withdraw your consent at any time, without affecting processing carried out before.

## Who sees what

What you, your club's coaches and the platform administrators each see of your answers and results is set out in “Who sees what of a player’s answers”, shown with this policy: your coach never sees your answers, and every time an administrator opens a player's report it is recorded in the audit log.

Nobody else receives your data, except providers that host the service on our behalf under a data processing agreement.

## How long we keep your data

We keep your data while your account is active and erase it without undue delay when you or your club delete the account, unless the law requires us to keep certain records for longer.

Your questionnaire answers, and your results by topic calculated from them, are health data: we delete them ${ANSWER_RETENTION_MONTHS_DEFAULT} months after the study's due date, whether or not your account still exists. After that your report keeps only your overall result, and your team's report only the team figures it had already shown (never anyone's answers). Your report and your list of evaluations show the date on which your answers will be deleted.

## Your rights

You can access your data, download a copy, have it corrected or erased, restrict or object to its processing and withdraw your consent, in your account or by writing to {{contactEmail}}. You can also lodge a complaint with a supervisory authority:

- Spain: Agencia Española de Protección de Datos (AEPD)
- Catalonia: Autoritat Catalana de Protecció de Dades (APDCAT)
- Germany: the data protection authority of your federal state
- Italy: Garante per la protezione dei dati personali

## Cookies and local storage

Club Pulse sets only one cookie, and it is strictly necessary: it protects against cross-site request forgery. Your browser's local storage keeps your language, your session and the fact that you have seen the cookie notice. There are no tracking, analytics or advertising cookies.

## Changes to this policy

If this policy changes, we will show you the new version in the app and, where needed, ask for your consent again.
`,
  es: `# Política de privacidad

Versión 1

## Responsable del tratamiento

El responsable del tratamiento de tus datos personales es {{organisation}}, operador de la plataforma que utiliza tu club. Contacto: {{contactEmail}}.

## Qué datos recogemos

- **Datos de la cuenta:** nombre, correo electrónico y fecha de nacimiento.
- **Tus respuestas al cuestionario** y los resultados calculados a partir de ellas.
- **Registro de consentimientos**, incluido el de la madre, el padre o el tutor legal de los jugadores menores de 16 años.
- **Datos técnicos** necesarios para prestar el servicio de forma segura, como los registros de acceso.

Tus respuestas describen tu bienestar emocional, por lo que son datos de salud, una categoría especial de datos personales según el artículo 9 del RGPD.

## Finalidad y base jurídica

Usamos tus datos únicamente para mostrarte tu informe personal, para indicar a tu club quién puede necesitar apoyo y para hacer funcionar el servicio y protegerlo. Nunca vendemos tus datos ni los usamos con fines publicitarios. Tratamos tus respuestas sobre la base de tu consentimiento explícito (art. 6.1.a y art. 9.2.a del RGPD); si tienes menos de 16 años, lo da tu madre, tu padre o tu tutor legal. Puedes retirarlo en cualquier momento, sin que ello afecte al tratamiento realizado antes.

## Quién ve qué

Lo que ves tú, lo que ven los entrenadores de tu club y lo que ven los administradores de la plataforma de tus respuestas y resultados se explica en «Quién ve qué de las respuestas de un jugador», que se muestra junto a esta política: tu entrenador nunca ve tus respuestas, y cada vez que un administrador abre el informe de un jugador queda anotado en el registro de auditoría.

Nadie más recibe tus datos, salvo los proveedores que alojan el servicio en nuestro nombre mediante un contrato de encargo del tratamiento.

## Cuánto tiempo conservamos tus datos

Conservamos tus datos mientras tu cuenta esté activa y los suprimimos sin dilación indebida cuando tú o tu club eliminéis la cuenta, salvo que la ley nos obligue a conservar algunos registros durante más tiempo.

Tus respuestas a los cuestionarios, y tus resultados por tema calculados a partir de ellas, son datos de salud: los borramos ${ANSWER_RETENTION_MONTHS_DEFAULT} meses después de la fecha límite del estudio, exista o no todavía tu cuenta. Después, tu informe solo mantiene tu resultado global, y el informe de tu equipo solo las cifras del equipo que ya había mostrado (nunca las respuestas de nadie). Tu informe y tu lista de evaluaciones muestran la fecha en que se borrarán tus respuestas.

## Tus derechos

Puedes acceder a tus datos, descargar una copia, rectificarlos, pedir su supresión, limitar su tratamiento u oponerte a él y retirar tu consentimiento, desde tu cuenta o escribiendo a {{contactEmail}}. También puedes presentar una reclamación ante una autoridad de control:

- España: Agencia Española de Protección de Datos (AEPD)
- Cataluña: Autoritat Catalana de Protecció de Dades (APDCAT)
- Alemania: la autoridad de protección de datos de tu estado federado
- Italia: Garante per la protezione dei dati personali

## Cookies y almacenamiento local

Club Pulse solo usa una cookie, estrictamente necesaria, que protege frente a la falsificación de solicitudes (cross-site request forgery). El almacenamiento local de tu navegador guarda tu idioma, tu sesión y el hecho de que ya has visto el aviso de cookies. No hay cookies de seguimiento, de analítica ni de publicidad.

## Cambios en esta política

Si esta política cambia, te mostraremos la nueva versión en la aplicación y, cuando sea necesario, volveremos a pedirte el consentimiento.
`,
  ca: `# Política de privacitat

Versió 1

## Responsable del tractament

El responsable del tractament de les teves dades personals és {{organisation}}, operador de la plataforma que fa servir el teu club. Contacte: {{contactEmail}}.

## Quines dades recollim

- **Dades del compte:** nom, correu electrònic i data de naixement.
- **Les teves respostes al qüestionari** i els resultats calculats a partir d'aquestes respostes.
- **Registre de consentiments**, inclòs el de la mare, el pare o el tutor legal dels jugadors menors de 16 anys.
- **Dades tècniques** necessàries per prestar el servei de manera segura, com ara els registres d'accés.

Les teves respostes descriuen el teu benestar emocional, de manera que són dades de salut, una categoria especial de dades personals segons l'article 9 del RGPD.

## Finalitat i base jurídica

Fem servir les teves dades únicament per mostrar-te el teu informe personal, per indicar al teu club qui pot necessitar suport i per fer funcionar el servei i protegir-lo. Mai no venem les teves dades ni les fem servir amb finalitats publicitàries. Tractem les teves respostes sobre la base del teu consentiment explícit (art. 6.1.a i art. 9.2.a del RGPD); si tens menys de 16 anys, el dona la teva mare, el teu pare o el teu tutor legal. Pots retirar-lo en qualsevol moment, sense que això afecti el tractament fet abans.

## Qui veu què

El que veus tu, el que veuen els entrenadors del teu club i el que veuen els administradors de la plataforma de les teves respostes i resultats s'explica a «Qui veu què de les respostes d’un jugador», que es mostra al costat d'aquesta política: el teu entrenador no veu mai les teves respostes, i cada vegada que un administrador obre l'informe d'un jugador queda anotat al registre d'auditoria.

Ningú més no rep les teves dades, tret dels proveïdors que allotgen el servei en nom nostre amb un contracte d'encàrrec del tractament.

## Quant de temps conservem les teves dades

Conservem les teves dades mentre el teu compte estigui actiu i les suprimim sense dilacions indegudes quan tu o el teu club elimineu el compte, tret que la llei ens obligui a conservar alguns registres durant més temps.

Les teves respostes als qüestionaris, i els teus resultats per tema calculats a partir d'elles, són dades de salut: les esborrem ${ANSWER_RETENTION_MONTHS_DEFAULT} mesos després de la data límit de l'estudi, tant si el teu compte encara existeix com si no. Després, el teu informe només manté el teu resultat global, i l'informe del teu equip només les xifres de l'equip que ja havia mostrat (mai les respostes de ningú). El teu informe i la teva llista d'avaluacions mostren la data en què s'esborraran les teves respostes.

## Els teus drets

Pots accedir a les teves dades, descarregar-ne una còpia, rectificar-les, demanar-ne la supressió, limitar-ne el tractament o oposar-t'hi i retirar el consentiment, des del teu compte o escrivint a {{contactEmail}}. També pots presentar una reclamació davant una autoritat de control:

- Espanya: Agencia Española de Protección de Datos (AEPD)
- Catalunya: Autoritat Catalana de Protecció de Dades (APDCAT)
- Alemanya: l'autoritat de protecció de dades del teu estat federat
- Itàlia: Garante per la protezione dei dati personali

## Galetes i emmagatzematge local

Club Pulse només fa servir una galeta, estrictament necessària, que protegeix contra la falsificació de sol·licituds (cross-site request forgery). L'emmagatzematge local del teu navegador guarda el teu idioma, la teva sessió i el fet que ja has vist l'avís de galetes. No hi ha galetes de seguiment, d'analítica ni de publicitat.

## Canvis en aquesta política

Si aquesta política canvia, et mostrarem la nova versió a l'aplicació i, quan calgui, et tornarem a demanar el consentiment.
`,
  de: `# Datenschutzerklärung

Version 1

## Verantwortlicher

Verantwortlich für die Verarbeitung deiner personenbezogenen Daten ist {{organisation}}, der Betreiber der Plattform, die dein Verein nutzt. Kontakt: {{contactEmail}}.

## Welche Daten wir erheben

- **Kontodaten:** Name, E-Mail-Adresse und Geburtsdatum.
- **Deine Antworten im Fragebogen** und die daraus berechneten Ergebnisse.
- **Einwilligungsnachweise**, bei Spielerinnen und Spielern unter 16 Jahren auch die Einwilligung eines Elternteils oder einer anderen sorgeberechtigten Person.
- **Technische Daten**, die für einen sicheren Betrieb nötig sind, zum Beispiel Zugriffsprotokolle.

Deine Antworten beschreiben dein psychisches Wohlbefinden. Sie sind daher Gesundheitsdaten, eine besondere Kategorie personenbezogener Daten nach Artikel 9 DSGVO.

## Zweck und Rechtsgrundlage

Wir verwenden deine Daten ausschließlich, um dir deinen persönlichen Bericht anzuzeigen, deinem Verein zu zeigen, wer Unterstützung brauchen könnte, und um den Dienst zu betreiben und abzusichern. Wir verkaufen deine Daten nie und nutzen sie nicht für Werbung. Grundlage ist deine ausdrückliche Einwilligung (Art. 6 Abs. 1 lit. a und Art. 9 Abs. 2 lit. a DSGVO); bist du jünger als 16, erteilt sie ein Elternteil oder eine andere sorgeberechtigte Person. Du kannst die Einwilligung jederzeit widerrufen; die bis dahin erfolgte Verarbeitung bleibt rechtmäßig.

## Wer was sieht

Was du, die Trainer/innen deines Vereins und die Administratoren der Plattform jeweils von deinen Antworten und Ergebnissen sehen, steht in „Wer was von den Antworten eines Spielers sieht“, das neben dieser Erklärung angezeigt wird: Deine Trainerin oder dein Trainer sieht deine Antworten nie, und jedes Mal, wenn ein Administrator den Bericht eines Spielers öffnet, hält das Audit-Protokoll es fest.

Sonst erhält niemand deine Daten, außer Dienstleistern, die den Dienst in unserem Auftrag auf Grundlage eines Auftragsverarbeitungsvertrags hosten.

## Speicherdauer

Wir speichern deine Daten, solange dein Konto aktiv ist, und löschen sie unverzüglich, wenn du oder dein Verein das Konto löscht, es sei denn, gesetzliche Pflichten verlangen, bestimmte Aufzeichnungen länger aufzubewahren.

Deine Antworten auf die Fragebögen und deine daraus berechneten Ergebnisse nach Thema sind Gesundheitsdaten: Wir löschen sie ${ANSWER_RETENTION_MONTHS_DEFAULT} Monate nach dem Fälligkeitsdatum der Studie, ob dein Konto noch besteht oder nicht. Danach behält dein Bericht nur dein Gesamtergebnis und der Bericht deines Teams nur die Teamzahlen, die er schon gezeigt hatte (nie die Antworten einer Person). Dein Bericht und deine Liste der Befragungen zeigen, an welchem Tag deine Antworten gelöscht werden.

## Deine Rechte

Du kannst Auskunft verlangen, eine Kopie deiner Daten herunterladen, sie berichtigen oder löschen lassen, die Verarbeitung einschränken lassen oder ihr widersprechen und deine Einwilligung widerrufen, in deinem Konto oder per E-Mail an {{contactEmail}}. Außerdem kannst du dich bei einer Aufsichtsbehörde beschweren:

- Spanien: Agencia Española de Protección de Datos (AEPD)
- Katalonien: Autoritat Catalana de Protecció de Dades (APDCAT)
- Deutschland: die Datenschutzaufsichtsbehörde deines Bundeslandes
- Italien: Garante per la protezione dei dati personali

## Cookies und lokaler Speicher

Club Pulse setzt nur ein einziges, unbedingt erforderliches Cookie, das vor gefälschten Anfragen schützt (Cross-Site-Request-Forgery). Im lokalen Speicher deines Browsers werden deine Sprache, deine Sitzung und die Information gespeichert, dass du den Cookie-Hinweis bereits gesehen hast. Es gibt keine Tracking-, Analyse- oder Werbe-Cookies.

## Änderungen dieser Erklärung

Wenn sich diese Erklärung ändert, zeigen wir dir die neue Version in der App und bitten dich, wo nötig, erneut um deine Einwilligung.
`,
  it: `# Informativa sulla privacy

Versione 1

## Titolare del trattamento

Il titolare del trattamento dei tuoi dati personali è {{organisation}}, gestore della piattaforma utilizzata dalla tua società. Contatto: {{contactEmail}}.

## Quali dati raccogliamo

- **Dati dell'account:** nome, indirizzo email e data di nascita.
- **Le tue risposte al questionario** e i risultati calcolati a partire da esse.
- **Registro dei consensi**, compreso quello di un genitore o del tutore legale per gli atleti con meno di 16 anni.
- **Dati tecnici** necessari per far funzionare il servizio in modo sicuro, come i log degli accessi.

Le tue risposte descrivono il tuo benessere psicologico: sono quindi dati relativi alla salute, una categoria particolare di dati personali ai sensi dell'articolo 9 del GDPR.

## Finalità e base giuridica

Usiamo i tuoi dati esclusivamente per mostrarti il tuo report personale, per indicare alla tua società chi potrebbe avere bisogno di supporto e per far funzionare e proteggere il servizio. Non vendiamo mai i tuoi dati e non li usiamo per pubblicità. Trattiamo le tue risposte sulla base del tuo consenso esplicito (art. 6, par. 1, lett. a, e art. 9, par. 2, lett. a, GDPR); se hai meno di 16 anni, lo dà un genitore o il tutore legale. Puoi revocarlo in qualsiasi momento, senza pregiudicare la liceità del trattamento effettuato in precedenza.

## Chi vede cosa

Cosa vedi tu, cosa vedono gli allenatori del tuo club e cosa vedono gli amministratori della piattaforma delle tue risposte e dei tuoi risultati è spiegato in «Chi vede cosa delle risposte di un giocatore», mostrato accanto a questa informativa: il tuo allenatore non vede mai le tue risposte, e ogni volta che un amministratore apre il report di un giocatore viene annotato nel registro di audit.

Nessun altro riceve i tuoi dati, ad eccezione dei fornitori che ospitano il servizio per nostro conto sulla base di un accordo sul trattamento dei dati.

## Per quanto tempo conserviamo i tuoi dati

Conserviamo i tuoi dati finché il tuo account è attivo e li cancelliamo senza ingiustificato ritardo quando tu o la tua società eliminate l'account, salvo che la legge ci imponga di conservare alcune registrazioni più a lungo.

Le tue risposte ai questionari, e i tuoi risultati per tema calcolati da esse, sono dati sanitari: li cancelliamo ${ANSWER_RETENTION_MONTHS_DEFAULT} mesi dopo la scadenza dello studio, che il tuo account esista ancora o no. Dopo, il tuo report mantiene solo il tuo risultato complessivo, e il report della tua squadra solo i dati della squadra che aveva già mostrato (mai le risposte di nessuno). Il tuo report e il tuo elenco di valutazioni mostrano la data in cui le tue risposte saranno cancellate.

## I tuoi diritti

Puoi accedere ai tuoi dati, scaricarne una copia, rettificarli, chiederne la cancellazione, limitarne il trattamento o opporti a esso e revocare il consenso, dal tuo account o scrivendo a {{contactEmail}}. Puoi inoltre proporre reclamo a un'autorità di controllo:

- Spagna: Agencia Española de Protección de Datos (AEPD)
- Catalogna: Autoritat Catalana de Protecció de Dades (APDCAT)
- Germania: l'autorità per la protezione dei dati del tuo Land
- Italia: Garante per la protezione dei dati personali

## Cookie e archiviazione locale

Club Pulse utilizza un solo cookie, strettamente necessario, che protegge dalla falsificazione delle richieste (cross-site request forgery). L'archiviazione locale del browser conserva la tua lingua, la tua sessione e l'informazione che hai già visto l'avviso sui cookie. Non ci sono cookie di tracciamento, di analisi o pubblicitari.

## Modifiche alla presente informativa

Se questa informativa cambia, ti mostreremo la nuova versione nell'app e, se necessario, ti chiederemo di nuovo il consenso.
`,
};
