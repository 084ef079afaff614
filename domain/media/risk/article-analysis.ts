import type { ConceptHit, ConceptMatcher } from './concept-matcher';
import type { AssessedArticle, AssessedSubject } from './risk-assessment';
import { isAuthoritySubject } from './authority-names';
import { withClosedProceedings } from './closed-proceedings';
import { definedAbbreviations } from './defined-abbreviations';
import { listLeadIn } from './list-lead-in';
import { describedSubject } from './described-lead';
import { namesAnotherCompany } from './namesake-companies';
import { OTHER_PARTIES, withoutOtherPartiesProcesses } from './other-parties';
import { withPleasAsCharges } from './pleas';
import { splitSentences } from './sentence-splitter';
import { findFullNames, findShortNames, ORGANISATION_NOUNS, subjectNames } from './subject-names';
import { HONORIFICS } from './subject-capacity';
import { sentenceCapitals } from './sentence-capitals';
import { foldText } from './text-folding';
import { withoutOthersVictims } from './victim-hits';

/** How a sentence relates to the subject. */
export type SubjectReference = 'name' | 'pronoun' | 'description' | 'none';

export interface AnalysedSentence {
  /** Verbatim from the article (the headline is sentence 0). */
  text: string;
  tokens: string[];
  hits: ConceptHit[];
  /** Token indexes where the subject is named (or referred to by the opening pronoun). */
  mentions: number[];
  reference: SubjectReference;
  isHeadline: boolean;
}

/** The lexicons the assessor has. */
export type LexiconLanguage = 'en' | 'de';

export interface AnalysedArticle {
  sentences: AnalysedSentence[];
  /** Whose lexicon read it (and whose words the model weighs). */
  language: LexiconLanguage;
  /** Whether the subject came with any name at all (else every sentence counts as the subject's). */
  hasNames: boolean;
  /** Whether the subject's full name (or an organisation's distinctive name) was found. */
  fullNameFound: boolean;
  /** Whether the subject's name stood for another company ("Meridian Trading FZCO" beside "Meridian Trading Ltd"). */
  namesAnotherCompany: boolean;
  /** Whether the subject is an authority by its name ("Financial Conduct Authority"): it acts in cases. */
  subjectIsAuthority: boolean;
  /** The folded words of the subject's names as given: where a mention's name ends. */
  nameWords: ReadonlySet<string>;
  bodyLength: number;
}

/** Words from "anti" or "counter" to the authority it names: "anti-corruption agency", "anti-money laundering authority". */
const AGENCY_NAME_REACH = 3;
const AGENCY_PREFIXES = new Set(['anti', 'counter']);

/**
 * "Anti-graft investigators searched her home": "anti" naming an authority is the authority's work, not
 * someone fighting crime beside the subject's name. Such fighting hits are dropped.
 */
function withoutAgencyPrefixes(hits: ConceptHit[], tokens: readonly string[]): ConceptHit[] {
  const authorities = hits.filter((hit) => hit.concept === 'authority').map((hit) => hit.token);
  return hits.filter(
    (hit) =>
      hit.concept !== 'fighting' ||
      !AGENCY_PREFIXES.has(tokens[hit.token]) ||
      !authorities.some((authority) => authority > hit.token && authority - hit.token <= AGENCY_NAME_REACH),
  );
}

/**
 * Possessive pronouns open a phrase about someone or something else: "Her predecessor was charged", "His
 * lawyer said", "Sein Anwalt sagte". "Her" is possessive when it opens the sentence ("Police arrested her"
 * is the subject). German "ihr" stays ("Ihr wird Betrug vorgeworfen" speaks of her) unless a relative,
 * rival or client follows ("Ihr Ehemann").
 */
const POSSESSIVE_DETERMINERS = new Set(['his', 'its', 'their', 'sein', 'seine']);

function isPossessiveDeterminer(tokens: readonly string[], at: number): boolean {
  const token = tokens[at];
  if (POSSESSIVE_DETERMINERS.has(token)) return true;
  // "Ihr Ehemann steht vor Gericht" is about her husband.
  return (token === 'her' && at === 0) || (token === 'ihr' && OTHER_PARTIES.has(tokens[at + 1]));
}

/** How many words at the start of the following sentence may hold a pronoun that continues a mention. */
const PRONOUN_REACH = 3;

/**
 * Definite articles before a noun that calls back an organisation just named ("the company", "der Konzern"):
 * in German only those of the subject and the object; a genitive is about something of the company's ("Er
 * soll Gelder der Firma veruntreut haben"), like the English possessive.
 */
const DEFINITE_ARTICLES = new Set(['the', 'die', 'das', 'den']);
const MASCULINE_ORGANISATION_NOUNS = new Set(['konzern']);

/**
 * Where a sentence calls the organisation of the sentence before by a noun with a definite article, anywhere
 * in it ("The tribunal found the company had failed …", "gegen das Unternehmen selbst prüft die BaFin …"):
 * news name a company once and then say "the company". Not its possessive ("the company's lawyer said"),
 * which is about someone else.
 */
function organisationCallBack(tokens: readonly string[]): number {
  return tokens.findIndex((token, at) => {
    if (at === 0 || !ORGANISATION_NOUNS.has(token) || tokens[at + 1] === 's') return false;
    const article = tokens[at - 1];
    return DEFINITE_ARTICLES.has(article) || (article === 'der' && MASCULINE_ORGANISATION_NOUNS.has(token));
  });
}

/** Capitalised words before a surname that are no one's given name. */
const CALENDAR_WORDS = new Set([
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  ...['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag'],
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october'],
  ...['november', 'december', 'januar', 'februar', 'marz', 'mai', 'juni', 'juli', 'oktober', 'dezember'],
]);
const TITLE_CONCEPTS = new Set(['office', 'profession', 'authority']);

/**
 * Whether the word at `index` reads as someone's given name by its capital: inside a body sentence (not its
 * first word, nor a headline's title case), longer than an initial, and no title, honorific or date.
 */
function givenNameByCapital(sentence: AnalysedSentence): (index: number) => boolean {
  return (index) => {
    const word = sentence.tokens[index];
    const capitalised = sentence.isHeadline ? null : sentenceCapitals(sentence);
    return (
      capitalised !== null &&
      index > 0 &&
      capitalised[index] &&
      word.length > 1 &&
      !/\d/.test(word) &&
      !HONORIFICS.has(word) &&
      !CALENDAR_WORDS.has(word) &&
      !sentence.hits.some((hit) => hit.token === index && TITLE_CONCEPTS.has(hit.concept))
    );
  };
}

/**
 * The article in sentences, each with the concepts found in it and where it names the subject: full
 * names anywhere, surnames and short organisation names once the full name has been read (or when the
 * article never writes it out), a pronoun opening the sentence right after a named one.
 */
export function analyseArticle(
  article: AssessedArticle,
  subject: AssessedSubject,
  language: LexiconLanguage,
  matcher: ConceptMatcher,
): AnalysedArticle {
  const names = subjectNames(subject);
  const texts = [article.headline.trim(), ...splitSentences(article.body)].filter(Boolean);
  const read = (text: string, isHeadline: boolean): AnalysedSentence => {
    const tokens = foldText(text).split(' ').filter(Boolean);
    return {
      text,
      tokens,
      hits: withPleasAsCharges(
        withClosedProceedings(withoutAgencyPrefixes(matcher.find(tokens), tokens), tokens),
        tokens,
      ),
      mentions: findFullNames(tokens, names.full, names.cases),
      reference: 'none',
      isHeadline,
    };
  };
  const sentences = texts.map((text, i) => read(text, i === 0));
  // A list item naming the subject is read with the lead-in that says what happens to those listed.
  const leadIns = sentences.map((sentence, i) => listLeadIn(sentences, i, sentence.mentions));
  leadIns.forEach((leadIn, i) => {
    if (leadIn) sentences[i] = read(`${leadIn.text} ${sentences[i].text}`, false);
  });
  // "Meridian Trading FZCO" is another company than the subject "Meridian Trading Ltd", also by its short name.
  let anotherCompany = false;
  const withoutOtherCompanies = (sentence: AnalysedSentence) => {
    if (names.legalForms.size === 0 || sentence.mentions.length === 0) return;
    const own = sentence.mentions.filter(
      (mention) => !namesAnotherCompany(sentence.tokens, mention, names, sentenceCapitals(sentence)),
    );
    if (own.length < sentence.mentions.length) anotherCompany = true;
    sentence.mentions = own;
  };
  sentences.forEach(withoutOtherCompanies);
  const fullNameFound = sentences.some((sentence) => sentence.mentions.length > 0);
  const short =
    subject.type === 'ORGANISATION'
      ? [
          ...names.short,
          ...sentences
            .filter((sentence) => sentence.mentions.length > 0)
            .flatMap((sentence) => definedAbbreviations(sentence.text, sentence.tokens, sentence.mentions)),
        ]
      : names.short;
  let fullNameRead = !fullNameFound;
  for (const sentence of sentences) {
    if (sentence.mentions.length > 0) fullNameRead = true;
    if (fullNameRead && short.length > 0) {
      const shortMentions = findShortNames(
        sentence.tokens,
        short,
        names.personWords,
        givenNameByCapital(sentence),
      );
      sentence.mentions = [...new Set([...sentence.mentions, ...shortMentions])].sort((a, b) => a - b);
      withoutOtherCompanies(sentence);
    }
  }
  const described = describedSubject(sentences, subject);
  sentences.forEach((sentence, i) => {
    if (sentence.mentions.length > 0) {
      sentence.reference = 'name';
      return;
    }
    const pronoun = sentence.tokens
      .slice(0, PRONOUN_REACH)
      .findIndex((token, at) => names.pronouns.has(token) && !isPossessiveDeterminer(sentence.tokens, at));
    const callBack = subject.type === 'ORGANISATION' ? organisationCallBack(sentence.tokens) : -1;
    if (i > 0 && sentences[i - 1].mentions.length > 0 && (pronoun >= 0 || callBack >= 0)) {
      sentence.reference = 'pronoun';
      sentence.mentions = [pronoun >= 0 ? pronoun : callBack];
    } else if (described.has(sentence)) {
      sentence.reference = 'description';
      sentence.mentions = [described.get(sentence) ?? 0];
    }
  });
  for (const sentence of sentences) {
    sentence.hits = withoutOthersVictims(sentence, language, subject.type === 'ORGANISATION');
    if (sentence.mentions.length > 0) sentence.hits = withoutOtherPartiesProcesses(sentence);
  }
  return {
    sentences,
    language,
    hasNames: names.full.length > 0,
    fullNameFound,
    namesAnotherCompany: anotherCompany,
    subjectIsAuthority: isAuthoritySubject(subject),
    nameWords: names.words,
    bodyLength: article.body.length,
  };
}
