import { z } from 'zod';
import { newId } from '../../ids';
import { parseInput } from '../../validation/parse-input';
import { textField } from '../../validation/text-field';
import { ISO_639_1_CODES } from '../language-codes';
import type { NameFuzziness } from '../news/news-source';
import { RISK_CATEGORIES, type RiskCategory } from '../risk/risk-categories';

export const NAME_FUZZINESS = ['STRICT', 'STANDARD', 'BROAD'] as const satisfies readonly NameFuzziness[];

/** Defaults and bounds of a media search configuration; documented in the README and docs/openapi.yaml. */
export const CONFIGURATION_LIMITS = {
  titleLength: 200,
  referenceLength: 200,
  keywords: 100,
  keywordLength: 100,
  keywordLists: 20,
  defaultMaxResults: 50,
  maxResults: 500,
  defaultLookBackDays: 3650,
  maxLookBackDays: 36_500,
  defaultThreshold: 7,
} as const;

/** What a caller sends to create a configuration (or the next version of one), in the domain's names. */
export interface ConfigurationInput {
  title: string;
  reference?: string | null;
  isTemplate?: boolean | null;
  language?: string | null;
  keywords?: string[] | null;
  keywordLists?: { name: string; keywords: string[] }[] | null;
  riskCategories?: string[] | null;
  maxNumberOfResults?: number | null;
  lookBackPeriod?: { days: number; isActive: boolean } | null;
  disambiguationAutoRiskAssessment?: { active: boolean; threshold: number } | null;
  subjectNamesFuzzy?: string | null;
}

export interface KeywordList {
  keywordListId: string;
  name: string;
  keywords: string[];
}

/** A configuration version as the domain stores it. */
export interface ConfigurationDraft {
  title: string;
  reference: string | null;
  isTemplate: boolean;
  /** ISO 639-1, or null for every language. */
  language: string | null;
  keywords: string[];
  keywordLists: KeywordList[];
  /** Empty means every category. */
  riskCategories: RiskCategory[];
  maxNumberOfResults: number;
  lookBackPeriod: { days: number; isActive: boolean };
  disambiguationAutoRiskAssessment: { active: boolean; threshold: number };
  subjectNamesFuzzy: NameFuzziness;
}

const L = CONFIGURATION_LIMITS;
const keyword = textField(L.keywordLength);
const keywords = z.array(keyword).max(L.keywords, { error: `must have at most ${L.keywords} entries` });
const integer = (min: number, max: number) =>
  z
    .number()
    .int({ error: 'must be an integer' })
    .min(min, { error: `must be from ${min} to ${max}` })
    .max(max, { error: `must be from ${min} to ${max}` });

const schema = z.object({
  title: textField(L.titleLength),
  reference: textField(L.referenceLength).nullish(),
  isTemplate: z.boolean().nullish(),
  language: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .refine((code) => ISO_639_1_CODES.has(code), {
      error: 'must be an ISO 639-1 language code such as de or en',
    })
    .nullish(),
  keywords: keywords.nullish(),
  keywordLists: z
    .array(
      z.object({ name: textField(L.titleLength), keywords: keywords.min(1, { error: 'must not be empty' }) }),
    )
    .max(L.keywordLists, { error: `must have at most ${L.keywordLists} entries` })
    .nullish(),
  riskCategories: z
    .array(z.enum(RISK_CATEGORIES, { error: `must be one of ${RISK_CATEGORIES.join(', ')}` }))
    .nullish(),
  maxNumberOfResults: integer(1, L.maxResults).nullish(),
  lookBackPeriod: z.object({ days: integer(1, L.maxLookBackDays), isActive: z.boolean() }).nullish(),
  disambiguationAutoRiskAssessment: z.object({ active: z.boolean(), threshold: integer(0, 10) }).nullish(),
  subjectNamesFuzzy: z
    .enum(NAME_FUZZINESS, { error: `must be one of ${NAME_FUZZINESS.join(', ')}` })
    .nullish(),
});

/** Checks a configuration and applies the documented defaults; keyword lists get their ids here. */
export function parseConfigurationDraft(input: ConfigurationInput): ConfigurationDraft {
  const d = parseInput(schema, input);
  return {
    title: d.title,
    reference: d.reference ?? null,
    isTemplate: d.isTemplate ?? false,
    language: d.language ?? null,
    keywords: [...new Set(d.keywords ?? [])],
    keywordLists: (d.keywordLists ?? []).map((list) => ({
      keywordListId: newId(),
      name: list.name,
      keywords: [...new Set(list.keywords)],
    })),
    riskCategories: [...new Set(d.riskCategories ?? [])],
    maxNumberOfResults: d.maxNumberOfResults ?? L.defaultMaxResults,
    lookBackPeriod: d.lookBackPeriod ?? { days: L.defaultLookBackDays, isActive: false },
    disambiguationAutoRiskAssessment: d.disambiguationAutoRiskAssessment ?? {
      active: true,
      threshold: L.defaultThreshold,
    },
    subjectNamesFuzzy: d.subjectNamesFuzzy ?? 'STANDARD',
  };
}
