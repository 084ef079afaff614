import { t } from './locale';
import { escapeMarkdown } from './markdown-escape';
import { diffPreviewNotes } from './norm-diff-notes';
import type { DiffHunk, DiffSegment, NormDiffPreview } from './norm-diff-preview';

/**
 * One segment as Markdown. Marks are set off by spaces: `sind~~,~~**.**` would not render as strikethrough and bold,
 * because emphasis must not touch a letter on one side and punctuation on the other.
 */
function segmentMarkdown(segment: DiffSegment): string {
  const text = escapeMarkdown(segment.text.trim()) + (segment.truncated ? ' […]' : '');
  if (text === '') return '';
  if (segment.kind === 'removed') return `~~${text}~~`;
  if (segment.kind === 'added') return `**${text}**`;
  return text;
}

function hunkMarkdown(hunk: DiffHunk): string {
  const parts = hunk.segments.map(segmentMarkdown).filter((part) => part !== '');
  return [hunk.continuesBefore ? '…' : '', ...parts, hunk.continuesAfter ? '…' : '']
    .filter(Boolean)
    .join(' ');
}

/** The preview as Markdown: removed text as `~~…~~`, added text as `**…**`, one numbered item per hunk. */
export function diffPreviewToMarkdown(preview: NormDiffPreview): string {
  const notes = diffPreviewNotes(preview);
  const blocks: string[] = [];
  if (notes.changeKind) blocks.push(notes.changeKind);
  if (preview.hunks.length > 0) {
    blocks.push(t('diff.legendMarkdown'));
    blocks.push(preview.hunks.map((hunk, index) => `${index + 1}. ${hunkMarkdown(hunk)}`).join('\n'));
  }
  if (notes.omitted) blocks.push(notes.omitted);
  return blocks.join('\n\n');
}
