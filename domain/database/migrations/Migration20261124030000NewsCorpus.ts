import { Migration } from '@mikro-orm/migrations';

/**
 * The local news corpus, the embedded default news source.
 * - One row per article, unique by canonical URL (the same article imported twice is one).
 * - `name_terms`: the words of headline and body folded in the application (any-ascii, lower-case: case,
 *   diacritics and script aside), indexed for name search; candidates are re-checked word by word in the
 *   application, so no regular expression runs over bodies here. `headline_terms`: the same of the headline
 *   alone, where people are named by surname only.
 * - `keyword_terms`: headline and body stemmed with the article language's configuration, for keywords.
 * - `news_term`: every folded word of four letters or more with its consonant skeleton (name-skeleton.ts), to
 *   find other romanisations of a name (same skeleton) and, by trigram index, spellings one typo away
 *   (BROAD), without scanning articles.
 */
export class Migration20261124030000NewsCorpus extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`
      create table news_article (
        id text primary key,
        url text not null,
        canonical_url text not null unique,
        source text not null,
        headline text not null,
        published_at timestamptz null,
        language text null,
        author text null,
        body text not null,
        search_configuration regconfig not null,
        name_terms tsvector not null,
        headline_terms tsvector not null,
        keyword_terms tsvector generated always as
          (to_tsvector(search_configuration, headline || E'\\n\\n' || body)) stored,
        created_at timestamptz not null
      );`);
    this.addSql(`create index news_article_name_terms_idx on news_article using gin (name_terms);`);
    this.addSql(`create index news_article_headline_terms_idx on news_article using gin (headline_terms);`);
    this.addSql(`create index news_article_keyword_terms_idx on news_article using gin (keyword_terms);`);
    this.addSql(`create index news_article_published_at_idx on news_article (published_at desc nulls last);`);
    this.addSql(`create table news_term (term text primary key, skeleton text not null);`);
    this.addSql(`create index news_term_skeleton_idx on news_term (skeleton);`);
    this.addSql(`create index news_term_trigram_idx on news_term using gin (term gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists news_term;`);
    this.addSql(`drop table if exists news_article;`);
  }
}
