import nlp from 'compromise';

export type GivenNameGender = 'male' | 'female' | 'either';

const genders = new Map<string, GivenNameGender | null>();

/** The gender compromise's lexicon gives a given name, null when it knows no such given name. */
function lookUp(name: string): GivenNameGender | null {
  let gender = genders.get(name);
  if (gender === undefined) {
    const document = nlp(name);
    const [male, female] = [document.has('#MaleName'), document.has('#FemaleName')];
    gender = male === female ? (document.has('#FirstName') ? 'either' : null) : male ? 'male' : 'female';
    // Bounded: words of articles are looked up too (namesakes), not only subjects' given names.
    if (genders.size > 50_000) genders.clear();
    genders.set(name, gender);
  }
  return gender;
}

/** Whether compromise's lexicon knows the word as a given name ("angela", "john"; not "merkel"). */
export function isFirstName(name: string): boolean {
  return lookUp(name) !== null;
}

/** The gender of a given name, 'either' when the lexicon gives both or neither; undefined for no given name. */
export function givenNameGender(name: string): GivenNameGender | undefined {
  return lookUp(name) ?? undefined;
}
