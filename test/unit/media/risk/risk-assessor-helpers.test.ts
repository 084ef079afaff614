// Subjects that help against a crime or lose money to it, are told apart from its suspects, or are
// cleared by a court in the headline: none of them is adverse, while the suspect beside them stays so.
import { assessor, english, german, janeDoe, musterAg } from './risk-assessor-fixtures';

describe('RiskAssessor on a bank or firm that stops or reports suspect money', () => {
  it.each([
    english(
      'Lender acts on sanctions listing',
      'Muster AG froze about €40 million in accounts held by companies of a businessman who was added to the ' +
        'sanctions list on Tuesday. The businessman is accused of financing the war.',
    ),
    english(
      'Customer charged with fraud',
      'Prosecutors charged a property promoter with fraud after Muster AG flagged unusual transfers from his ' +
        'accounts. The promoter denies the charges.',
    ),
    german(
      'Festnahme nach Hinweis',
      'Die Polizei hat einen mutmaßlichen Betrüger festgenommen. Die Muster AG hatte eine Verdachtsmeldung ' +
        'an die Financial Intelligence Unit abgegeben und das Konto gesperrt.',
    ),
  ])('does not find the company adverse (%#)', (article) => {
    expect(assessor.assess(article, musterAg).adverse).toBe(false);
  });

  it('still finds a company adverse whose own accounts the police froze', () => {
    const article = english(
      'Muster AG accounts frozen in laundering probe',
      'Muster AG, whose accounts police froze on Monday, is accused of laundering €20 million for a drug ' +
        'cartel. Prosecutors charged two of its directors.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(true);
  });
});

describe('RiskAssessor on a subject that loses money to a crime', () => {
  it.each([
    english(
      'Machine maker hit by fake boss scam',
      'Muster AG lost €3.1 million to a fake CEO scam in which fraudsters posing as its chairman ordered ' +
        'transfers to Hong Kong. Prosecutors charged two men with fraud and money laundering on Monday.',
    ),
    english(
      'Pensioner scammed',
      'Jane Doe lost £60,000 after a fraudster posing as a bank employee called her. Police arrested a ' +
        'suspect in Leeds, who was charged with fraud.',
    ),
  ])('does not find the one who lost the money adverse (%#)', (article) => {
    const subject = article.headline.startsWith('Machine') ? musterAg : janeDoe;
    expect(assessor.assess(article, subject).adverse).toBe(false);
  });
});

describe('RiskAssessor on a subject told apart from a case', () => {
  it.each([
    english(
      'Police: partner not a suspect',
      'Police said Jane Doe is not a suspect in the fraud case, in which two men were arrested and charged ' +
        'last week. The men are accused of diverting investor funds.',
    ),
    english(
      'Builder confused with fraudster',
      'A builder says customers have mistaken him for a man of the same name who was jailed for fraud. Jane ' +
        'Doe, who shares the same name with the convicted man, runs a small firm in Cork.',
    ),
    german(
      'Ermittler: Ehefrau nicht beschuldigt',
      'Im Verfahren gegen einen Immobilienmakler wegen Geldwäsche ist Jane Doe weder Beschuldigte noch ' +
        'Verdächtige, sagte ein Sprecher der Staatsanwaltschaft.',
    ),
  ])('does not find the subject adverse (%#)', (article) => {
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });

  it('still finds a subject adverse who is a suspect', () => {
    const article = english(
      'Jane Doe named a suspect in fraud case',
      'Police said Jane Doe is a suspect in the fraud case and arrested her on Monday. She is accused of ' +
        'diverting investor funds.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(true);
  });
});

describe('RiskAssessor on proceedings ended in the headline', () => {
  it.each([
    english(
      'Court clears fertiliser maker Muster AG of pollution charges',
      'Magistrates acquitted Muster AG on Friday of polluting the river. The agency said it would not appeal.',
    ),
    english(
      'US authorities end Muster AG bribery probe without charges',
      'The Justice Department has ended its inquiry into whether Muster AG paid bribes in Guinea, the company said.',
    ),
  ])('does not find the company adverse (%#)', (article) => {
    expect(assessor.assess(article, musterAg).adverse).toBe(false);
  });

  it('reads "clears the way for" as no clearing', () => {
    const article = english(
      'Court clears the way for fraud trial of Muster AG',
      'A court cleared the way for the fraud trial of Muster AG, which is charged with selling fake bonds.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(true);
  });
});

describe('RiskAssessor on who a name, a description or a German target is', () => {
  it('does not take a relative with another given name for the subject', () => {
    const article = german(
      'Elena Sander kandidiert für den Stadtrat',
      'Die Kinderärztin Elena Sander tritt bei der Kommunalwahl als Kandidatin an. Ihr Ehemann, der ' +
        'Unternehmer Viktor Sander, steht derzeit wegen des Vorwurfs der Geldwäsche vor dem Landgericht.',
    );
    expect(assessor.assess(article, { names: ['Elena Sander'], type: 'INDIVIDUAL' }).adverse).toBe(false);
  });

  it('does not take a relative with a given name the lexicon does not know for the subject', () => {
    const article = english(
      'Istanbul gallery opens',
      'Elif Yıldız has opened a gallery in Karaköy with a show of young Anatolian painters. Her brother Kerem ' +
        'Yıldız was arrested in March and charged with laundering money for a smuggling ring.',
    );
    expect(assessor.assess(article, { names: ['Elif Yıldız'], type: 'INDIVIDUAL' }).adverse).toBe(false);
  });

  it('still reads a given name spelt otherwise as the subject', () => {
    const article = english(
      'Oligarch charged',
      'Prosecutors said on Monday that Ihor Kolomoisky was charged with fraud and money laundering.',
    );
    expect(assessor.assess(article, { names: ['Igor Kolomoisky'], type: 'INDIVIDUAL' }).adverse).toBe(true);
  });

  it('reads "faces 14 charges" as charges the subject faces, not ones it brings', () => {
    const article = english(
      'Singapore case',
      'A 41-year-old Chinese national was charged in a Singapore court on Friday with laundering S$12 ' +
        'million. Jane Doe faces 14 charges including possessing criminal proceeds.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(true);
  });

  it('finds a lawyer adverse against whom German prosecutors brought charges', () => {
    const article = german(
      'Anklage gegen Kieler Rechtsanwältin',
      'Die Staatsanwaltschaft Kiel hat gegen die Rechtsanwältin Jane Doe Anklage wegen Untreue in 37 Fällen ' +
        'erhoben. Sie soll Gelder ihrer Mandanten auf eigene Konten umgeleitet haben.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(true);
  });
});

describe('RiskAssessor on a company a crime was done to, named as its object', () => {
  it('does not find a company adverse that a gang is accused of attacking', () => {
    const article = english(
      'Ransomware gang arrested',
      'Police have arrested five suspected members of a ransomware gang accused of attacking Muster AG, whose ' +
        'systems were crippled for three days. The gang is accused of extorting €40 million from companies.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(false);
  });

  it('still finds a company adverse that is accused of attacking others', () => {
    const article = english(
      'Muster AG accused',
      'Muster AG is accused of defrauding investors of €40 million. Prosecutors charged the company on Monday.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(true);
  });
});

describe('RiskAssessor on an office holder named with an honorific', () => {
  it('does not find a justice minister adverse who announces a law against laundering', () => {
    const article = german(
      'Ministerin will Geldwäsche schärfer verfolgen',
      'Landesjustizministerin Dr. Jane Doe hat eine Initiative angekündigt, mit der Vermögen unklarer Herkunft ' +
        'leichter eingezogen und Bargeldgeschäfte verboten werden sollen. Geldwäsche koste den Staat Milliarden.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });
});
