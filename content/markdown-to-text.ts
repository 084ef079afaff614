import MarkdownIt from 'markdown-it';

type Token = ReturnType<MarkdownIt['parse']>[number];

/** Untrusted Markdown (article excerpts, justifications): raw HTML stays text. */
const parser = new MarkdownIt({ html: false, linkify: false });

/**
 * Markdown as plain text, for clients that show text only (`remove_markdown=true`): formatting marks go,
 * escapes are resolved, a link keeps its text and adds its address in brackets, list items keep their
 * dash or number, and blocks are separated by blank lines.
 */
export function markdownToText(markdown: string): string {
  const blocks: string[][] = [];
  let block: string[] = [];
  let line: string | null = null;
  let listDepth = 0;
  const endLine = () => {
    if (line !== null && line.trim()) block.push(line.trimEnd());
    line = null;
  };
  const endBlock = () => {
    endLine();
    if (block.length) blocks.push(block);
    block = [];
  };
  for (const token of parser.parse(markdown, {})) {
    switch (token.type) {
      case 'bullet_list_open':
      case 'ordered_list_open':
        if (listDepth === 0) endBlock();
        listDepth += 1;
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        listDepth -= 1;
        if (listDepth === 0) endBlock();
        break;
      case 'list_item_open':
        endLine();
        line = `${'  '.repeat(listDepth - 1)}${token.info ? `${token.info}.` : '-'} `;
        break;
      case 'inline':
        line = (line ?? '') + inlineText(token.children ?? []);
        break;
      case 'fence':
      case 'code_block':
        endBlock();
        blocks.push([token.content.replace(/\n$/, '')]);
        break;
      case 'paragraph_close':
      case 'heading_close':
        if (listDepth === 0) endBlock();
        else endLine();
        break;
      default:
        break;
    }
  }
  endBlock();
  return blocks.map((lines) => lines.join('\n')).join('\n\n');
}

function inlineText(tokens: Token[]): string {
  let text = '';
  const links: string[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
      case 'code_inline':
      case 'image':
        text += token.content;
        break;
      case 'softbreak':
      case 'hardbreak':
        text += '\n';
        break;
      case 'link_open':
        links.push(token.attrGet('href') ?? '');
        break;
      case 'link_close': {
        const href = links.pop();
        if (href) text += ` (${href})`;
        break;
      }
      default:
        break;
    }
  }
  return text;
}
