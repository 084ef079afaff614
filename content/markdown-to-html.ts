import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { Marked, Token } from 'marked' with { 'resolution-mode': 'import' };

/**
 * marked ships as an ES module only. Node 20 may `require` it, jest's CommonJS runtime may not, and its bundled UMD
 * file is read as an ES module too (the package says `"type": "module"`). So the UMD source is run as a CommonJS
 * function body, which works the same in both.
 */
function loadMarked(): Marked {
  const packageJson = createRequire(__filename).resolve('marked/package.json');
  const umdFile = path.join(path.dirname(packageJson), 'lib', 'marked.umd.js');
  const umdModule: { exports: { Marked?: new () => Marked } } = { exports: {} };
  const factory = vm.compileFunction(fs.readFileSync(umdFile, 'utf8'), ['exports', 'module'], {
    filename: umdFile,
  });
  factory(umdModule.exports, umdModule);
  if (!umdModule.exports.Marked) throw new Error(`${umdFile} did not export Marked`);
  return new umdModule.exports.Marked();
}

let markedInstance: Marked | undefined;

function marked(): Marked {
  markedInstance ??= loadMarked();
  return markedInstance;
}

/** GitHub-flavoured Markdown to HTML. Only for the site's own page files: raw HTML in the input is passed through. */
export function markdownToHtml(markdown: string): string {
  return marked().parse(markdown, { async: false, gfm: true });
}

/** Block tokens of a Markdown text; concatenating their `raw` gives the text back. */
export function markdownBlocks(markdown: string): Token[] {
  return marked().lexer(markdown, { gfm: true });
}
