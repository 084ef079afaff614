import { readArticleForRisk } from '../../../../domain/media/risk/risk-article-reader';
import { readRiskModel } from '../../../../domain/media/risk/risk-model';
import { riskProbability, uncalibratedLogOdds } from '../../../../domain/media/risk/risk-probability';

const janeDoe = { names: ['Jane Doe'], type: 'INDIVIDUAL' as const };
const conviction = readArticleForRisk(
  {
    headline: 'Adviser jailed for fraud',
    body:
      'Jane Doe was sentenced to six years in prison on Friday after being convicted of defrauding elderly ' +
      'clients of £2 million. Prosecutors said she laundered the money through shell companies.',
    language: 'en',
  },
  janeDoe,
);

describe('riskProbability', () => {
  const model = readRiskModel();

  it('is the calibrated log-odds: scaled and shifted as the model says', () => {
    const logOdds = uncalibratedLogOdds(model, conviction);
    const calibrated = { ...model, calibration: { scale: 0.5, shift: -1 } };
    expect(riskProbability(calibrated, conviction)).toBeCloseTo(1 / (1 + Math.exp(-(0.5 * logOdds - 1))));
  });

  it('ships a calibration that tempers the summed log-odds, so a clear conviction is not read as a certainty', () => {
    expect(model.calibration.scale).toBeGreaterThan(0);
    expect(model.calibration.scale).toBeLessThan(1);
    const probability = riskProbability(model, conviction);
    expect(probability).toBeGreaterThan(0.9);
    expect(probability).toBeLessThan(1 / (1 + Math.exp(-uncalibratedLogOdds(model, conviction))));
  });
});
