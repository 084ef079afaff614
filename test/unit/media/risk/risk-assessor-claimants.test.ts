// Parties beside a case that are not its accused (claimants, experts brought in, companies robbed by their
// staff, namesakes), German proceedings closed with a far participle, and regulators' measures that name no
// crime beside the subject: each read as a compliance officer would, with guards that keep the accused adverse.
import { splitSentences } from '../../../../domain/media/risk/sentence-splitter';
import { assessor, english, german, janeDoe, musterAg } from './risk-assessor-fixtures';

describe('RiskAssessor on a subject that brings or wins a civil claim', () => {
  it.each([
    english(
      'Muster AG wins £340,000 damages over faulty racking',
      'Muster AG has won its High Court claim against the supplier of racking that collapsed at its warehouse. ' +
        'The judge found that the supplier had breached its contract and ordered it to pay damages and costs.',
    ),
    english(
      'Bank goes to court over forged invoices',
      'Muster AG has filed a lawsuit seeking to recover €21 million from a group of traders who, it says, ' +
        'obtained loans with forged invoices. The bank also reported the traders to the police.',
    ),
    english(
      'Muster AG sues former clients over forged trade invoices',
      'Muster AG has filed a lawsuit in the commercial court seeking to recover €21 million from trading ' +
        'companies that obtained trade finance with forged invoices. Police have issued travel bans against ' +
        'two of their owners, who are suspected of fraud.',
    ),
    english(
      'Haulier wins damages over racking collapse',
      'Muster AG had sued for the cost of replacing the racking, which a judge found the supplier had ' +
        'installed in breach of safety rules. The court ordered the supplier to pay damages, interest and ' +
        'most of the legal costs.',
    ),
    english(
      'Pensioner awarded damages after fraud by adviser',
      'Jane Doe was awarded £85,000 in damages on Friday after a judge found that her former financial ' +
        'adviser had misled her into buying worthless bonds. The adviser was convicted of fraud in 2022.',
    ),
    german(
      'Landgericht gibt Spedition recht',
      'Die Muster AG aus Kitzingen hat einen Rechtsstreit mit einem früheren Großkunden gewonnen. Die 2. ' +
        'Zivilkammer des Landgerichts verurteilte den Händler zur Zahlung von 186.000 Euro.',
    ),
    german(
      'Firma verklagt früheren Geschäftsführer',
      'Die Muster AG verklagt ihren früheren Geschäftsführer auf Schadensersatz. Er soll Gelder der Firma ' +
        'veruntreut haben; die Staatsanwaltschaft ermittelt gegen ihn wegen Untreue.',
    ),
  ])('does not find the claimant adverse (%#)', (article) => {
    const subject = article.headline.startsWith('Pensioner') ? janeDoe : musterAg;
    expect(assessor.assess(article, subject).adverse).toBe(false);
  });

  it.each([
    english(
      'Investors sue Muster AG over collapse',
      'A group of investors has filed a lawsuit against Muster AG, accusing it of fraud. Prosecutors opened ' +
        'a criminal investigation into the company in March.',
    ),
    german(
      'Anleger verklagen Muster AG',
      'Anleger haben gegen die Muster AG Klage erhoben. Die Staatsanwaltschaft ermittelt gegen das ' +
        'Unternehmen wegen des Verdachts des Betrugs.',
    ),
  ])('still finds the one sued for fraud adverse (%#)', (article) => {
    expect(assessor.assess(article, musterAg).adverse).toBe(true);
  });
});

describe('RiskAssessor on German proceedings closed with a participle far from the name', () => {
  it('clears the subject whose investigation was closed', () => {
    const article = german(
      'Ermittlungen gegen Holzhändler eingestellt',
      'Die Staatsanwaltschaft Lübeck hat ihre Ermittlungen gegen die Muster AG wegen des Verdachts der ' +
        'Einfuhr von illegal geschlagenem Tropenholz aus Westafrika eingestellt. Ein hinreichender Tatverdacht ' +
        'habe sich nicht ergeben.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(false);
  });

  it('does not clear a subject when only its payments were stopped', () => {
    const article = german(
      'Pflegedienst unter Betrugsverdacht',
      'Die Pflegekassen haben die Zahlungen an die Muster AG vorläufig eingestellt. Die Staatsanwaltschaft ' +
        'ermittelt gegen die Muster AG wegen des Verdachts des bandenmäßigen Abrechnungsbetrugs; bei einer ' +
        'Razzia durchsuchten Beamte die Geschäftsräume.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(true);
  });
});

describe('RiskAssessor on a regulator acting against the subject', () => {
  it.each([
    german(
      'BaFin setzt Sonderbeauftragten ein',
      'Die Finanzaufsicht BaFin hat bei der Muster AG einen Sonderbeauftragten eingesetzt. Bei einer ' +
        'Sonderprüfung waren erhebliche Mängel bei der Geldwäscheprävention festgestellt worden.',
    ),
    german(
      'BaFin stoppt Krypto-Plattform',
      'Die Finanzaufsicht BaFin hat der Muster AG die Fortführung ihrer Geschäfte untersagt. Das Unternehmen ' +
        'habe ohne Erlaubnis Kryptowerte verwahrt.',
    ),
    english(
      'Central bank revokes licence of payment firm',
      'The central bank has revoked the licence of Vilnius-based Muster AG and fined it €1.1 million for ' +
        'serious breaches of anti-money laundering rules.',
    ),
  ])('finds the subject adverse (%#)', (article) => {
    expect(assessor.assess(article, musterAg).adverse).toBe(true);
  });
});

describe('splitSentences on German ordinals', () => {
  it('does not end a sentence at an ordinal after an article or preposition', () => {
    expect(splitSentences('Die 2. Zivilkammer urteilte am Montag. Sie tagte zum 3. Mal.')).toEqual([
      'Die 2. Zivilkammer urteilte am Montag.',
      'Sie tagte zum 3. Mal.',
    ]);
  });
});

describe('RiskAssessor on a namesake', () => {
  const meridian = { names: ['Meridian Trading Ltd'], type: 'ORGANISATION' as const };

  it('does not read a company with the same name but another legal form as the subject', () => {
    const article = english(
      'US sanctions Gulf fastener trader',
      'The Treasury added Meridian Trading FZCO of Dubai to its sanctions list on Thursday for supplying ' +
        'drone parts to Iran. Meridian Trading FZCO is accused of evading export controls.',
    );
    expect(assessor.assess(article, meridian).adverse).toBe(false);
  });

  it('still reads the same name with its own legal form, however spelt, as the subject', () => {
    const article = english(
      'US sanctions fastener trader',
      'The Treasury added Meridian Trading Limited to its sanctions list on Thursday for supplying drone ' +
        'parts to Iran. Meridian Trading is accused of evading export controls.',
    );
    expect(assessor.assess(article, meridian).adverse).toBe(true);
  });

  it.each([
    english(
      'Swim coach hit by mix-up',
      'Jane Doe, a swim coach who shares a name with a woman jailed last year for fraud and money laundering, ' +
        'said parents had cancelled lessons. Police confirmed the two women are unrelated.',
    ),
    english(
      'Firm says it is not the company hit by sanctions',
      'Jane Doe Ltd says it is not the company hit by US sanctions on Thursday, and banks have released its ' +
        'payments.',
    ),
  ])('does not find a subject adverse that the article tells apart from a namesake (%#)', (article) => {
    const subject = article.headline.startsWith('Firm')
      ? { names: ['Jane Doe Ltd'], type: 'ORGANISATION' as const }
      : janeDoe;
    expect(assessor.assess(article, subject).adverse).toBe(false);
  });
});

describe('RiskAssessor on experts brought in to work on a case', () => {
  it.each([
    english(
      'Liquidators hire forensic firm to trace missing millions',
      'The liquidators of a collapsed crypto lender have appointed Muster AG to trace some $200 million in ' +
        'customer funds that allegedly disappeared before the company filed for insolvency amid a fraud probe.',
    ),
    english(
      'Shipbroker fraud: $20m traced to Cyprus',
      'Muster AG, the Oslo firm hired by the bankruptcy trustee of a collapsed shipbroker, said it had traced ' +
        '$20 million that the former owner allegedly siphoned to accounts in Cyprus. He is charged with fraud.',
    ),
    english(
      'Defence challenges evidence in pension fraud trial',
      'Lawyers from Muster AG, the law firm representing a former pension official accused of embezzlement, ' +
        'asked the court to exclude bank records seized without a warrant.',
    ),
    german(
      'Sonderprüfer sollen Betrugsverdacht aufklären',
      'Der Aufsichtsrat der unter Betrugsverdacht stehenden Solarfirma hat die Muster AG mit einer forensischen ' +
        'Sonderprüfung beauftragt. Die Prüfer sollen klären, ob der frühere Vorstand Umsätze erfunden hat.',
    ),
  ])('does not find the expert adverse (%#)', (article) => {
    expect(assessor.assess(article, musterAg).adverse).toBe(false);
  });

  it('reads a title of two words before the name: "forensic accountant Jane Doe"', () => {
    const article = english(
      'Slush fund trial',
      'Forensic accountant Jane Doe told the court on Wednesday that the former chairman had routed $30 ' +
        'million through subcontractors to build a slush fund used to bribe officials.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });

  it.each([
    english(
      'Cartel accountant charged',
      'Prosecutors say the cartel hired Muster AG to launder its drug money through shell companies. The firm ' +
        'was charged with money laundering on Monday.',
    ),
    english(
      'Bribery case',
      'According to the Justice Department, Muster AG began to engage in bribery of officials in 2001 and paid ' +
        'more than $700 million in bribes.',
    ),
  ])('still finds the one hired for a crime or accused by an authority adverse (%#)', (article) => {
    expect(assessor.assess(article, musterAg).adverse).toBe(true);
  });
});

describe('RiskAssessor on a company its own staff stole from', () => {
  it('does not find the company adverse when the theft is from "the company" the sentence names', () => {
    const article = english(
      'Bookkeeper jailed',
      'A former bookkeeper of Muster AG was jailed for four years on Monday for stealing €900,000 from the ' +
        'company over six years. The judge said she had abused the trust of her employer.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(false);
  });

  it('still finds a person adverse who stole from her employer', () => {
    const article = english(
      'Bookkeeper jailed',
      'Jane Doe, a bookkeeper, was jailed for four years on Monday for stealing €900,000 from her employer.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(true);
  });
});
