import type { AnalysedSentence } from './article-analysis';
import type { ConceptHit } from './concept-matcher';
import { CRIME_CONCEPTS, LEGAL_CONCEPTS } from './risk-concepts';

/**
 * Someone the subject only stands beside: a rival, supplier or customer, a namesake, a relative. Legal and
 * crime words right after such a word are that party's: "Aurora Telekom to seek damages after rival fined",
 * "cut ties with a supplier now charged with VAT fraud", "as rivals grapple with laundering fines", "son of
 * jailed oil magnate", "Konkurrent unter Verdacht". The subject's name between them makes them its own again.
 */
export const OTHER_PARTIES: ReadonlySet<string> = new Set([
  ...['rival', 'rivals', 'competitor', 'competitors', 'supplier', 'suppliers', 'customer', 'customers'],
  ...['client', 'clients', 'namesake', 'neighbour', 'neighbor', 'son', 'daughter', 'brother', 'sister'],
  ...['father', 'mother', 'husband', 'wife', 'widow', 'nephew', 'niece', 'cousin', 'konkurrent'],
  ...['konkurrenten', 'wettbewerber', 'lieferant', 'lieferanten', 'kunde', 'kunden', 'namensvetter'],
  ...['sohn', 'tochter', 'bruder', 'schwester', 'vater', 'mutter', 'ehemann', 'ehefrau', 'witwe'],
]);
/** Words after which a party noun only qualifies a thing: "stole customer data", "client money". */
const QUALIFIED = new Set([
  ...['data', 'money', 'funds', 'accounts', 'account', 'deposits', 'details', 'records', 'information'],
  ...['base', 'service', 'services', 'invoices', 'payments', 'assets', 'portfolio', 'list', 'gelder'],
  ...['daten', 'konten', 'konto', 'einlagen'],
]);
/** Words from the party to the legal or crime words that are its ("rivals grapple with laundering fines"). */
const PARTY_REACH = 4;

const OTHERS_CONCEPTS = new Set([...LEGAL_CONCEPTS, ...CRIME_CONCEPTS]);

/** Words that join a party to the name, so what follows is both's: "X and her husband were charged". */
const JOINING = new Set(['and', 'und', 'with', 'mit', 'sowie']);
/** Words from the name to the party it is joined to. */
const JOIN_REACH = 4;

function isJoinedToName(tokens: readonly string[], mentions: readonly number[], party: number): boolean {
  return mentions.some(
    (mention) =>
      mention < party &&
      party - mention <= JOIN_REACH &&
      tokens.slice(mention + 1, party).some((word) => JOINING.has(word)),
  );
}

/** The sentence's hits without the legal and crime words that follow another party close by. */
export function withoutOtherPartiesProcesses(sentence: AnalysedSentence): ConceptHit[] {
  const { tokens, mentions } = sentence;
  const parties = tokens.flatMap((token, at) =>
    OTHER_PARTIES.has(token) && !QUALIFIED.has(tokens[at + 1]) && !isJoinedToName(tokens, mentions, at)
      ? [at]
      : [],
  );
  if (parties.length === 0) return sentence.hits;
  return sentence.hits.filter(
    (hit) =>
      !OTHERS_CONCEPTS.has(hit.concept) ||
      !parties.some(
        (party) =>
          hit.token > party &&
          hit.token - party <= PARTY_REACH &&
          !mentions.some((mention) => mention > party && mention <= hit.token),
      ),
  );
}
