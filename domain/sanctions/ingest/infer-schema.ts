import type { EntitySchema } from './listed-entity';

/**
 * Words that mark a name as an organisation's: legal forms and the nouns institutions are named with.
 * Whole words only ("CO" but not "COSTA").
 */
const ORGANISATION_WORDS = new RegExp(
  String.raw`(?:^|[\s,.(])(?:` +
    [
      String.raw`inc|ltd|llc|l\.l\.c|llp|lp|plc|co|corp|corporation|compan(?:y|ies)|gmbh|ag|kg|s\.?a|s\.?a\.?s`,
      String.raw`s\.?r\.?l|s\.?l|s\.?p\.?a|s\.?a\.?c|sarl|b\.?v|n\.?v|pte|pvt|bhd|fze|fzco|fzc|jsc|ojsc|pjsc|cjsc|ooo|oao`,
      String.raw`zao|ltda|cia|limited|kft|d\.?o\.?o|e\.?i\.?r\.?l|sp\. z o\.o|a/s|concern|firm|house|store|shop`,
      String.raw`group|holdings?|trading|traders|industr(?:y|ies|ial)|international|enterprises?|technolog(?:y|ies)`,
      String.raw`electronics?|systems?|institute|university|academy|cent(?:er|re)|laborator(?:y|ies)|bureau`,
      String.raw`ministry|department|agency|factory|plant|works|bank|shipping|airlines?|aviation|services?`,
      String.raw`solutions|logistics|import|export|engineering|research|association|foundation|organi[sz]ation`,
      String.raw`committee|party|army|front|forces?|brigade|network|partners|establishment|office|society|union`,
      String.raw`council|school|college|hospital|federation|commission|authority|administration|directorate`,
      String.raw`division|regiment|battalion|command|design|development|manufacturing|machinery|equipment`,
      String.raw`energy|petroleum|oil|gas|chemicals?|pharmaceuticals?|materials|products|supply|supplies`,
      String.raw`construction|investments?|capital|finance|insurance|media|communications?|telecom|shipyard`,
    ].join('|') +
    String.raw`)(?=$|[\s,.)])`,
  'i',
);

/** Two to five words without digits, the shape of a person's name. */
const PERSON_NAME_SHAPE = /^[^\d,;()&]+$/;

/**
 * For lists without an entity type: a name with organisation words is an organisation's, a short name of
 * plain words a person's, anything else (one word, long or numbered names) the list's usual kind.
 */
export function inferSchema(name: string, fallback: EntitySchema): EntitySchema {
  if (ORGANISATION_WORDS.test(name)) return 'ORGANISATION';
  const words = name.trim().split(/\s+/).length;
  return words >= 2 && words <= 5 && PERSON_NAME_SHAPE.test(name) ? 'INDIVIDUAL' : fallback;
}
