import { readArticleForRisk } from '../../../../domain/media/risk/risk-article-reader';
import { readRiskModel } from '../../../../domain/media/risk/risk-model';
import { riskWords } from '../../../../domain/media/risk/risk-words';

const janeDoe = { names: ['Jane Doe'], type: 'INDIVIDUAL' as const };

function wordsOf(language: 'en' | 'de', headline: string, body: string) {
  return riskWords(readArticleForRisk({ headline, body, language }, janeDoe));
}

describe('riskWords', () => {
  it('keeps German words apart from English ones: German "die" is not the English verb', () => {
    const german = wordsOf('de', 'Urteil', 'Die Richter verurteilten Jane Doe wegen Betrugs.');
    expect(german.has('de:die')).toBe(true);
    expect(german.has('die')).toBe(false);
    const english = wordsOf('en', 'Verdict', 'Jane Doe may die in prison, her lawyer said.');
    expect(english.has('die')).toBe(true);
    expect(english.has('de:die')).toBe(false);
  });

  it("marks the words of the subject's sentences and the headline, not those of other sentences", () => {
    const words = wordsOf('de', 'Urteil', 'Jane Doe wurde verurteilt. Der Zeuge schwieg.');
    expect(words.has('de:s:verurteilt')).toBe(true);
    expect(words.has('de:s:urteil')).toBe(true);
    expect(words.has('de:zeuge')).toBe(true);
    expect(words.has('de:s:zeuge')).toBe(false);
  });

  it('are weighed by the shipped model in German too', () => {
    const { wordWeights } = readRiskModel();
    expect(Object.keys(wordWeights).filter((word) => word.startsWith('de:')).length).toBeGreaterThan(100);
  });
});
