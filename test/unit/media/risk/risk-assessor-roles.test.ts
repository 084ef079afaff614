// Whose case it is: subjects that act in it (officials, informants, heads of authorities, witnesses) and those it clears.
import type { AssessedSubject } from '../../../../domain/media/risk/risk-assessment';
import { readArticleForRisk } from '../../../../domain/media/risk/risk-article-reader';
import { subjectRole } from '../../../../domain/media/risk/subject-role';
import { assessor, english, german, janeDoe, musterAg } from './risk-assessor-fixtures';

describe('RiskAssessor on a subject that takes the legal action itself', () => {
  const organisation = (name: string): AssessedSubject => ({ names: [name], type: 'ORGANISATION' });

  it.each([
    [
      'a regulator that fines a bank',
      'Financial Conduct Authority',
      english(
        'Barclays fined over money laundering failings',
        'The Financial Conduct Authority fined Barclays £40 million on Tuesday for failing to prevent ' +
          'money laundering, the regulator said.',
      ),
    ],
    [
      'a commission that charges an executive, in a headline too',
      'Securities and Exchange Commission',
      english(
        'SEC charges CEO with fraud',
        'The Securities and Exchange Commission charged the chief executive of Acme with securities fraud.',
      ),
    ],
    [
      'a company that sues a supplier for fraud',
      'Siemens AG',
      english(
        'Siemens sues former supplier',
        'Siemens AG sued a former supplier for fraud on Tuesday, accusing it of bribing two managers.',
      ),
    ],
    [
      'a company that has sued a supplier, in German',
      'Siemens AG',
      german(
        'Streit mit Lieferanten',
        'Die Siemens AG hat einen früheren Lieferanten wegen Betrugs verklagt.',
      ),
    ],
  ])('does not find %s adverse', (_, name, article) => {
    expect(assessor.assess(article, organisation(name)).adverse).toBe(false);
  });

  it.each([
    english(
      'Opposition demands inquiry',
      'Opposition leader Jane Doe called for an investigation into the minister over corruption allegations.',
    ),
    german(
      'Opposition fordert Aufklärung',
      'Oppositionsführerin Jane Doe forderte Ermittlungen gegen den Minister wegen Korruption.',
    ),
  ])('does not find a politician who demands an investigation of someone else adverse', (article) => {
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });

  it('still finds the accused who calls for the charges to be dropped adverse', () => {
    const article = english(
      'Doe hits back',
      'Jane Doe, who was charged with fraud last year, called for the charges to be dropped.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(true);
  });

  it.each([
    [
      'the bank a headline says was fined',
      'Barclays',
      english(
        'Barclays fined over money laundering failings',
        'The Financial Conduct Authority fined Barclays £40 million on Tuesday for failing to prevent ' +
          'money laundering, the regulator said.',
      ),
    ],
    [
      'a bank that faces charges',
      'Muster Bank',
      english(
        'Muster Bank faces charges',
        'Muster Bank faces charges of money laundering, prosecutors said.',
      ),
    ],
    [
      'a bank that has received a fine, in German',
      'Muster Bank',
      german('Strafe für Bank', 'Die Muster Bank hat eine Geldstrafe wegen Geldwäsche erhalten.'),
    ],
  ])('still finds %s adverse', (_, name, article) => {
    expect(assessor.assess(article, organisation(name)).adverse).toBe(true);
  });
});

describe('RiskAssessor on a subject that brings a case to the authorities', () => {
  it.each([
    [
      'a bank that alerted police to suspicious transfers',
      musterAg,
      english(
        'Three held over laundering',
        'Muster AG alerted police to the suspicious transfers, which led to the arrest of three men for ' +
          'money laundering.',
      ),
    ],
    [
      'a witness who testified against her former boss',
      janeDoe,
      english(
        'Executive convicted',
        'Jane Doe testified against her former boss, who was later convicted of fraud.',
      ),
    ],
    [
      'a bank that reported suspicious transfers to the police, in German',
      musterAg,
      german(
        'Drei Festnahmen',
        'Die Muster AG meldete die verdächtigen Überweisungen der Polizei, die daraufhin drei Männer ' +
          'wegen Geldwäsche festnahm.',
      ),
    ],
  ])('does not find %s adverse', (_, subject, article) => {
    expect(assessor.assess(article, subject).adverse).toBe(false);
  });

  it.each([
    [
      'the one testified against',
      english(
        'Fraud trial',
        'Her former accountant testified against Jane Doe, who is charged with defrauding investors of ' +
          '$5 million.',
      ),
    ],
    [
      'the one reported to police',
      english(
        'Employee arrested',
        'Jane Doe was reported to police by her employer after $200,000 went missing. She was arrested ' +
          'on Monday.',
      ),
    ],
  ])('still finds %s adverse', (_, article) => {
    expect(assessor.assess(article, janeDoe).adverse).toBe(true);
  });
});

describe('RiskAssessor on subjects a case was dismissed for, researchers and witnesses', () => {
  it.each([
    [
      'a company whose lawsuit was dismissed',
      musterAg,
      english(
        'Bank wins case',
        'A court dismissed a lawsuit accusing Muster AG of fraud, ruling that the claims had no merit.',
      ),
    ],
    [
      'a company whose lawsuit was dismissed, in German',
      musterAg,
      german(
        'Klage abgewiesen',
        'Das Gericht hat die Klage gegen die Muster AG abgewiesen. Die Vorwürfe seien unbegründet.',
      ),
    ],
    [
      'a researcher who reports on money laundering',
      janeDoe,
      english(
        'Laundering through property',
        'A report by Jane Doe, a researcher at Transparency International, found that money laundering ' +
          'through property is rising.',
      ),
    ],
    [
      'a witness in a murder trial, in German',
      janeDoe,
      german(
        'Mordprozess',
        'Die Zeugin Jane Doe sagte, sie habe gesehen, wie der Angeklagte auf das Opfer einstach.',
      ),
    ],
    [
      'a witness who gave evidence at a robbery trial',
      janeDoe,
      english(
        'Waiter tells court of jewellery raid',
        'Jane Doe, 34, was giving evidence on the second day of the trial of four men accused over the raid ' +
          'on a jewellery shop, in which watches worth €3.4 million were stolen.',
      ),
    ],
    [
      'a board member whose predecessor was charged',
      janeDoe,
      english(
        'Board changes at bank',
        'Muster Bank named Jane Doe chair of its board. Her predecessor, John Smith, resigned after being ' +
          'charged with insider trading.',
      ),
    ],
  ])('does not find %s adverse', (_, subject, article) => {
    expect(assessor.assess(article, subject).adverse).toBe(false);
  });
});

it('reads the accused who gave evidence in her own defence as implicated, not as a witness', () => {
  const article = english(
    'Bookkeeper denies fraud',
    'Jane Doe gave evidence in her own defence at her fraud trial on Tuesday. She is accused of ' +
      'diverting €1.2 million from her employer into her own accounts.',
  );
  expect(subjectRole(readArticleForRisk(article, janeDoe))).toBe('implicated');
});

// Implicated, but the two sentences weigh little: the context model ("@s is accused") tips it.
it('finds the accused adverse who gave evidence in her own defence', () => {
  const article = english(
    'Bookkeeper denies fraud',
    'Jane Doe gave evidence in her own defence at her fraud trial on Tuesday. She is accused of ' +
      'diverting €1.2 million from her employer into her own accounts.',
  );
  expect(assessor.assess(article, janeDoe).adverse).toBe(true);
});

describe('RiskAssessor on watchdogs, described professions and denials in the passive', () => {
  it('finds a company a watchdog censured for mis-selling adverse', () => {
    const article = english(
      'Watchdog censures firm',
      'The watchdog censured Muster AG for mis-selling pensions to 5,000 customers and ordered it to pay ' +
        'compensation.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(true);
  });

  it.each([
    [
      'a lawyer described by her field',
      janeDoe,
      english(
        'Lawyer wins appeal',
        'Jane Doe, a human rights lawyer, won an appeal on behalf of refugees who were detained unlawfully.',
      ),
    ],
  ])('does not find %s adverse', (_, subject, article) => {
    expect(assessor.assess(article, subject).adverse).toBe(false);
  });

  // A known miss: the subject is read as cleared, but this short sentence's fine words outweigh the cleared
  // shift (see ROLE_SHIFT: a larger one misses adverse articles whose clearing was misread). `it.failing`
  // fails once a model gets it right again.
  it.failing('does not find a bank the article says was not among those fined adverse', () => {
    const article = english(
      'Banks fined',
      'Muster AG was not among the banks fined by the regulator on Tuesday, a spokesman confirmed.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(false);
  });
});

describe('RiskAssessor on subjects that report to or lead the authorities', () => {
  it.each([
    [
      'a bank that filed a suspicious activity report',
      musterAg,
      english(
        'Account frozen',
        'Muster AG filed a suspicious activity report with authorities after noticing unusual payments ' +
          'from the account, which was later frozen.',
      ),
    ],
    [
      'a bank that sent a suspicious transaction report, in German',
      musterAg,
      german(
        'Verdachtsmeldung',
        'Die Muster AG hat eine Verdachtsmeldung an die Financial Intelligence Unit geschickt, nachdem ihr ' +
          'ungewöhnliche Zahlungen aufgefallen waren.',
      ),
    ],
    [
      'the head of an anti-corruption agency',
      janeDoe,
      english(
        'New anti-corruption chief',
        'Jane Doe heads the new anti-corruption agency, which arrested two ministers for bribery last week.',
      ),
    ],
    [
      'the head of an anti-corruption agency, in German',
      janeDoe,
      german(
        'Neue Leiterin',
        'Jane Doe leitet künftig die neue Anti-Korruptions-Behörde. Zuvor war sie 20 Jahre lang ' +
          'Staatsanwältin für organisierte Kriminalität.',
      ),
    ],
  ])('does not find %s adverse', (_, subject, article) => {
    expect(assessor.assess(article, subject).adverse).toBe(false);
  });
});

it('still finds the former head of an agency who was charged adverse', () => {
  const article = english(
    'Ex-chief charged',
    'Jane Doe, who headed the customs agency until 2019, was charged with taking bribes from smugglers.',
  );
  expect(assessor.assess(article, janeDoe).adverse).toBe(true);
});

describe('RiskAssessor on a subject named beside someone else in the dock', () => {
  it.each([
    english(
      'Client convicted',
      'A former client of Muster AG was convicted of money laundering. The bank, which had closed the ' +
        'account in 2019, was not accused of wrongdoing.',
    ),
    german(
      'Kunde verurteilt',
      'Ein ehemaliger Kunde der Muster AG wurde wegen Geldwäsche verurteilt. Der Bank selbst wird nichts ' +
        'vorgeworfen.',
    ),
  ])('does not find a bank whose former client was convicted adverse', (article) => {
    expect(assessor.assess(article, musterAg).adverse).toBe(false);
  });

  it('does not find a company that has sued hackers adverse, in German', () => {
    const article = german(
      'Klage gegen Hacker',
      'Die Muster AG hat Hacker verklagt, die Kundendaten gestohlen hatten.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(false);
  });
});

describe('RiskAssessor on jurors, lay judges and what the subject was', () => {
  it.each([
    english(
      'Jury service',
      'Jane Doe served on the jury that convicted three men of armed robbery last year.',
    ),
    german(
      'Schöffin',
      'Jane Doe war Schöffin in dem Prozess, in dem drei Männer wegen Raubes verurteilt wurden.',
    ),
  ])('does not find a juror or lay judge adverse', (article) => {
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });

  it('still finds a former police officer who was charged adverse', () => {
    const article = english(
      'Officer charged',
      'Jane Doe was a police officer for twenty years until she was charged with taking bribes from a drug gang.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(true);
  });
});
