import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { RiskAssessor } from '../domain/media/risk/risk-assessor';
import { projectFile } from '../domain/project-files';
import { riskyScores } from './media-risk-metrics';

/**
 * Short hand-written articles in English and German, each with the answer a compliance officer expects:
 * the accused under many kinds of wording (professions as titles, appositions, the German perfect, victim
 * words in the active voice) and people and companies that stand beside someone else's crime (judges,
 * witnesses, victims, rivals, ministers announcing laws). They were written in one go and put aside before
 * the assessor first read them, so the first run measured wording it had not been fixed against; every
 * later run is a regression check, not a quality figure. The corpus benchmark is media-risk-eval.ts.
 */
const probe = z.object({
  adverse: z.boolean(),
  language: z.enum(['en', 'de']),
  subject: z.string(),
  type: z.enum(['INDIVIDUAL', 'ORGANISATION']),
  headline: z.string(),
  body: z.string(),
});

const PROBES_FILE = projectFile('bench', 'data', 'media', 'risk-probes.json');

/** `node dist/bench/media-risk-probes.js`: RISKY precision, recall and F1 of the shipped assessor, and the probes it gets wrong. */
export function evaluateRiskProbes() {
  const probes = z.array(probe).parse(JSON.parse(readFileSync(PROBES_FILE, 'utf8')));
  const assessor = RiskAssessor.load();
  const answers = probes.map(
    (item) =>
      assessor.assess(
        { headline: item.headline, body: item.body, language: item.language },
        { names: [item.subject], type: item.type },
      ).adverse,
  );
  return {
    benchmark: 'media risk probes',
    scores: riskyScores(
      answers,
      probes.map((item) => item.adverse),
    ),
    wrong: probes
      .filter((item, i) => answers[i] !== item.adverse)
      .map((item) => `${item.adverse ? 'missed' : 'false alarm'} (${item.language}): ${item.headline}`),
  };
}

if (require.main === module) console.log(JSON.stringify(evaluateRiskProbes(), null, 1));
