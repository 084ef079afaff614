// Subjects that stand beside a case without standing accused: proceedings closed, authorities by name,
// the one a crime was done to, rivals, suppliers and relatives of the accused.
import type { AssessedSubject } from '../../../../domain/media/risk/risk-assessment';
import { assessor, english, german, janeDoe, musterAg } from './risk-assessor-fixtures';

describe('RiskAssessor on proceedings that are closed', () => {
  it.each([
    english(
      'Prosecutors drop bribery probe into Muster AG',
      'Federal prosecutors have dropped their bribery investigation into Muster AG over payments to a ' +
        'consultant in Angola, the company said on Monday.',
    ),
    english(
      'Inquiry closed',
      'The financial regulator closed its two-year inquiry into Muster AG over suspected market manipulation ' +
        'and will take no further action.',
    ),
    english(
      'Muster AG probe ends',
      'The investigation into Muster AG over alleged price fixing was closed on Friday, the competition ' +
        'authority said.',
    ),
    german(
      'Verfahren gegen Muster AG beendet',
      'Die Staatsanwaltschaft Stuttgart stellte das Ermittlungsverfahren gegen die Muster AG wegen des ' +
        'Verdachts der Bestechung ein.',
    ),
  ])('does not find a company whose case was closed adverse (%#)', (article) => {
    expect(assessor.assess(article, musterAg).adverse).toBe(false);
  });

  it('still finds a company adverse when the charges against it stand', () => {
    const article = english(
      'Muster AG charged over bribes',
      'Federal prosecutors charged Muster AG with bribing officials in Angola. A court will hear the case in ' +
        'March.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(true);
  });

  it('reads "a drop in cases" as no closing of proceedings', () => {
    const article = english(
      'Muster AG fined over kickbacks',
      'Muster AG was fined €30 million for paying kickbacks to hospital doctors. A drop in cases of ' +
        'fraud elsewhere in the sector was reported by the regulator.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(true);
  });
});

describe('RiskAssessor on a subject cleared in the lead', () => {
  it('does not find a person adverse whose acquittal opens the article, past accusations aside', () => {
    const article = english(
      'Former bank chief acquitted',
      'A court in Munich on Thursday acquitted Jane Doe, the former chief executive of a regional bank, of ' +
        'breach of trust. Prosecutors had accused Doe of approving €300 million in reckless loans and had ' +
        'asked for a prison sentence of three years. Doe thanked her family outside the courtroom.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });

  it.each([
    ['pleaded not guilty to the charges', true],
    ['was found not guilty of all charges', false],
  ])('reads "%s" as a plea or a verdict', (outcome, adverse) => {
    const article = english(
      'Pension director in court',
      `A former director of a pension fund appeared in court on Tuesday. Jane Doe ${outcome} of ` +
        'embezzling €4 million from the fund.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(adverse);
  });

  it('still finds a person adverse who, once acquitted, is charged again', () => {
    const article = english(
      'Businesswoman charged with fraud',
      'Jane Doe was charged with investment fraud on Monday. Doe was acquitted of tax evasion in 2015.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(true);
  });
});

describe('RiskAssessor on an authority by its name', () => {
  const organisation = (name: string): AssessedSubject => ({ names: [name], type: 'ORGANISATION' });

  it.each([
    [
      'Dubai Financial Services Authority',
      english(
        'Regulator fines brokerage over client money',
        'The Dubai Financial Services Authority said on Tuesday it had fined a local brokerage $2 million and ' +
          'banned two of its executives for misusing client money.',
      ),
    ],
    [
      'Office of Foreign Assets Control',
      english(
        'New sanctions on smuggling network',
        'The Office of Foreign Assets Control on Thursday designated six companies it said had helped ' +
          'smuggle oil for a sanctioned militia, freezing their assets in the United States.',
      ),
    ],
    [
      'Staatsanwaltschaft Frankfurt am Main',
      german(
        'Anklage wegen Geldwäsche',
        'Die Staatsanwaltschaft Frankfurt am Main hat drei Männer wegen gewerbsmäßiger Geldwäsche angeklagt.',
      ),
    ],
  ])('does not find %s adverse for the cases it brings', (name, article) => {
    expect(assessor.assess(article, organisation(name)).adverse).toBe(false);
  });
});

describe('RiskAssessor on the one a crime was done to', () => {
  it.each([
    english(
      'Clerk jailed for stealing from Muster AG',
      'A former payroll clerk was jailed for three years on Monday for stealing €800,000 from Muster AG over ' +
        'five years.',
    ),
    english(
      'Hackers hit Muster AG',
      'A ransomware attack on Muster AG shut down its warehouses for four days, the company said.',
    ),
  ])('does not find the company adverse (%#)', (article) => {
    expect(assessor.assess(article, musterAg).adverse).toBe(false);
  });

  it('still finds a company adverse that faces fraud charges brought against it', () => {
    const article = english(
      'Muster AG in the dock',
      'Prosecutors brought fraud charges against Muster AG on Monday over invoices worth €20 million.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(true);
  });

  it("reads a relative clause right after the company's name as its own: the victim is the company", () => {
    const article = english(
      'Accountant stole millions',
      'Muster AG, which was defrauded of €2 million by its former accountant, has recovered most of the ' +
        'money, a court heard. The accountant was jailed for four years.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(false);
  });

  // Close to the line (0.515 since held-back-9 was learnt; 0.499 the round before, a known miss then): the
  // relative clause is read right (the subject is implicated), the words "wanted by police for bombings" decide.
  it("does not read a passive in someone else's relative clause as the subject suffering", () => {
    const article = english(
      'Jane Doe takes over militia',
      'A successor to militia leader John Roe, who was killed in an air strike last week, has been named. ' +
        'Jane Doe, a long-time commander of the militia, is wanted by police for bombings that killed 40 ' +
        'people.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(true);
  });
});

describe('RiskAssessor on rivals, suppliers and relatives of the accused', () => {
  it.each([
    english(
      'Muster AG to claim damages after rival fined',
      'Muster AG said it would claim damages from a rival that was fined €90 million by the competition ' +
        'authority for abusing its dominant position.',
    ),
    english(
      'Muster AG ends contract',
      'Muster AG said it had ended its contract with a packaging supplier now charged with VAT fraud.',
    ),
    german(
      'Muster AG profitiert',
      'Die Muster AG übernimmt Aufträge, nachdem ein Konkurrent wegen Betrugs angeklagt wurde.',
    ),
  ])('does not find a company adverse for the case of another party (%#)', (article) => {
    expect(assessor.assess(article, musterAg).adverse).toBe(false);
  });

  it('does not find the child of a jailed businessman adverse', () => {
    const article = english(
      'Jane Doe opens bakery',
      'Jane Doe, the daughter of a jailed property developer, opened her first bakery in Leeds on Saturday.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });

  it('still finds a company adverse that is fined together with a rival it is named before', () => {
    const article = english(
      'Cartel fines',
      'The competition authority fined Muster AG and a rival €120 million for fixing cement prices.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(true);
  });
});
