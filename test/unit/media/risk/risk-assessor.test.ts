import type { AssessedArticle, AssessedSubject } from '../../../../domain/media/risk/risk-assessment';
import { assessor, english, german, janeDoe, musterGmbh } from './risk-assessor-fixtures';

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
