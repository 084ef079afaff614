import { articleWords } from '../../../../domain/media/news/article-words';

const read = (text: string) =>
  articleWords(text).map((word) => (word.possessive ? `${word.text}'s` : word.text));

describe('the words of an article', () => {
  it('folds a possessive into its word, also when copied text sets it apart ("Peru \'s Congress")', () => {
    expect(read("Müller's company")).toEqual(["muller's", 'company']);
    expect(read('The way Peru ’s Congress removed him')).toEqual([
      'the',
      'way',
      "peru's",
      'congress',
      'removed',
      'him',
    ]);
  });

  it('keeps a lone s that is no possessive: a list item, a unit', () => {
    expect(read('Plan B s version, size S')).toEqual(['plan', 'b', 's', 'version', 'size', 's']);
  });
});
