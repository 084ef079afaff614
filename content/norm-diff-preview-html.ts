import Handlebars from 'handlebars';
import { t } from './locale';
import { diffPreviewNotes } from './norm-diff-notes';
import type { DiffHunk, DiffSegment, NormDiffPreview } from './norm-diff-preview';

const { escapeExpression } = Handlebars.Utils;

const CUT_MARK = ' […]';

/** A removal or insertion, with hidden start and end words, since screen readers do not announce `<del>`/`<ins>`. */
function markedSegment(tag: 'del' | 'ins', kind: 'removed' | 'added', content: string): string {
  const hidden = (text: string) => `<span class="visually-hidden">${escapeExpression(text)}</span>`;
  return `<${tag}>${hidden(`${t(`diff.${kind}Start`)} `)}${content}${hidden(` ${t(`diff.${kind}End`)}`)}</${tag}>`;
}

function segmentHtml(segment: DiffSegment): string {
  if (segment.kind === 'unchanged')
    return escapeExpression(segment.text) + (segment.truncated ? CUT_MARK : '');
  // A space at the edge of a change is kept, but outside the highlight, where it reads as plain spacing.
  const [, lead, core, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(segment.text) ?? ['', '', segment.text, ''];
  const content = escapeExpression(core) + (segment.truncated ? CUT_MARK : '');
  const tag = segment.kind === 'removed' ? 'del' : 'ins';
  return `${lead}${markedSegment(tag, segment.kind, content)}${trail}`;
}

function hunkHtml(hunk: DiffHunk): string {
  return `${hunk.continuesBefore ? '… ' : ''}${hunk.segments.map(segmentHtml).join('')}${hunk.continuesAfter ? ' …' : ''}`;
}

/** The preview as an HTML fragment: removed text in `<del>`, added text in `<ins>`, everything escaped. */
export function diffPreviewToHtml(preview: NormDiffPreview): string {
  const notes = diffPreviewNotes(preview);
  const parts: string[] = [];
  if (notes.changeKind) parts.push(`<p class="note">${escapeExpression(notes.changeKind)}</p>`);
  if (preview.hunks.length > 0) {
    parts.push(`<p class="meta">${escapeExpression(t('diff.legendHtml'))}</p>`);
    parts.push(
      `<ol class="diff-hunks">\n${preview.hunks.map((hunk) => `<li><p>${hunkHtml(hunk)}</p></li>`).join('\n')}\n</ol>`,
    );
  }
  if (notes.omitted) parts.push(`<p class="meta">${escapeExpression(notes.omitted)}</p>`);
  return parts.join('\n');
}
