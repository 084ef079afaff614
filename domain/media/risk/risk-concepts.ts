import { RISK_CATEGORIES, type RiskCategory } from './risk-categories';

/**
 * The language-independent ideas the assessor looks for. A lexicon per language maps words to them, so a
 * model trained on English articles reads German ones through the German lexicon.
 */
export const CUE_CONCEPTS = [
  /** Formal accusation: charged, indicted, angeklagt. */
  'charge',
  /** Judgement and punishment: convicted, sentenced, jailed, verurteilt. */
  'conviction',
  /** Arrests, raids and extradition: arrested, raided, festgenommen. */
  'arrest',
  /** Investigations and suspicion: investigated, probe, suspected, Ermittlungen, Verdacht. */
  'investigation',
  /** Fines, seizures, bans: fined, penalty, frozen, Geldstrafe. */
  'penalty',
  /** Civil suits: sued, lawsuit, verklagt. */
  'lawsuit',
  /** Allegations and scandals: alleged, accused of, scandal, mutmaßlich. */
  'allegation',
  /** The subject denies: denied, bestreitet (an allegation exists). */
  'denial',
  /** Cleared: acquitted, exonerated, charges dropped, freigesprochen. */
  'exculpation',
  /** Uncovering or reporting wrongdoing: uncovered, exposed, whistleblower, aufgedeckt. */
  'uncovering',
  /** Fighting or preventing crime: anti-, combat, prevention, compliance, Bekämpfung. */
  'fighting',
  /** Honours: award, prize, Auszeichnung. */
  'award',
  /** Suffering the crime: victim, defrauded, Opfer. */
  'victim',
  /** Authorities acting: police, prosecutors, court, Staatsanwaltschaft. */
  'authority',
  /** Negation: not, never, nicht, kein. */
  'negation',
  /** Crime in general: crime, criminal, illegal, Straftat. */
  'crime',
] as const;

export type CueConcept = (typeof CUE_CONCEPTS)[number];

/** The categories that words point to ("Other" is what remains when none does). */
export type CrimeCategory = Exclude<RiskCategory, 'Other'>;
export const CRIME_CATEGORIES: readonly CrimeCategory[] = RISK_CATEGORIES.filter(
  (category): category is CrimeCategory => category !== 'Other',
);

/**
 * Grammar words that tell the subject's part in a sentence; only the role features count them (see
 * risk-features.ts), they are no evidence of anything alone.
 */
export const ROLE_CONCEPTS = [
  /** Passive auxiliaries between a name and a legal verb: "X was charged", "X wurde verurteilt". */
  'passive',
  /** Prepositions that make the name the target of a legal process: "charges against X", "gegen X". */
  'target',
  /** Verbs of speaking: "X said", "sagte X" (the subject comments or is quoted). */
  'speech',
  /** Public offices as a name's title: "President X", "Finanzminister X" (the subject holds the office). */
  'office',
  /** Professions that work on a case without standing accused in it: "defence lawyer X", "police spokeswoman X". */
  'profession',
] as const;

export type RoleConcept = (typeof ROLE_CONCEPTS)[number];

export type Concept = CueConcept | CrimeCategory | RoleConcept;

/** The concepts counted per scope as the model's inputs. */
export const CONCEPTS: readonly (CueConcept | CrimeCategory)[] = [...CUE_CONCEPTS, ...CRIME_CATEGORIES];

/** Legal process against someone: what makes crime words adverse. */
export const LEGAL_CONCEPTS: readonly Concept[] = [
  'charge',
  'conviction',
  'arrest',
  'investigation',
  'penalty',
  'lawsuit',
  'allegation',
];

/** Roles that make crime words not adverse for the subject: cleared, uncovering, fighting, honoured, victim. */
export const MITIGATING_CONCEPTS: readonly Concept[] = [
  'exculpation',
  'uncovering',
  'fighting',
  'award',
  'victim',
];

/** Crime in general or of a category. */
export const CRIME_CONCEPTS: readonly Concept[] = ['crime', ...CRIME_CATEGORIES];

/** Concepts that clear the subject of the legal words next to its name: cleared, or the one wronged. */
export const CLEARING_CONCEPTS: readonly Concept[] = ['exculpation', 'victim'];
