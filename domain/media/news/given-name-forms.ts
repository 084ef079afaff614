/**
 * Common short forms of given names in English and German press ("Tom Barrack" for Thomas Barrack, "Bill
 * Gates", "Sepp Blatter" for Joseph): each formal name (folded) with the forms written for it. A form counts
 * for its formal name and the formal name for the form, never one form for another formal name's ("Chris" is
 * Christopher or Christian, but Christopher is not Christian).
 */
const SHORT_FORMS: Record<string, readonly string[]> = {
  abraham: ['abe'],
  albert: ['al', 'bert'],
  aleksandr: ['sasha'],
  alexander: ['alex', 'sasha', 'sandy'],
  alexandra: ['alex', 'sasha'],
  alfred: ['alf', 'fred'],
  andreas: ['andi'],
  andrew: ['andy', 'drew'],
  anthony: ['tony'],
  antony: ['tony'],
  barbara: ['barb'],
  benjamin: ['ben'],
  catherine: ['cathy', 'kate', 'katie'],
  charles: ['charlie', 'chuck'],
  christian: ['chris'],
  christina: ['chris', 'tina'],
  christine: ['chris', 'tina'],
  christopher: ['chris', 'kit'],
  daniel: ['dan', 'danny'],
  david: ['dave', 'davy'],
  deborah: ['deb', 'debbie'],
  donald: ['don', 'donny'],
  douglas: ['doug'],
  edward: ['ed', 'eddie', 'ted', 'ned'],
  elisabeth: ['lisa', 'liesel', 'elli'],
  elizabeth: ['liz', 'beth', 'betty', 'lisa'],
  eugene: ['gene'],
  francis: ['frank'],
  franz: ['franzl'],
  frederick: ['fred', 'freddie'],
  friedrich: ['fritz'],
  geoffrey: ['geoff', 'jeff'],
  gerald: ['gerry', 'jerry'],
  gregory: ['greg'],
  heinrich: ['heinz', 'henry'],
  henry: ['harry', 'hank'],
  jacob: ['jake'],
  jacqueline: ['jackie'],
  james: ['jim', 'jimmy', 'jamie'],
  jeffrey: ['jeff'],
  jennifer: ['jen', 'jenny'],
  johann: ['hans'],
  johannes: ['hans', 'johann'],
  john: ['jack', 'johnny'],
  jonathan: ['jon'],
  josef: ['sepp', 'joe'],
  joseph: ['joe', 'joey', 'sepp'],
  joshua: ['josh'],
  katharina: ['kathi', 'katja'],
  katherine: ['kate', 'kathy', 'katie'],
  kenneth: ['ken', 'kenny'],
  kimberly: ['kim'],
  laurence: ['larry'],
  lawrence: ['larry'],
  leonard: ['len', 'lenny', 'leo'],
  margaret: ['maggie', 'meg', 'peggy'],
  margarete: ['grete'],
  matthew: ['matt'],
  matthias: ['matze'],
  michael: ['mike', 'mick', 'micky'],
  nathaniel: ['nate', 'nat'],
  nicholas: ['nick', 'nicky'],
  nikolaus: ['klaus', 'niko'],
  pamela: ['pam'],
  patricia: ['pat', 'patty', 'trish'],
  patrick: ['pat', 'paddy'],
  peter: ['pete'],
  philip: ['phil'],
  phillip: ['phil'],
  raymond: ['ray'],
  rebecca: ['becky'],
  richard: ['rick', 'ricky', 'dick', 'rich'],
  robert: ['bob', 'bobby', 'rob', 'robbie', 'bert'],
  ronald: ['ron', 'ronnie'],
  samantha: ['sam'],
  samuel: ['sam', 'sammy'],
  stephen: ['steve'],
  steven: ['steve'],
  susan: ['sue', 'susie'],
  terence: ['terry'],
  theodore: ['ted', 'teddy', 'theo'],
  thomas: ['tom', 'tommy'],
  timothy: ['tim'],
  victoria: ['vicky'],
  vincent: ['vince'],
  walter: ['walt'],
  william: ['bill', 'billy', 'will', 'willy', 'willie'],
  zachary: ['zach'],
};

const formsOf = new Map<string, Set<string>>();
for (const [formal, shortForms] of Object.entries(SHORT_FORMS)) {
  for (const shortForm of shortForms) {
    formsOf.set(formal, (formsOf.get(formal) ?? new Set()).add(shortForm));
    formsOf.set(shortForm, (formsOf.get(shortForm) ?? new Set()).add(formal));
  }
}

/** The other forms that write the given name `folded` (its short forms, or the formal names of a short form). */
export function givenNameForms(folded: string): string[] {
  return [...(formsOf.get(folded) ?? [])];
}
