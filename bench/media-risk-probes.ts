import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { RiskAssessor } from '../domain/media/risk/risk-assessor';
import { projectFile } from '../domain/project-files';
import { riskyScores } from './media-risk-metrics';

/**
 * Short articles in English and German, each with the answer a compliance officer expects, written apart
 * from the corpus to measure wording it rarely has:
 * - `risk-probes.json`: 34 written by hand in one go (the accused under many wordings; people and companies
 *   beside someone else's crime), put aside before the assessor first read them;
 * - `risk-written-development.json`: 180 written by three helpers who never saw the assessor or the corpus
 *   (English people, English companies, German), with hard negatives on purpose: victims, rivals, closed
 *   probes, informants, namesakes. Read, and fixed against;
 * - `risk-written-held-back.json`: 150 more, written the same way by three other helpers and first read
 *   when the rules built on the development set were done. Its first reading is the quality figure.
 * Every later run is a regression check. The corpus benchmark is media-risk-eval.ts.
 */
const probe = z.object({
  adverse: z.boolean(),
  language: z.enum(['en', 'de']),
  subject: z.string(),
  type: z.enum(['INDIVIDUAL', 'ORGANISATION']),
  headline: z.string(),
  body: z.string(),
});

const PROBE_FILES = ['risk-probes.json', 'risk-written-development.json', 'risk-written-held-back.json'];

function evaluateFile(assessor: RiskAssessor, file: string) {
  const path = projectFile('bench', 'data', 'media', file);
  const probes = z.array(probe).parse(JSON.parse(readFileSync(path, 'utf8')));
  const answers = probes.map(
    (item) =>
      assessor.assess(
        { headline: item.headline, body: item.body, language: item.language },
        { names: [item.subject], type: item.type },
      ).adverse,
  );
  return {
    file,
    scores: riskyScores(
      answers,
      probes.map((item) => item.adverse),
    ),
    wrong: probes
      .filter((item, i) => answers[i] !== item.adverse)
      .map((item) => `${item.adverse ? 'missed' : 'false alarm'} (${item.language}): ${item.headline}`),
  };
}

/** `node dist/bench/media-risk-probes.js`: RISKY precision, recall and F1 of the shipped assessor per set, and what it gets wrong. */
export function evaluateRiskProbes() {
  const assessor = RiskAssessor.load();
  return { benchmark: 'media risk probes', sets: PROBE_FILES.map((file) => evaluateFile(assessor, file)) };
}

if (require.main === module) console.log(JSON.stringify(evaluateRiskProbes(), null, 1));
