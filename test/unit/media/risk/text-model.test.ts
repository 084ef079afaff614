import { articleTerms } from '../../../../domain/media/risk/article-terms';
import { readArticleForRisk } from '../../../../domain/media/risk/risk-article-reader';
import { readRiskModel } from '../../../../domain/media/risk/risk-model';
import { textLogOdds } from '../../../../domain/media/risk/text-model';

const janeDoe = { names: ['Jane Doe'], type: 'INDIVIDUAL' as const };

function read(language: 'en' | 'de', headline: string, body: string) {
  return readArticleForRisk({ headline, body, language }, janeDoe);
}

describe('articleTerms', () => {
  it('holds every word and the pairs of neighbouring words of a sentence, folded, not across sentences', () => {
    const terms = articleTerms(read('en', 'Bank fined', 'Money-laundering probe widens. Jane Doe resigned.'));
    expect(terms).toEqual(
      new Set([
        'bank',
        'fined',
        'bank fined',
        'money',
        'laundering',
        'money laundering',
        'probe',
        'laundering probe',
        'widens',
        'probe widens',
        'jane',
        'doe',
        'resigned',
        'jane doe',
        'doe resigned',
      ]),
    );
    expect(terms.has('widens jane')).toBe(false);
  });
});

describe('textLogOdds', () => {
  const model = { languages: ['en' as const], termWeights: { fraud: 2, 'fraud charges': 1.5, award: -1 } };

  it('adds up the weights of the terms present', () => {
    expect(textLogOdds(model, 'en', ['fraud', 'fraud charges', 'unknown'])).toBeCloseTo(3.5);
    expect(textLogOdds(model, 'en', ['award', 'fraud'])).toBeCloseTo(1);
  });

  it('has no opinion (0) on an article of terms it does not know', () => {
    expect(textLogOdds(model, 'en', ['bake', 'sale'])).toBe(0);
  });

  it('has no opinion (0) on an article in a language it did not learn', () => {
    expect(textLogOdds(model, 'de', ['fraud'])).toBe(0);
  });
});

describe('the shipped text model', () => {
  const { text } = readRiskModel();
  const opinion = (headline: string, body: string, language: 'en' | 'de' = 'en') => {
    const article = read(language, headline, body);
    return textLogOdds(text, article.language, articleTerms(article));
  };

  it('learnt English and German', () => {
    expect(text.languages).toEqual(expect.arrayContaining(['en', 'de']));
    expect(Object.keys(text.termWeights).length).toBeGreaterThan(10_000);
  });

  it('reads a fraud conviction as more adverse than a charity run, in English and German', () => {
    const conviction = opinion(
      'Adviser jailed for fraud',
      'A financial adviser was sentenced to six years in prison on Friday after being convicted of ' +
        'defrauding elderly clients of £2 million. Prosecutors said she laundered the money through shell companies.',
    );
    const charityRun = opinion(
      'Runners raise money for hospice',
      'More than 300 runners took part in the annual charity run on Sunday, raising £40,000 for the ' +
        'local hospice. The organisers thanked volunteers and sponsors.',
    );
    expect(conviction).toBeGreaterThan(charityRun + 0.1);
    const verurteilung = opinion(
      'Anlageberaterin wegen Betrugs verurteilt',
      'Das Landgericht verurteilte die Anlageberaterin am Freitag wegen gewerbsmäßigen Betrugs zu vier ' +
        'Jahren Haft. Sie hatte Anleger um zwei Millionen Euro gebracht.',
      'de',
    );
    const spendenlauf = opinion(
      'Läufer sammeln Spenden für Hospiz',
      'Mehr als 300 Läuferinnen und Läufer nahmen am Sonntag am Spendenlauf teil und sammelten 40.000 Euro ' +
        'für das Hospiz. Die Veranstalter dankten den Helfern und Sponsoren.',
      'de',
    );
    expect(verurteilung).toBeGreaterThan(spendenlauf + 0.1);
  });
});
