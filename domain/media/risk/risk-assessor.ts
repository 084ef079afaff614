import type { AssessedArticle, AssessedSubject, RiskAssessment } from './risk-assessment';
import type { RiskCategory } from './risk-categories';
import { readArticleForRisk } from './risk-article-reader';
import { findRiskCategories } from './risk-category-finder';
import { selectEvidence } from './risk-evidence';
import { FEATURE_NAMES } from './risk-features';
import { readRiskModel, type RiskModel } from './risk-model';
import { riskProbability } from './risk-probability';

/**
 * Whether an article is adverse media about a subject, in which of the contract's categories, and which
 * sentences say so. A logistic regression (shipped in data/media/risk-model.json.gz) weighs concepts (legal
 * process, crime categories, exculpation, uncovering, fighting, awards, victims) found by an English or
 * German lexicon, counted in the subject's sentences, near its name, in the headline and anywhere, the
 * subject's part in its sentences ("X was charged", "charges against X", how close the nearest legal or
 * crime word is to its name), and for English articles also the words of the headline and the subject's
 * sentences; a subject that is cleared, named in passing or acting as an official moves the odds down.
 */
export class RiskAssessor {
  private readonly weightByFeature: Map<string, number>;

  constructor(private readonly model: RiskModel) {
    this.weightByFeature = new Map(FEATURE_NAMES.map((name, i) => [name, model.weights[i]]));
  }

  /** The shipped model, read once (keep the instance). */
  static load(): RiskAssessor {
    return new RiskAssessor(readRiskModel());
  }

  assess(article: AssessedArticle, subject: AssessedSubject): RiskAssessment {
    const analysed = readArticleForRisk(article, subject);
    const probability = riskProbability(this.model, analysed);
    const adverse = probability >= this.model.threshold;
    const categories: RiskCategory[] = adverse ? findRiskCategories(analysed) : [];
    return {
      adverse,
      probability,
      categories: adverse && categories.length === 0 ? ['Other'] : categories,
      evidence: selectEvidence(analysed, adverse, {
        feature: (name) => this.weightByFeature.get(name) ?? 0,
        word: (word) => (Object.hasOwn(this.model.wordWeights, word) ? this.model.wordWeights[word] : 0),
      }),
    };
  }
}
