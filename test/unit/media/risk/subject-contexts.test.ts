import { readArticleForRisk } from '../../../../domain/media/risk/risk-article-reader';
import { readRiskModel } from '../../../../domain/media/risk/risk-model';
import { subjectContexts } from '../../../../domain/media/risk/subject-contexts';
import { textLogOdds } from '../../../../domain/media/risk/text-model';

const janeDoe = { names: ['Jane Doe'], type: 'INDIVIDUAL' as const };

function read(headline: string, body: string, language: 'en' | 'de' = 'en') {
  return readArticleForRisk({ headline, body, language }, janeDoe);
}

describe('subjectContexts', () => {
  it('holds the words around each mention of the subject, with the name as one token', () => {
    const contexts = subjectContexts(
      read('Court hears appeal', 'The court sentenced Jane Doe to four years. Prices rose in May.'),
    );
    expect(contexts).toEqual(
      new Set([
        'L:the',
        'L:court',
        'L:sentenced',
        'R:to',
        'R:four',
        'R:years',
        'sentenced @s',
        'court sentenced @s',
        '@s to',
        '@s to four',
      ]),
    );
  });

  it('reads a pronoun standing for the subject as a mention, and a possessive name as the name', () => {
    const contexts = subjectContexts(read('Doe resigns', "Jane Doe's bank collapsed. She was arrested."));
    expect(contexts).toContain('@s s bank');
    expect(contexts).toContain('@s was arrested');
  });

  it('is empty when the article never speaks of the subject', () => {
    expect(subjectContexts(read('Bank fined', 'The regulator fined the bank for failures.')).size).toBe(0);
  });
});

describe('the shipped context model', () => {
  const { context } = readRiskModel();
  const opinion = (headline: string, body: string, language: 'en' | 'de' = 'en') => {
    const article = read(headline, body, language);
    return textLogOdds(context, article.language, subjectContexts(article));
  };

  it('learnt English and German', () => {
    expect(context.languages).toEqual(expect.arrayContaining(['en', 'de']));
  });

  it('reads the subject charged as more adverse than the subject speaking as a victim, in the same story', () => {
    const story = 'Investors lost £2 million in the scheme, prosecutors said.';
    const charged = opinion('Adviser charged', `${story} Jane Doe was arrested and charged with fraud.`);
    const victim = opinion('Adviser charged', `${story} Jane Doe said she had lost her savings.`);
    expect(charged).toBeGreaterThan(victim + 1);
  });

  it('reads the subject accused as more adverse than the subject speaking as a witness, in German', () => {
    const story =
      'Anleger verloren in dem Schneeballsystem zwei Millionen Euro, teilte die Staatsanwaltschaft mit.';
    const accused = opinion(
      'Anlageberaterin angeklagt',
      `${story} Gegen Jane Doe wurde Anklage wegen Betrugs erhoben.`,
      'de',
    );
    const witness = opinion(
      'Anlageberaterin angeklagt',
      `${story} Jane Doe sagte als Zeugin aus, sie habe ihre Ersparnisse verloren.`,
      'de',
    );
    expect(accused).toBeGreaterThan(witness + 1);
  });
});
