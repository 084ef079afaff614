import { readArticleForRisk } from '../../../../domain/media/risk/risk-article-reader';
import type { AssessedSubject } from '../../../../domain/media/risk/risk-assessment';
import { FEATURE_NAMES, riskFeatures } from '../../../../domain/media/risk/risk-features';

const musterBank: AssessedSubject = { names: ['Muster Bank'], type: 'ORGANISATION' };
const janeDoe: AssessedSubject = { names: ['Jane Doe'], type: 'INDIVIDUAL' };

function featuresOf(headline: string, body: string, language: 'en' | 'de', subject = musterBank) {
  const values = riskFeatures(readArticleForRisk({ headline, body, language }, subject));
  return (name: string) => values[FEATURE_NAMES.indexOf(name)];
}

describe("risk features of the subject's part", () => {
  it('reads the subject as the object of a legal action in the active voice', () => {
    const feature = featuresOf('Bank news', 'The regulator fined Muster Bank $5 million on Tuesday.', 'en');
    expect(feature('role:objectOfLegal')).toBe(1);
  });

  it('does not read the subject acting on others as the object of a legal action', () => {
    const feature = featuresOf('Bank news', 'Muster Bank sued its former supplier on Tuesday.', 'en');
    expect(feature('role:objectOfLegal')).toBe(0);
  });

  it('keeps a fine of the subject when the sentence names a rule against a crime', () => {
    const feature = featuresOf(
      'Bank news',
      'Muster Bank was fined for breaking anti-money laundering rules.',
      'en',
    );
    expect(feature('role:passiveLegal')).toBe(1);
    expect(feature('role:legalNotCleared')).toBe(1);
  });

  it('does not keep the legal words of an acquitted subject', () => {
    const feature = featuresOf('Bank news', 'Muster Bank was acquitted of fraud charges on Tuesday.', 'en');
    expect(feature('role:legalNotCleared')).toBe(0);
  });

  it('does not take a possessive pronoun opening the next sentence for the subject', () => {
    const feature = (body: string) => featuresOf('Board news', body, 'en', janeDoe)('role:passiveLegal');
    expect(feature('Jane Doe joined the board in May. Her predecessor was charged with fraud.')).toBe(0);
    expect(feature('Jane Doe joined the board in May. She was charged with fraud in June.')).toBe(1);
    const object = featuresOf(
      'News',
      'Jane Doe left the bank. Police arrested her on Monday.',
      'en',
      janeDoe,
    );
    expect(object('role:objectOfLegal')).toBe(1);
  });

  it.each([
    ['en', 'A former supplier of Muster Bank was charged with bribery.', 0],
    ['de', 'Ein früherer Lieferant der Muster Bank ist wegen Bestechung angeklagt.', 0],
    ['en', 'Muster Bank was charged with bribery.', 1],
  ] as const)(
    'reads who undergoes the passive, not a name in its complement (%s: %s)',
    (language, body, value) => {
      expect(featuresOf('Bank news', body, language)('role:passiveLegal')).toBe(value);
    },
  );

  it.each([
    ['Jane Doe, Kyle Martin, and Muster Medical in Dallas were charged with defrauding Medicare.', 1],
    ['Jane Doe, Kyle Martin und Muster Medical wurden wegen Betrugs angeklagt.', 1],
    ['Jane Doe, Kyle Martin, and their lawyer said the others were charged with fraud.', 0],
  ] as const)('reads a list of names before the passive as its subject (%s)', (body, value) => {
    const language = body.includes('wurden') ? 'de' : 'en';
    expect(featuresOf('News', body, language, janeDoe)('role:passiveLegal')).toBe(value);
  });

  it("does not take the next sentence's pronoun of the other gender for the subject", () => {
    const angela: AssessedSubject = { names: ['Angela Merkel'], type: 'INDIVIDUAL' };
    const body = 'Angela Merkel met the finance minister on Monday. He was charged with fraud in May.';
    expect(featuresOf('Berlin talks', body, 'en', angela)('role:passiveLegal')).toBe(0);
    expect(featuresOf('Berlin talks', body.replace('He', 'She'), 'en', angela)('role:passiveLegal')).toBe(1);
  });

  it.each([
    [
      'a denied process',
      'en',
      'Muster Bank was not charged with fraud, prosecutors said.',
      'role:passiveLegal',
    ],
    ['a denied process', 'de', 'Die Muster Bank wurde nicht wegen Betrugs angeklagt.', 'role:passiveLegal'],
    [
      '"no charges against"',
      'en',
      'Prosecutors brought no charges against Muster Bank.',
      'role:targetOfLegal',
    ],
    [
      '"keine Ermittlungen gegen"',
      'de',
      'Es gibt keine Ermittlungen gegen die Muster Bank.',
      'role:targetOfLegal',
    ],
  ] as const)('does not read %s (%s) as a process the subject undergoes', (_, language, body, role) => {
    const feature = featuresOf('Bank news', body, language);
    expect(feature(role)).toBe(0);
    expect(feature('role:legalNotCleared')).toBe(0);
  });

  it('reads an investigation aimed at the subject in German ("ermittelt gegen")', () => {
    const feature = featuresOf(
      'Razzia',
      'Die Staatsanwaltschaft ermittelt gegen die Muster Bank wegen Geldwäsche.',
      'de',
    );
    expect(feature('role:targetOfLegal')).toBe(1);
  });

  it('reads a minister speaking of crime as an office holder nobody accuses', () => {
    const feature = featuresOf(
      'Crackdown on dirty money',
      'Prime Minister Jane Doe said the new law will stop money laundering.',
      'en',
      janeDoe,
    );
    expect(feature('role:officeHolder')).toBe(1);
  });

  it('reads a minister speaking of crime as an office holder nobody accuses in German', () => {
    const feature = featuresOf(
      'Kampf gegen Geldwäsche',
      'Finanzministerin Jane Doe sagte, das neue Gesetz werde Geldwäsche stoppen.',
      'de',
      janeDoe,
    );
    expect(feature('role:officeHolder')).toBe(1);
  });

  it('does not read a charged president as an office holder nobody accuses', () => {
    const feature = featuresOf(
      'Court news',
      'President Jane Doe was charged with corruption on Monday.',
      'en',
      janeDoe,
    );
    expect(feature('role:officeHolder')).toBe(0);
  });

  it('does not read a charged president as an office holder nobody accuses in German', () => {
    const feature = featuresOf(
      'Gerichtsnachrichten',
      'Präsidentin Jane Doe wurde am Montag wegen Korruption angeklagt.',
      'de',
      janeDoe,
    );
    expect(feature('role:officeHolder')).toBe(0);
  });

  it('reads a lawyer named in apposition as acting in the case', () => {
    const feature = featuresOf(
      'Court news',
      'Jane Doe, his lawyer, said her client denies the fraud charges.',
      'en',
      janeDoe,
    );
    expect(feature('role:official')).toBe(1);
  });

  it('does not read the client of a lawyer as acting in the case', () => {
    const feature = featuresOf(
      'Court news',
      "Jane Doe's lawyer said her client denies the fraud charges.",
      'en',
      janeDoe,
    );
    expect(feature('role:official')).toBe(0);
  });

  it('reads a company spokeswoman as acting in the case in German', () => {
    const feature = featuresOf(
      'Festnahmen',
      'Konzernsprecherin Jane Doe sagte, gegen drei Mitarbeiter werde wegen Betrugs ermittelt.',
      'de',
      janeDoe,
    );
    expect(feature('role:official')).toBe(1);
  });

  it('reads a journalist named in apposition after "the" as acting in the case', () => {
    const feature = featuresOf(
      'Reporter honoured',
      'Jane Doe, the journalist who uncovered the corruption scandal, won an award on Monday.',
      'en',
      janeDoe,
    );
    expect(feature('role:official')).toBe(1);
  });

  it('reads a journalist named in apposition as acting in the case in German', () => {
    const feature = featuresOf(
      'Preis für Reporterin',
      'Jane Doe, die Journalistin, die den Korruptionsskandal aufdeckte, erhielt am Montag einen Preis.',
      'de',
      janeDoe,
    );
    expect(feature('role:official')).toBe(1);
  });

  it('does not read the subject quoted by a reporter as a reporter', () => {
    const feature = featuresOf(
      'Court news',
      '"I just spoke to Jane Doe," the reporter wrote about the fraud charges.',
      'en',
      janeDoe,
    );
    expect(feature('role:official')).toBe(0);
  });
});
