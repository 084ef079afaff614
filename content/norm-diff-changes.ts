import { diffArrays, diffWordsWithSpace } from 'diff';

/** Unchanged text, or a place where `removed` text was replaced by `added` text (either side may be empty). */
export type ChangePiece =
  { kind: 'unchanged'; text: string } | { kind: 'changed'; removed: string; added: string };

/**
 * Edit budgets keep the diff cheap on large rewrites (jsdiff's cost grows with the number of edits). Beyond them a
 * block is shown as replaced as a whole; the preview is cut to a bounded length anyway.
 */
const MAX_PARAGRAPH_EDITS = 1000;
const MAX_WORD_EDITS = 500;

/**
 * Paragraphs of a section's Markdown as plain text: heading markers (their level differs between laws and versions),
 * backslash escapes (`29\.5.2009`) and hard line wraps carry no wording and are dropped.
 */
export function legalTextParagraphs(markdown: string): string[] {
  return markdown
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .replace(/^\s*#{1,6}[ \t]+/, '')
        .replace(/\\([!-/:-@[-`{-~])/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((paragraph) => paragraph.length > 0);
}

/**
 * The wording changes between two versions of a section. Paragraphs are compared first, so a moved or inserted
 * paragraph stays whole and reflowed lines do not count as changes; changed paragraphs are then compared word by word.
 */
export function computeChangePieces(oldMarkdown: string, newMarkdown: string): ChangePiece[] {
  const oldParagraphs = legalTextParagraphs(oldMarkdown);
  const newParagraphs = legalTextParagraphs(newMarkdown);
  const paragraphChanges = diffArrays(oldParagraphs, newParagraphs, {
    maxEditLength: MAX_PARAGRAPH_EDITS,
  }) ?? [
    { value: oldParagraphs, removed: true, added: false, count: oldParagraphs.length },
    { value: newParagraphs, removed: false, added: true, count: newParagraphs.length },
  ];
  const blocks: TextBlock[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const flushChangedParagraphs = () => {
    if (removed.length > 0 || added.length > 0) {
      blocks.push({
        pieces: compareWords(removed.join(' '), added.join(' ')),
        inOld: removed.length > 0,
        inNew: added.length > 0,
      });
    }
    removed = [];
    added = [];
  };
  for (const change of paragraphChanges) {
    if (change.removed) removed.push(...change.value);
    else if (change.added) added.push(...change.value);
    else {
      flushChangedParagraphs();
      blocks.push({
        pieces: [{ kind: 'unchanged', text: change.value.join(' ') }],
        inOld: true,
        inNew: true,
      });
    }
  }
  flushChangedParagraphs();
  return alignToWordBoundaries(mergeNeighbours(joinBlocks(blocks)));
}

/** Consecutive paragraphs that are either all unchanged or all changed; `inOld`/`inNew`: has text in that version. */
interface TextBlock {
  pieces: ChangePiece[];
  inOld: boolean;
  inNew: boolean;
}

/**
 * Joins blocks with the space that separates paragraphs. A version gets that space only between two blocks it has
 * text in; a space only one version has is part of the change, so neither version gains or loses a space.
 */
function joinBlocks(blocks: TextBlock[]): ChangePiece[] {
  const pieces: ChangePiece[] = [];
  let oldStarted = false;
  let newStarted = false;
  for (const block of blocks) {
    const oldSpace = oldStarted && block.inOld ? ' ' : '';
    const newSpace = newStarted && block.inNew ? ' ' : '';
    if (oldSpace && newSpace) pieces.push({ kind: 'unchanged', text: ' ' });
    else if (oldSpace || newSpace) pieces.push({ kind: 'changed', removed: oldSpace, added: newSpace });
    pieces.push(...block.pieces);
    oldStarted ||= block.inOld;
    newStarted ||= block.inNew;
  }
  return pieces;
}

function compareWords(oldText: string, newText: string): ChangePiece[] {
  const replacedWhole: ChangePiece[] = [{ kind: 'changed', removed: oldText, added: newText }];
  if (oldText === '' || newText === '') return replacedWhole;
  // Spaces are tokens here: plain diffWords may attach a shared space to one side only, losing it on the other.
  const changes = diffWordsWithSpace(oldText, newText, { maxEditLength: MAX_WORD_EDITS });
  if (!changes) return replacedWhole;
  const pieces = mergeNeighbours(
    changes.map((change): ChangePiece =>
      change.added
        ? { kind: 'changed', removed: '', added: change.value }
        : change.removed
          ? { kind: 'changed', removed: change.value, added: '' }
          : { kind: 'unchanged', text: change.value },
    ),
  );
  return alignToWordBoundaries(moveSharedSpacesOut(absorbShortUnchanged(pieces)));
}

/** Joins neighbouring pieces of the same kind (a removal and an addition next to each other form one change). */
function mergeNeighbours(pieces: ChangePiece[]): ChangePiece[] {
  const merged: ChangePiece[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (last?.kind === 'unchanged' && piece.kind === 'unchanged') {
      merged[merged.length - 1] = { kind: 'unchanged', text: last.text + piece.text };
    } else if (last?.kind === 'changed' && piece.kind === 'changed') {
      merged[merged.length - 1] = {
        kind: 'changed',
        removed: last.removed + piece.removed,
        added: last.added + piece.added,
      };
    } else merged.push(piece);
  }
  return merged.filter((piece) => piece.kind === 'changed' || piece.text !== '');
}

function changeSize(piece: ChangePiece): number {
  return piece.kind === 'changed' ? Math.max(piece.removed.length, piece.added.length) : 0;
}

/**
 * In a rewrite, short shared words ("oder", "die") split the text into many tiny changes that read as noise.
 * Unchanged text no longer than the changes on both sides is folded into one replacement (the rule of
 * diff-match-patch's semantic cleanup).
 */
function absorbShortUnchanged(pieces: ChangePiece[]): ChangePiece[] {
  let current = pieces;
  let folded = true;
  while (folded) {
    folded = false;
    const next: ChangePiece[] = [];
    for (let i = 0; i < current.length; i++) {
      const piece = current[i];
      const before = next[next.length - 1];
      const after = current[i + 1];
      if (
        piece.kind === 'unchanged' &&
        before?.kind === 'changed' &&
        after?.kind === 'changed' &&
        piece.text.length <= changeSize(before) &&
        piece.text.length <= changeSize(after)
      ) {
        next[next.length - 1] = {
          kind: 'changed',
          removed: before.removed + piece.text + after.removed,
          added: before.added + piece.text + after.added,
        };
        i++;
        folded = true;
      } else next.push(piece);
    }
    current = next;
  }
  return current;
}

/** A space at the same edge of both sides is not part of the change (avoids marking a lone removed space). */
function moveSharedSpacesOut(pieces: ChangePiece[]): ChangePiece[] {
  const moved = pieces.flatMap((piece): ChangePiece[] => {
    if (piece.kind === 'unchanged' || piece.removed === '' || piece.added === '') return [piece];
    let { removed, added } = piece;
    const lead = removed.startsWith(' ') && added.startsWith(' ') ? ' ' : '';
    removed = removed.slice(lead.length);
    added = added.slice(lead.length);
    const trail = removed.endsWith(' ') && added.endsWith(' ') ? ' ' : '';
    removed = removed.slice(0, removed.length - trail.length);
    added = added.slice(0, added.length - trail.length);
    return [
      { kind: 'unchanged', text: lead },
      { kind: 'changed', removed, added },
      { kind: 'unchanged', text: trail },
    ];
  });
  return mergeNeighbours(moved);
}

/** How far a change may be shifted either way; the word boundary sought is close, and repeated text stays cheap. */
const MAX_SHIFT = 200;

/**
 * A pure insertion or removal can often be shifted without changing the result ("(" + "3a) … (" + "4)" equals
 * "" + "(3a) … " + "(4)"). Shift it to where it starts and ends at spaces, so whole words and paragraph numbers are
 * marked.
 */
function alignToWordBoundaries(pieces: ChangePiece[]): ChangePiece[] {
  const aligned = [...pieces];
  for (let i = 1; i < aligned.length - 1; i++) {
    const before = aligned[i - 1];
    const piece = aligned[i];
    const after = aligned[i + 1];
    if (before.kind !== 'unchanged' || after.kind !== 'unchanged' || piece.kind !== 'changed') continue;
    if (piece.removed !== '' && piece.added !== '') continue;
    const moving = piece.removed || piece.added;
    let left = before.text;
    let middle = moving;
    let right = after.text;
    let shifts = 0;
    while (left !== '' && left[left.length - 1] === middle[middle.length - 1] && shifts < MAX_SHIFT) {
      right = middle[middle.length - 1] + right;
      middle = left[left.length - 1] + middle.slice(0, -1);
      left = left.slice(0, -1);
      shifts++;
    }
    let best = { left, middle, right, score: boundaryScore(left, middle, right) };
    while (right !== '' && middle[0] === right[0] && shifts > -MAX_SHIFT) {
      shifts--;
      left = left + middle[0];
      middle = middle.slice(1) + right[0];
      right = right.slice(1);
      const score = boundaryScore(left, middle, right);
      if (score > best.score) best = { left, middle, right, score };
    }
    aligned[i - 1] = { kind: 'unchanged', text: best.left };
    aligned[i] = piece.removed
      ? { kind: 'changed', removed: best.middle, added: '' }
      : { kind: 'changed', removed: '', added: best.middle };
    aligned[i + 1] = { kind: 'unchanged', text: best.right };
  }
  return aligned.filter((piece) => piece.kind === 'changed' || piece.text !== '');
}

/**
 * Higher when the shifted text starts at a word (or with punctuation that attaches to the word before, as in
 * ", unter der Bilanz") and ends at a space; a space it must hold goes last.
 */
function boundaryScore(left: string, middle: string, right: string): number {
  const isSpace = (char: string | undefined) => char === undefined || char === ' ';
  const start = isSpace(left[left.length - 1]) || /^[,.;:]/.test(middle) ? 2 : 0;
  const end = isSpace(right[0]) ? 2 : isSpace(middle[middle.length - 1]) ? 1 : 0;
  return start + end;
}
