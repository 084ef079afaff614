// How news refer to a company after naming it once ("the company", "das Unternehmen", an abbreviation
// defined in brackets), to the accused before naming them (a described lead), to people listed under a
// lead-in that ends with a colon, and English proceedings closed with the one cleared far after the verb.
import { definedAbbreviations } from '../../../../domain/media/risk/defined-abbreviations';
import { assessor, english, german, janeDoe, musterAg } from './risk-assessor-fixtures';

describe('RiskAssessor on a company called back by a noun', () => {
  it.each([
    english(
      'Letting agency banned for five years',
      'A Kent letting agency has been handed a banning order after an application by the borough council. ' +
        'The First-tier Tribunal made the order against Muster AG on Tuesday. The tribunal found the company ' +
        'had failed to protect deposits for 37 tenancies and had twice been convicted of letting a property ' +
        'without a licence.',
    ),
    german(
      'Softwarekonzern unter Druck',
      'Für den Softwarekonzern Muster AG spitzt sich die Lage zu. Die Staatsanwaltschaft ermittelt gegen den ' +
        'früheren Vorstandschef; gegen das Unternehmen selbst prüft die BaFin ein Bußgeldverfahren wegen ' +
        'Marktmanipulation.',
    ),
  ])('reads "the company" anywhere in the next sentence as the subject (%#)', (article) => {
    expect(assessor.assess(article, musterAg).adverse).toBe(true);
  });

  it("does not read the company's lawyer or a German genitive as the company", () => {
    const article = german(
      'Firma verklagt früheren Geschäftsführer',
      'Die Muster AG verklagt ihren früheren Geschäftsführer auf Schadensersatz. Er soll Gelder der Firma ' +
        'veruntreut haben; die Staatsanwaltschaft ermittelt gegen ihn wegen Untreue.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(false);
  });
});

describe('RiskAssessor on an abbreviation the article defines for the company', () => {
  it.each([
    german(
      'Kartellamt verhängt Bußgelder gegen Asphalthersteller',
      'Zu den Herstellern gehört die Muster AG (MAG) aus Friedberg, ein Familienbetrieb mit 300 ' +
        'Beschäftigten. Wegen Preisabsprachen bei Ausschreibungen verhängte das Amt gegen MAG ein Bußgeld von ' +
        '9,2 Millionen Euro.',
    ),
    english(
      'Cartel fines for asphalt makers',
      'Among the firms is Muster AG (MAG), a family business with 300 staff. The competition authority fined ' +
        'MAG €9.2 million for rigging bids for road contracts.',
    ),
  ])('reads the abbreviation as the subject (%#)', (article) => {
    expect(assessor.assess(article, musterAg).adverse).toBe(true);
  });

  it('takes the bracketed abbreviation that starts like the name, not a country in brackets', () => {
    const tokens = 'zu den firmen gehort die muster ag mag aus friedberg'.split(' ');
    expect(
      definedAbbreviations('Zu den Firmen gehört die Muster AG (MAG) aus Friedberg', tokens, [5]),
    ).toEqual(['mag']);
    const uae = 'muster ag uae was fined'.split(' ');
    expect(definedAbbreviations('Muster AG (UAE) was fined', uae, [0])).toEqual([]);
  });
});

describe('RiskAssessor on English proceedings closed far before the name', () => {
  it('clears the company whose investigation was closed', () => {
    const article = english(
      'Serious Fraud Office closes bribery inquiry',
      'The Serious Fraud Office has closed its three-year investigation into suspected bribery at Muster AG ' +
        'after concluding that the evidence did not meet the test for prosecution. Muster AG said it welcomed ' +
        'the decision.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(false);
  });

  it('keeps the company adverse when the investigation into it goes on', () => {
    const article = english(
      'Serious Fraud Office widens bribery inquiry',
      'The Serious Fraud Office has widened its three-year investigation into suspected bribery at Muster AG ' +
        'and charged two former directors. Muster AG said it was cooperating.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(true);
  });
});

describe('RiskAssessor on a lead that describes the accused before naming them', () => {
  it.each([
    [
      'an adviser a regulator fined',
      english(
        'Regulator bans Bristol adviser',
        'The regulator has fined a Bristol financial adviser £96,000 and barred him from the industry. ' +
          'Jane Doe moved 41 clients into high-risk bonds that later collapsed, the regulator found.',
      ),
    ],
    [
      'a dentist a court convicted, after a dateline, in German',
      german(
        'Zahnärztin verurteilt',
        'Hannover. Das Landgericht Hannover hat eine Zahnärztin aus der Region wegen Betrugs zu zwei Jahren ' +
          'auf Bewährung verurteilt. Jane Doe hatte über Jahre Behandlungen abgerechnet, die sie nie ' +
          'erbracht hatte.',
      ),
    ],
  ])('finds %s adverse', (_, article) => {
    expect(assessor.assess(article, janeDoe).adverse).toBe(true);
  });

  it('finds a company adverse that the lead calls a company and a later sentence names', () => {
    const article = english(
      'Freight firm charged',
      'Prosecutors have charged a Tallinn freight company with smuggling microchips to Russia. The charge ' +
        'sheet says Muster AG exported goods worth €4.6 million between 2022 and 2024.',
    );
    expect(assessor.assess(article, musterAg).adverse).toBe(true);
  });

  it('finds the one described adverse when a wire dateline opens the lead', () => {
    const article = english(
      'Director quits amid abuse inquiry',
      '(Yicai Global) April 10 -- A non-executive director of a telecoms group has resigned as he is being ' +
        'investigated on suspicion of sexual abuse. Jane Doe quit, the company said in a statement on Friday.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(true);
  });

  it('does not take a neighbour described otherwise for the one arrested', () => {
    const article = english(
      'Man held over killing',
      'Police arrested a man on suspicion of murder on Sunday. Jane Doe, a neighbour, said she heard shouting.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });
});

describe('RiskAssessor on a list under a lead-in that says what happens to those listed', () => {
  it('finds a person adverse who is listed under a designation', () => {
    const article = english(
      'Treasury acts against militant financiers',
      'The Treasury on Tuesday acted against the financial network of an armed group.\n\n' +
        "The following individuals are designated as Specially Designated Global Terrorists by today's " +
        'action:\n\nJohn Roe, a financier based in Beirut.\n\nJane Doe, a member of the political bureau.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(true);
  });

  it('does not find a person adverse who is listed among those who gave evidence', () => {
    const article = english(
      'Inquiry into bank collapse hears from staff',
      'An inquiry into the collapse of a regional bank heard evidence of fraud by its former chairman.\n\n' +
        'The following people gave evidence on Tuesday:\n\nJohn Roe, a former auditor.\n\n' +
        'Jane Doe, a former branch manager.',
    );
    expect(assessor.assess(article, janeDoe).adverse).toBe(false);
  });
});
