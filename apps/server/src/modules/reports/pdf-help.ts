import type { PlayerSupport } from '@club-pulse/contracts/support';
import type { Translate } from './export-texts.ts';
import type { ReportPdf } from './pdf-document.ts';

/** The emergency number every player is shown, whatever their result (docs/helplines.md): it works in every club's country. */
const EMERGENCY_NUMBER = '112';

/** A phone number kept on one line (a number broken over two lines is misdialled): its spaces do not break. */
const onOneLine = (number: string) => number.replace(/ /g, '\u00a0');
/** A name or number without its spaces, to tell a line named by its number. */
const digitsOf = (text: string) => text.replace(/\s/g, '');

/**
 * "Where to get help", since a printed page cannot link to the player's "Get support" page: the club's support
 * contacts and the helplines that page shows the player (`support`, from the support module, in the player's
 * language), each with its number or email, and the emergency number. The words are those of the support screens.
 */
export function writeHelp(pdf: ReportPdf, support: PlayerSupport, t: Translate) {
  pdf.heading(t('exports', 'help.title'));
  if (support.contacts.length === 0) pdf.note(t('exports', 'help.noContacts', { club: support.club }));
  else {
    pdf.subheading(t('exports', 'help.contacts', { club: support.club }));
    pdf.fields(
      support.contacts.map((c) => [
        `${c.name} (${t('exports', `help.roles.${c.role}`)})`,
        [c.phone && onOneLine(c.phone), c.email].filter(Boolean).join(' · '),
      ]),
    );
  }
  pdf.subheading(t('exports', 'help.helplines'));
  for (const h of support.helplines) {
    // A line named by its number (the European 116 111) is written once: "116 111: 116 111" read as a mistake.
    if (digitsOf(h.name) === digitsOf(h.number)) pdf.fields([[onOneLine(h.number), h.description ?? '']]);
    else {
      pdf.fields([[h.name, onOneLine(h.number)]]);
      if (h.description) pdf.note(h.description);
    }
  }
  pdf.fields([[t('exports', 'help.emergency'), EMERGENCY_NUMBER]]);
}
