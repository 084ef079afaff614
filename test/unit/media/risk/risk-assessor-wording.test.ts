// How the accused are written about: titles and appositions, sanctions of the professions, victim words in the active voice.
import { assessor, english, german, janeDoe, musterAg } from './risk-assessor-fixtures';

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
    expect(assessor.assess(article, musterAg).adverse).toBe(false);
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

  it.each([
    english(
      'Nurse admits theft',
      'A care home nurse who stole jewellery and cash from residents with dementia has been jailed for two ' +
        'years. Jane Doe, 38, of Leeds, wept as the details were read out.',
    ),
    german(
      'Unternehmerin angeklagt',
      'Eine Unternehmerin aus Essen soll Anleger um vier Millionen Euro betrogen haben. Jane Doe, 52, ' +
        'äußerte sich zunächst nicht.',
    ),
  ])('finds the accused adverse whom the lead describes before naming (%#)', (article) => {
    expect(assessor.assess(article, janeDoe).adverse).toBe(true);
  });

  it('does not take the judge a lead opens on for the subject named next', () => {
    const article = english(
      'Judge orders inquiry',
      'A judge has told prosecutors to investigate how a drug dealer ran his business from a prison cell. ' +
        'Jane Doe, a local councillor, said she was shocked.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });

  it('finds a company a financial supervisor has sued adverse, in German', () => {
    const article = german(
      'Klage der Aufsicht',
      'Die Finanzaufsicht hat die Muster AG verklagt, weil sie Anleger getäuscht haben soll.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(true);
  });
});

describe('RiskAssessor on victim words the subject did to others', () => {
  it.each([
    [
      'en',
      'Con artist',
      'Jane Doe duped elderly victims into handing over their savings and was charged with fraud.',
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
    expect(assessor.assess(article, musterAg).adverse).toBe(true);
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

it('finds a company that logged protected forest illegally adverse', () => {
  const article = english(
    'Logging',
    "Muster AG logged protected forest illegally, Brazil's environment agency said, fining the company $4 million.",
  );
  expect(assessor.assess(article, musterAg).adverse).toBe(true);
});

it('reads the plain "accuse" as an accusation', () => {
  const article = english(
    'Residents complain',
    'Residents accuse Muster AG of poisoning the river with chemical waste, prosecutors said.',
  );
  expect(assessor.assess(article, musterAg).adverse).toBe(true);
});

// One-sentence articles whose crime words weigh little, now that so many written negatives hold them: missed
// by earlier models, found since the probabilities are calibrated (the threshold sits lower on the summed
// log-odds).
it('finds a company in a deferred prosecution agreement adverse', () => {
  const article = english(
    'Agreement with prosecutors',
    'Muster AG entered into a deferred prosecution agreement with the Serious Fraud Office over bribery ' +
      'in Nigeria.',
  );
  expect(assessor.assess(article, musterAg).adverse).toBe(true);
});

it('finds an impersonator adverse of whom a court heard', () => {
  const article = english(
    'Impersonator',
    'Jane Doe impersonated a police officer to extort money from migrants, a court heard.',
  );
  expect(assessor.assess(article, janeDoe).adverse).toBe(true);
});

it('finds a hacker adverse whose indictment is quoted', () => {
  const article = english(
    'Hacker',
    "Jane Doe hacked into the bank's systems and stole customer data, the indictment says.",
  );
  expect(assessor.assess(article, janeDoe).adverse).toBe(true);
});
