import { computeChangePieces, type ChangePiece } from './norm-diff-changes';

export interface DiffPreviewLimits {
  /** Hunks shown at most; the rest are only counted. */
  maxHunks: number;
  /** Characters of one hunk at most, context included. */
  maxHunkLength: number;
  /** Unchanged characters shown before and after a change. */
  contextLength: number;
}

export const DEFAULT_DIFF_PREVIEW_LIMITS: DiffPreviewLimits = {
  maxHunks: 5,
  maxHunkLength: 600,
  contextLength: 80,
};

export interface DiffSegment {
  kind: 'unchanged' | 'removed' | 'added';
  text: string;
  /** The text was cut at its end to keep the hunk within its length. */
  truncated: boolean;
}

export interface DiffHunk {
  segments: DiffSegment[];
  /** The unchanged text before the hunk goes on (show "…" first). */
  continuesBefore: boolean;
  /** The unchanged text after the hunk goes on (show "…" last). */
  continuesAfter: boolean;
}

/** How the change reads as a whole; renderers add a short note for everything but `wording`. */
export type DiffChangeKind = 'none' | 'punctuation' | 'moved' | 'wording';

export interface NormDiffPreview {
  hunks: DiffHunk[];
  totalHunks: number;
  omittedHunks: number;
  changeKind: DiffChangeKind;
}

/** A bounded preview of what changed between two versions of a section: few hunks, each of limited length. */
export function buildNormDiffPreview(
  oldMarkdown: string,
  newMarkdown: string,
  limits: DiffPreviewLimits = DEFAULT_DIFF_PREVIEW_LIMITS,
): NormDiffPreview {
  const pieces = computeChangePieces(oldMarkdown, newMarkdown);
  const ranges = hunkRanges(pieces, limits.contextLength);
  return {
    hunks: ranges.slice(0, limits.maxHunks).map((range) => buildHunk(pieces, range, limits)),
    totalHunks: ranges.length,
    omittedHunks: Math.max(0, ranges.length - limits.maxHunks),
    changeKind: classifyChange(pieces),
  };
}

interface HunkRange {
  first: number;
  last: number;
}

/** Changes closer together than twice the context would share their context, so they form one hunk. */
function hunkRanges(pieces: ChangePiece[], contextLength: number): HunkRange[] {
  const ranges: HunkRange[] = [];
  pieces.forEach((piece, index) => {
    if (piece.kind !== 'changed') return;
    const current = ranges[ranges.length - 1];
    const gap = pieces[index - 1];
    if (
      current &&
      current.last === index - 2 &&
      gap.kind === 'unchanged' &&
      gap.text.length <= 2 * contextLength
    ) {
      current.last = index;
    } else ranges.push({ first: index, last: index });
  });
  return ranges;
}

function buildHunk(pieces: ChangePiece[], range: HunkRange, limits: DiffPreviewLimits): DiffHunk {
  const segments: DiffSegment[] = [];
  const before = pieces[range.first - 1];
  const leading = before?.kind === 'unchanged' ? tailOf(before.text, limits.contextLength) : undefined;
  if (leading) segments.push({ kind: 'unchanged', text: leading.text, truncated: false });
  for (const piece of pieces.slice(range.first, range.last + 1)) {
    if (piece.kind === 'unchanged') segments.push({ kind: 'unchanged', text: piece.text, truncated: false });
    else {
      if (piece.removed) segments.push({ kind: 'removed', text: piece.removed, truncated: false });
      if (piece.added) segments.push({ kind: 'added', text: piece.added, truncated: false });
    }
  }
  const after = pieces[range.last + 1];
  const trailing = after?.kind === 'unchanged' ? headOf(after.text, limits.contextLength) : undefined;
  if (trailing) segments.push({ kind: 'unchanged', text: trailing.text, truncated: false });
  const fitted = fitToLength(segments, limits.maxHunkLength);
  const cutShort = fitted.some((segment) => segment.truncated);
  return {
    segments: fitted,
    continuesBefore: leading?.cut ?? false,
    continuesAfter: !cutShort && (trailing?.cut ?? false),
  };
}

/** Cuts segments so their text stays within `maxLength`; both sides of a replacement keep a share. */
function fitToLength(segments: DiffSegment[], maxLength: number): DiffSegment[] {
  const fitted: DiffSegment[] = [];
  let remaining = maxLength;
  for (let i = 0; i < segments.length;) {
    const next = segments[i + 1];
    const group =
      segments[i].kind === 'removed' && next?.kind === 'added' ? [segments[i], next] : [segments[i]];
    const groupLength = group.reduce((sum, segment) => sum + segment.text.length, 0);
    const budgets =
      groupLength <= remaining
        ? group.map((segment) => segment.text.length)
        : group.length === 2
          ? splitBudget(remaining, group[0].text.length, group[1].text.length)
          : [remaining];
    for (const [index, segment] of group.entries()) {
      const text = cutAtWord(segment.text, budgets[index]);
      if (text === '') {
        if (fitted.length > 0) fitted[fitted.length - 1].truncated = true;
        return fitted;
      }
      fitted.push({ ...segment, text, truncated: text.length < segment.text.length });
      remaining -= text.length;
    }
    if (fitted.slice(-group.length).some((segment) => segment.truncated)) return fitted;
    i += group.length;
  }
  return fitted;
}

/** Removed and added text share what is left; a short side keeps its full length and leaves the rest to the other. */
function splitBudget(remaining: number, removedLength: number, addedLength: number): [number, number] {
  const removedBudget = Math.min(removedLength, Math.max(Math.floor(remaining / 2), remaining - addedLength));
  return [removedBudget, remaining - removedBudget];
}

function cutAtWord(text: string, budget: number): string {
  if (text.length <= budget) return text;
  const hard = text.slice(0, Math.max(0, budget));
  const lastSpace = hard.lastIndexOf(' ');
  return (lastSpace > budget / 2 ? hard.slice(0, lastSpace) : hard).trimEnd();
}

function tailOf(text: string, length: number): { text: string; cut: boolean } {
  if (text.length <= length) return { text, cut: false };
  const slice = text.slice(text.length - length);
  const firstSpace = slice.indexOf(' ');
  return {
    text: firstSpace >= 0 && firstSpace < length / 2 ? slice.slice(firstSpace + 1) : slice,
    cut: true,
  };
}

function headOf(text: string, length: number): { text: string; cut: boolean } {
  if (text.length <= length) return { text, cut: false };
  const slice = text.slice(0, length);
  const lastSpace = slice.lastIndexOf(' ');
  return { text: lastSpace > length / 2 ? slice.slice(0, lastSpace) : slice, cut: true };
}

const PUNCTUATION_OR_SPACE = /^[\s.,;:!?()\-–„“"'/]*$/u;

function classifyChange(pieces: ChangePiece[]): DiffChangeKind {
  const changes = pieces.filter((piece) => piece.kind === 'changed');
  if (changes.length === 0) return 'none';
  if (changes.every((c) => PUNCTUATION_OR_SPACE.test(c.removed) && PUNCTUATION_OR_SPACE.test(c.added))) {
    return 'punctuation';
  }
  const removedTexts = changes.map((c) => c.removed.trim()).filter((text) => text !== '');
  const addedTexts = changes.map((c) => c.added.trim()).filter((text) => text !== '');
  const onlyInsertionsAndRemovals = changes.every((c) => c.removed === '' || c.added === '');
  const sameTexts = removedTexts.sort().join('\u0000') === addedTexts.sort().join('\u0000');
  return onlyInsertionsAndRemovals && removedTexts.length > 0 && sameTexts ? 'moved' : 'wording';
}
