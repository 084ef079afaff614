import { RiskAssessor } from '../../../../domain/media/risk/risk-assessor';
import type { AssessedArticle, AssessedSubject } from '../../../../domain/media/risk/risk-assessment';

const assessor = RiskAssessor.load();

const janeDoe: AssessedSubject = { names: ['Jane Doe'], type: 'INDIVIDUAL' };
const musterGmbh: AssessedSubject = { names: ['Muster GmbH'], type: 'ORGANISATION' };

function english(headline: string, body: string): AssessedArticle {
  return { headline, body, language: 'en' };
}

function german(headline: string, body: string): AssessedArticle {
  return { headline, body, language: 'de' };
}

describe('RiskAssessor in English', () => {
  it('finds a subject charged with fraud adverse, in Fraud, quoting the charge', () => {
    const article = english(
      'Investment adviser faces court',
      'Prosecutors charged Jane Doe with fraud on Monday. Doe, 52, is accused of defrauding investors of ' +
        '$3 million through a Ponzi scheme. The hearing was adjourned until March.',
    );
    const result = assessor.assess(article, janeDoe);
    expect(result.adverse).toBe(true);
    expect(result.probability).toBeGreaterThan(0.5);
    expect(result.categories).toEqual(['Fraud']);
    expect(result.evidence).toContain('Prosecutors charged Jane Doe with fraud on Monday.');
    expect(result.evidence).not.toContain('The hearing was adjourned until March.');
  });

  it('does not find the whistleblower who uncovered a fraud and won an award adverse', () => {
    const article = english(
      'Whistleblower honoured',
      'Jane Doe, a whistleblower who uncovered the fraud at Acme Bank, received an anti-corruption award on ' +
        "Monday. Doe exposed the scheme in 2015. The bank's former chief executive was later convicted of " +
        'fraud and sentenced to ten years in prison.',
    );
    const result = assessor.assess(article, janeDoe);
    expect(result.adverse).toBe(false);
    expect(result.categories).toEqual([]);
  });

  it('does not find an acquitted subject adverse and quotes the acquittal', () => {
    const article = english(
      'Verdict in fraud trial',
      'A court acquitted Jane Doe of all fraud charges on Tuesday. The judge said there was no evidence ' +
        'that Doe had taken part in the scheme.',
    );
    const result = assessor.assess(article, janeDoe);
    expect(result.adverse).toBe(false);
    expect(result.evidence[0]).toBe('A court acquitted Jane Doe of all fraud charges on Tuesday.');
  });

  it('does not find the victim of a fraud adverse, while the fraudster is', () => {
    const article = english(
      'Pensioners lose savings in scam',
      'Victim Jane Doe lost her savings to a fraudster who posed as a bank employee. Police arrested John ' +
        'Smith, 34, and charged him with fraud. Smith is accused of defrauding 40 pensioners.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
    expect(assessor.assess(article, { names: ['John Smith'], type: 'INDIVIDUAL' }).adverse).toBe(true);
  });

  it('does not find a subject named in passing in an article about someone else adverse', () => {
    const article = english(
      'Bank boss jailed for money laundering',
      'John Smith, the former head of Acme Bank, was sentenced to eight years in prison for money ' +
        'laundering. Prosecutors said Smith laundered $50 million for a drug cartel. Smith had met investors ' +
        'at a hotel owned by Jane Doe.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
    const smith = assessor.assess(article, { names: ['John Smith'], type: 'INDIVIDUAL' });
    expect(smith.adverse).toBe(true);
    expect(smith.categories).toContain('Money Laundering');
  });

  it('does not find an expert who speaks about corruption adverse', () => {
    const article = english(
      'Jane Doe speaks on corruption',
      'Jane Doe, an expert on corruption, told a conference that bribery costs developing countries billions ' +
        'each year. Doe called for tougher penalties for corrupt officials.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });

  it('finds a subject who denies an allegation under investigation adverse', () => {
    const article = english(
      'Jane Doe denies bribery allegations',
      'Jane Doe denied allegations that she accepted bribes from a mining company. Prosecutors are ' +
        'investigating Doe over payments of $2 million.',
    );
    const result = assessor.assess(article, janeDoe);
    expect(result.adverse).toBe(true);
    expect(result.categories).toEqual(['Corruption']);
  });

  it.each([
    [
      'Money Laundering',
      'Jane Doe was arrested on suspicion of laundering drug money through shell companies for a cartel ' +
        'associate. Doe moved $20 million of criminal proceeds, police said.',
    ],
    [
      'Corruption',
      'Jane Doe was convicted of taking bribes from a construction company while she was mayor. Doe was ' +
        'sentenced to four years for corruption.',
    ],
    [
      'Sanctions',
      'The Treasury fined Jane Doe for violating sanctions on North Korea. Doe shipped goods in breach of ' +
        'the embargo, the department said.',
    ],
    [
      'Terrorism',
      'Jane Doe was arrested and charged with financing terrorism. Police said Doe sent money to the ' +
        'Islamic State and recruited fighters for the terrorist group.',
    ],
    [
      'Tax Crimes',
      'Jane Doe pleaded guilty to tax evasion after hiding income in offshore accounts. Doe evaded taxes of ' +
        '$2 million, prosecutors said.',
    ],
  ])('finds the category %s', (category, body) => {
    const result = assessor.assess(english('Court news', body), janeDoe);
    expect(result.adverse).toBe(true);
    expect(result.categories[0]).toBe(category);
  });

  it('finds an organisation by the distinctive part of its name', () => {
    const article = english(
      'Regulator acts',
      'The regulator fined Acme $10 million for failing to report suspicious transactions and ' +
        'breaching money laundering rules. Acme admitted the failings.',
    );
    const result = assessor.assess(article, { names: ['Acme Holdings Ltd'], type: 'ORGANISATION' });
    expect(result.adverse).toBe(true);
    expect(result.categories).toContain('Money Laundering');
  });

  it('finds an organisation that charges are brought against adverse, quoting the charge', () => {
    const article = english(
      'Regulator goes to court',
      'The Securities and Exchange Commission on Tuesday filed fraud charges against Acme Holdings, saying ' +
        'the firm misled investors about its earnings. The company did not comment.',
    );
    const result = assessor.assess(article, { names: ['Acme Holdings Ltd'], type: 'ORGANISATION' });
    expect(result.adverse).toBe(true);
    expect(result.categories).toEqual(['Fraud']);
    expect(result.evidence[0]).toMatch(
      /^The Securities and Exchange Commission on Tuesday filed fraud charges/,
    );
  });

  it('does not find the prosecutor who charges others adverse', () => {
    const article = english(
      'Three men charged',
      'Prosecutor Jane Doe charged three men with money laundering on Tuesday. The men are accused of ' +
        'moving $5 million through shell companies. Doe said the investigation continues.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });

  it.each([
    [
      'the defence lawyer of a man charged with fraud',
      'Former executive charged with fraud',
      'John Smith was charged with fraud on Monday. Defence lawyer Jane Doe said her client denies the ' +
        'charges and will fight them in court.',
    ],
    [
      'a lawyer named in apposition',
      'Former executive charged with fraud',
      'John Smith was charged with fraud on Monday. Jane Doe, his lawyer, said her client denies the ' +
        'charges and will fight them in court.',
    ],
    [
      'the police spokeswoman who reports arrests',
      'Three held over fraud',
      'Three men were arrested for fraud on Monday, police spokeswoman Jane Doe said.',
    ],
    [
      'the journalist who uncovered a corruption scandal and won an award',
      'Reporter honoured',
      'Jane Doe, the journalist who uncovered the corruption scandal, won an award on Monday.',
    ],
  ])('does not find %s adverse', (_, headline, body) => {
    expect(assessor.assess(english(headline, body), janeDoe).adverse).toBe(false);
  });

  it.each([
    [
      'en',
      'Seven officials charged with leaking to a cartel',
      'Prosecutors charged seven officials with passing information on police raids to a drug cartel. ' +
        'The unit is led by Jane Doe, who herself was not being investigated, a spokesman said.',
    ],
    [
      'de',
      'Sieben Beamte wegen Geheimnisverrats angeklagt',
      'Die Staatsanwaltschaft hat sieben Beamte angeklagt, die einem Drogenkartell Informationen über ' +
        'Razzien verraten haben sollen. Gegen Jane Doe, die Leiterin der Einheit, wird nicht ermittelt.',
    ],
  ])(
    'does not find a subject the article says is not under investigation adverse (%s)',
    (language, headline, body) => {
      const result = assessor.assess({ headline, body, language }, janeDoe);
      expect(result.adverse).toBe(false);
      expect(result.evidence.join(' ')).toMatch(/not being investigated|nicht ermittelt/);
    },
  );

  it('does not find a lawyer whose headline names her as such beside litigation adverse', () => {
    const article = english(
      'Securities fraud attorney Jane Doe opens new litigation firm',
      'Jane Doe, who represented investors in securities fraud lawsuits against banks for ten years, opened ' +
        'her own law firm in Wilmington on Monday.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });

  it('does not find an authority that reports arrests adverse', () => {
    const article = english(
      'Drug ring smashed',
      'Europol said police arrested 40 suspects in a drug trafficking and money laundering operation ' +
        'across five countries.',
    );
    expect(assessor.assess(article, { names: ['Europol'], type: 'ORGANISATION' }).adverse).toBe(false);
  });

  it('finds a police force that was fined adverse', () => {
    const article = english(
      'Police force fined',
      'The Metropolitan Police was fined £1 million for breaching data protection law, the regulator said.',
    );
    const subject: AssessedSubject = { names: ['Metropolitan Police'], type: 'ORGANISATION' };
    expect(assessor.assess(article, subject).adverse).toBe(true);
  });

  it('finds a lawyer who was charged with fraud adverse', () => {
    const article = english(
      'Lawyer faces court',
      'Lawyer Jane Doe was charged with fraud on Monday. Doe is accused of stealing $2 million from ' +
        'clients.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(true);
  });

  it('finds a former judge who was arrested adverse', () => {
    const article = english(
      'Bribery scandal widens',
      'Former judge Jane Doe was arrested on Monday on suspicion of taking bribes from defendants. Doe ' +
        'had presided over dozens of trials.',
    );
    const result = assessor.assess(article, janeDoe);
    expect(result.adverse).toBe(true);
    expect(result.categories).toContain('Corruption');
  });

  it('trims a long deciding sentence to at most 300 characters', () => {
    const long =
      'Prosecutors charged Jane Doe with fraud on Monday, saying that she ' +
      'had deceived investors in many countries over many years '.repeat(6) +
      'before the scheme collapsed.';
    const result = assessor.assess(english('Jane Doe charged with fraud', long), janeDoe);
    expect(result.adverse).toBe(true);
    expect(result.evidence.every((quote) => quote.length <= 300)).toBe(true);
    expect(
      result.evidence.some(
        (quote) => quote.startsWith('Prosecutors charged Jane Doe') && quote.endsWith('…'),
      ),
    ).toBe(true);
  });
});

describe('RiskAssessor in German', () => {
  it('finds a subject charged with fraud adverse, in Fraud, quoting the charge', () => {
    const article = german(
      'Anklage erhoben',
      'Die Staatsanwaltschaft hat Jane Doe wegen Betrugs angeklagt. Doe soll Anleger um drei Millionen ' +
        'Euro betrogen haben. Die Verhandlung beginnt im Mai.',
    );
    const result = assessor.assess(article, janeDoe);
    expect(result.adverse).toBe(true);
    expect(result.categories).toEqual(['Fraud']);
    expect(result.evidence).toContain('Die Staatsanwaltschaft hat Jane Doe wegen Betrugs angeklagt.');
  });

  it('finds an investigation of a company for money laundering adverse', () => {
    const article = german(
      'Razzia in Frankfurt',
      'Die Staatsanwaltschaft Frankfurt ermittelt gegen die Muster GmbH wegen Geldwäsche. Bei einer Razzia ' +
        'wurden Unterlagen beschlagnahmt. Muster soll Millionen für ein Drogenkartell gewaschen haben.',
    );
    const result = assessor.assess(article, musterGmbh);
    expect(result.adverse).toBe(true);
    expect(result.categories[0]).toBe('Money Laundering');
  });

  it('does not find the journalist who uncovered a fraud and won an award adverse', () => {
    const article = german(
      'Auszeichnung für Jane Doe',
      'Jane Doe hat den Preis für Korruptionsbekämpfung erhalten. Die Journalistin hatte den Betrug bei ' +
        'der Bank aufgedeckt. Der frühere Vorstand wurde wegen Betrugs verurteilt.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });

  it('does not find an acquitted subject adverse', () => {
    const article = german(
      'Urteil im Steuerprozess',
      'Das Landgericht hat Jane Doe vom Vorwurf der Steuerhinterziehung freigesprochen. Die Richter sahen ' +
        'keine Beweise für eine Schuld.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });

  it('does not find the victim of a theft adverse', () => {
    const article = german(
      'Einbruch in Villa',
      'Jane Doe wurde Opfer eines Einbruchs. Die Diebe stahlen Schmuck im Wert von 100.000 Euro. Die ' +
        'Polizei nahm zwei Verdächtige fest.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });

  it('does not find a subject named in passing in an article about someone else adverse', () => {
    const article = german(
      'Bankchef wegen Geldwäsche verurteilt',
      'Der frühere Chef der Beispielbank, Hans Schmidt, wurde zu acht Jahren Haft verurteilt. Schmidt hatte ' +
        '50 Millionen Euro für ein Drogenkartell gewaschen. Er traf Geschäftspartner in einem Hotel von Jane Doe.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
    expect(assessor.assess(article, { names: ['Hans Schmidt'], type: 'INDIVIDUAL' }).adverse).toBe(true);
  });

  it('does not find a subject whose proceedings were dropped adverse', () => {
    const article = german(
      'Ermittlungen eingestellt',
      'Die Staatsanwaltschaft hat das Ermittlungsverfahren gegen Jane Doe wegen Untreue eingestellt. Es gebe ' +
        'keine Beweise für ein Fehlverhalten, teilte die Behörde mit.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });

  it('does not find a company that trains its staff against corruption adverse', () => {
    const article = german(
      'Muster GmbH unterstützt Anti-Korruptions-Initiative',
      'Die Muster GmbH engagiert sich im Kampf gegen Korruption und Geldwäsche. Das Unternehmen hat eine ' +
        'Schulung zur Prävention von Bestechung für seine Mitarbeiter gestartet.',
    );
    expect(assessor.assess(article, musterGmbh).adverse).toBe(false);
  });

  it.each([
    [
      'Corruption',
      'Jane Doe wurde wegen Bestechung verurteilt. Doe hatte Schmiergeld von einer Baufirma angenommen.',
    ],
    [
      'Tax Crimes',
      'Jane Doe wurde wegen Steuerhinterziehung angeklagt. Doe soll Millionen am Finanzamt vorbei in die Schweiz gebracht haben.',
    ],
    [
      'Terrorism',
      'Jane Doe wurde wegen Unterstützung einer terroristischen Vereinigung festgenommen. Doe soll Geld an den IS überwiesen haben.',
    ],
    [
      'Sanctions',
      'Gegen Jane Doe wird wegen Verstößen gegen die Russland-Sanktionen ermittelt. Doe soll trotz des Embargos Waren geliefert haben.',
    ],
    [
      'Environmental Abuse',
      'Jane Doe soll jahrelang giftige Abwässer in den Rhein geleitet haben. Die Staatsanwaltschaft ermittelt ' +
        'wegen Umweltverschmutzung gegen Doe.',
    ],
  ])('finds the category %s', (category, body) => {
    const result = assessor.assess(german('Nachrichten aus dem Gericht', body), janeDoe);
    expect(result.adverse).toBe(true);
    expect(result.categories[0]).toBe(category);
  });

  it('finds a subject sentenced in the passive voice adverse, quoting the sentence', () => {
    const article = german(
      'Urteil in München',
      'Jane Doe wurde am Dienstag vom Landgericht München wegen Geldwäsche zu drei Jahren Haft ' +
        'verurteilt. Das Gericht sah es als erwiesen an, dass Gelder einer Bande gewaschen wurden.',
    );
    const result = assessor.assess(article, janeDoe);
    expect(result.adverse).toBe(true);
    expect(result.categories[0]).toBe('Money Laundering');
    expect(result.evidence[0]).toMatch(/^Jane Doe wurde am Dienstag vom Landgericht München/);
  });

  it('does not find the prosecutor who brings charges against others adverse', () => {
    const article = german(
      'Anklage erhoben',
      'Staatsanwältin Jane Doe hat Anklage gegen drei Männer wegen Betrugs erhoben. Die Männer sollen ' +
        'Anleger um zwei Millionen Euro gebracht haben. Doe sagte, die Ermittlungen dauerten an.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });

  it.each([
    [
      'the defence lawyer of a man charged with fraud',
      'Anklage gegen Unternehmer',
      'John Smith wurde am Montag wegen Betrugs angeklagt. Verteidigerin Jane Doe sagte, ihr Mandant ' +
        'bestreite die Vorwürfe.',
    ],
    [
      'the police spokeswoman who reports arrests',
      'Drei Festnahmen wegen Betrugs',
      'Polizeisprecherin Jane Doe sagte, gegen drei Männer werde wegen Betrugs und Geldwäsche ermittelt.',
    ],
  ])('does not find %s adverse', (_, headline, body) => {
    expect(assessor.assess(german(headline, body), janeDoe).adverse).toBe(false);
  });

  it('does not find the public prosecutor that brings charges adverse', () => {
    const article = german(
      'Anklage gegen Manager',
      'Die Staatsanwaltschaft München erhob am Montag Anklage gegen drei Manager wegen Betrugs und ' +
        'Geldwäsche.',
    );
    const subject: AssessedSubject = { names: ['Staatsanwaltschaft München'], type: 'ORGANISATION' };
    expect(assessor.assess(article, subject).adverse).toBe(false);
  });

  it('does not find an expert quoted on money laundering adverse', () => {
    const article = german(
      'Geldwäsche kostet Milliarden',
      'Jane Doe, Expertin für Finanzkriminalität an der Universität Köln, sagte, Geldwäsche koste ' +
        'Deutschland jedes Jahr Milliarden. Die Behörden müssten Banken strenger kontrollieren, erklärte Doe.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });

  it('finds an investigation against a company for bribery adverse without a language field', () => {
    const article: AssessedArticle = {
      headline: 'Razzia bei Baukonzern',
      body:
        'Die Staatsanwaltschaft ermittelt gegen die Muster GmbH wegen des Verdachts der Bestechung. Beamte ' +
        'durchsuchten am Mittwoch die Geschäftsräume in Köln.',
      language: null,
    };
    const result = assessor.assess(article, musterGmbh);
    expect(result.adverse).toBe(true);
    expect(result.categories).toEqual(['Corruption']);
  });

  it('reads a German article without a language field as German', () => {
    const article: AssessedArticle = {
      headline: 'Jane Doe festgenommen',
      body:
        'Die Polizei hat Jane Doe wegen Geldwäsche festgenommen. Doe soll über Scheinfirmen Millionen ' +
        'gewaschen haben, teilte die Staatsanwaltschaft mit.',
      language: null,
    };
    const result = assessor.assess(article, janeDoe);
    expect(result.adverse).toBe(true);
    expect(result.categories).toContain('Money Laundering');
  });
});

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
  const bank: AssessedSubject = { names: ['Muster AG'], type: 'ORGANISATION' };

  it.each([
    [
      'a bank that alerted police to suspicious transfers',
      bank,
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
      bank,
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

describe('RiskAssessor on sanctions of the professions and agreements with prosecutors', () => {
  it.each([
    [
      'a solicitor struck off',
      janeDoe,
      'Solicitor struck off',
      'Jane Doe was struck off the roll of solicitors after a tribunal found she had dishonestly taken ' +
        'money from a client account.',
    ],
    [
      'a disqualified director',
      janeDoe,
      'Director disqualified',
      'Jane Doe has been disqualified from acting as a company director for nine years after misleading ' +
        'investors.',
    ],
    [
      'a company in a deferred prosecution agreement',
      { names: ['Muster AG'], type: 'ORGANISATION' } as AssessedSubject,
      'Agreement with prosecutors',
      'Muster AG entered into a deferred prosecution agreement with the Serious Fraud Office over bribery ' +
        'in Nigeria.',
    ],
    [
      'a minister whose home anti-graft investigators searched',
      janeDoe,
      'Minister resigns',
      'Jane Doe resigned as transport minister on Monday, days after anti-graft investigators searched ' +
        'her home.',
    ],
  ])('finds %s adverse', (_, subject, headline, body) => {
    expect(assessor.assess(english(headline, body), subject).adverse).toBe(true);
  });

  it('finds a subject charged by the federal prosecutor in the German perfect adverse, in Terrorism', () => {
    const result = assessor.assess(
      german(
        'Terrorverdacht',
        'Die Bundesanwaltschaft hat Jane Doe wegen Unterstützung einer terroristischen Vereinigung angeklagt.',
      ),
      janeDoe,
    );
    expect(result.adverse).toBe(true);
    expect(result.categories).toContain('Terrorism');
  });

  it('finds a subject the police arrested, named after them in the German perfect, adverse', () => {
    const article = german(
      'Festnahme nach Überfall',
      'Nach dem Überfall auf einen Juwelier hat die Polizei Jane Doe festgenommen.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(true);
  });

  it('does not find a company that helps victims of trafficking adverse', () => {
    const article = english(
      'Donation',
      'Muster AG donated €1 million to a programme that helps victims of human trafficking.',
    );
    expect(assessor.assess(article, { names: ['Muster AG'], type: 'ORGANISATION' }).adverse).toBe(false);
  });
});

describe('RiskAssessor on subjects a case was dismissed for, researchers and witnesses', () => {
  const muster: AssessedSubject = { names: ['Muster AG'], type: 'ORGANISATION' };

  it.each([
    [
      'a company whose lawsuit was dismissed',
      muster,
      english(
        'Bank wins case',
        'A court dismissed a lawsuit accusing Muster AG of fraud, ruling that the claims had no merit.',
      ),
    ],
    [
      'a company whose lawsuit was dismissed, in German',
      muster,
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

describe('RiskAssessor on watchdogs, described professions and denials in the passive', () => {
  const muster: AssessedSubject = { names: ['Muster AG'], type: 'ORGANISATION' };

  it('finds a company a watchdog censured for mis-selling adverse', () => {
    const article = english(
      'Watchdog censures firm',
      'The watchdog censured Muster AG for mis-selling pensions to 5,000 customers and ordered it to pay ' +
        'compensation.',
    );
    expect(assessor.assess(article, muster).adverse).toBe(true);
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
    [
      'a bank the article says was not among those fined',
      muster,
      english(
        'Banks fined',
        'Muster AG was not among the banks fined by the regulator on Tuesday, a spokesman confirmed.',
      ),
    ],
  ])('does not find %s adverse', (_, subject, article) => {
    expect(assessor.assess(article, subject).adverse).toBe(false);
  });
});

describe('RiskAssessor on the accused described by their work', () => {
  it.each([
    [
      'en',
      'Financial adviser jailed',
      'Financial adviser Jane Doe was jailed for six years for defrauding her clients.',
    ],
    [
      'en',
      'Consultant charged',
      'Jane Doe, a management consultant, was charged with bribing officials to win government contracts.',
    ],
    ['en', 'Evidence scandal', 'Jane Doe, a forensic expert, was convicted of fabricating evidence.'],
    [
      'en',
      'Couple charged',
      'Jane Doe and her husband were charged with laundering the proceeds of drug sales.',
    ],
    [
      'de',
      'Aufsichtsratschefin angeklagt',
      'Die Aufsichtsratsvorsitzende Jane Doe wurde wegen Untreue angeklagt.',
    ],
    ['de', 'Referentin verurteilt', 'Die Referentin Jane Doe wurde wegen Geheimnisverrats verurteilt.'],
  ] as const)('finds the accused adverse (%s: %s)', (language, headline, body) => {
    expect(assessor.assess({ headline, body, language }, janeDoe).adverse).toBe(true);
  });

  it('finds a company a financial supervisor has sued adverse, in German', () => {
    const article = german(
      'Klage der Aufsicht',
      'Die Finanzaufsicht hat die Muster AG verklagt, weil sie Anleger getäuscht haben soll.',
    );
    expect(assessor.assess(article, { names: ['Muster AG'], type: 'ORGANISATION' }).adverse).toBe(true);
  });
});

describe('RiskAssessor on victim words the subject did to others', () => {
  it.each([
    [
      'en',
      'Con artist',
      'Jane Doe duped elderly victims into handing over their savings and was charged with fraud.',
    ],
    ['en', 'Hacker', "Jane Doe hacked into the bank's systems and stole customer data, the indictment says."],
    [
      'en',
      'Impersonator',
      'Jane Doe impersonated a police officer to extort money from migrants, a court heard.',
    ],
    [
      'de',
      'Entschädigung',
      'Jane Doe muss ihren Opfern eine Entschädigung zahlen, entschied das Gericht. Sie hatte Rentner betrogen.',
    ],
  ] as const)('finds the one who did it adverse (%s: %s)', (language, headline, body) => {
    expect(assessor.assess({ headline, body, language }, janeDoe).adverse).toBe(true);
  });

  it('finds a company ordered to pay compensation adverse', () => {
    const article = english(
      'Compensation',
      'Muster AG was ordered to pay compensation to customers it had overcharged.',
    );
    expect(assessor.assess(article, { names: ['Muster AG'], type: 'ORGANISATION' }).adverse).toBe(true);
  });

  it.each([
    ['en', 'Scam', 'Jane Doe was defrauded of her savings by a man posing as a bank employee, police said.'],
    ['en', 'Scam', 'Jane Doe, one of the victims, lost $40,000 to the fraudsters, who were arrested in May.'],
    [
      'de',
      'Betrug',
      'Jane Doe wurde Opfer von Betrügern, die sie um ihre Ersparnisse brachten. Die Polizei nahm zwei Männer fest.',
    ],
  ] as const)('still does not find the victim adverse (%s: %s)', (language, headline, body) => {
    expect(assessor.assess({ headline, body, language }, janeDoe).adverse).toBe(false);
  });
});

describe('RiskAssessor on subjects that report to or lead the authorities', () => {
  const muster: AssessedSubject = { names: ['Muster AG'], type: 'ORGANISATION' };

  it.each([
    [
      'a bank that filed a suspicious activity report',
      muster,
      english(
        'Account frozen',
        'Muster AG filed a suspicious activity report with authorities after noticing unusual payments ' +
          'from the account, which was later frozen.',
      ),
    ],
    [
      'a bank that sent a suspicious transaction report, in German',
      muster,
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

it('finds a company that logged protected forest illegally adverse', () => {
  const article = english(
    'Logging',
    "Muster AG logged protected forest illegally, Brazil's environment agency said, fining the company $4 million.",
  );
  expect(assessor.assess(article, { names: ['Muster AG'], type: 'ORGANISATION' }).adverse).toBe(true);
});

describe('RiskAssessor categories', () => {
  it.each([
    [
      'a German price-fixing fine as Fraud, not Organized Crime',
      german(
        'Kartellstrafe',
        'Das Bundeskartellamt hat die Muster GmbH wegen verbotener Preisabsprachen zu einer Geldbuße von ' +
          '40 Millionen Euro verurteilt.',
      ),
      ['Fraud'],
    ],
    [
      'delayed insolvency as Fraud',
      german('Anklage', 'Jane Doe ist wegen Insolvenzverschleppung und Bankrotts angeklagt worden.'),
      ['Fraud'],
    ],
    [
      'sexual abuse as Violence',
      english(
        'Doctor struck off',
        'Jane Doe, a gynaecologist, has been struck off after a tribunal found she sexually abused patients.',
      ),
      ['Violence'],
    ],
  ])('reads %s', (_, article, categories) => {
    const subject: AssessedSubject = article.body.includes('Muster GmbH') ? musterGmbh : janeDoe;
    const result = assessor.assess(article, subject);
    expect(result.adverse).toBe(true);
    expect(result.categories).toEqual(categories);
  });
});
