import { t } from './locale';
import type { NormDiffPreview } from './norm-diff-preview';

/** The sentences shown around a preview: what kind of change it is, and how many hunks are left out. */
export function diffPreviewNotes(preview: NormDiffPreview): { changeKind?: string; omitted?: string } {
  const changeKind = {
    none: t('diff.noChange'),
    punctuation: t('diff.punctuationOnly'),
    moved: t('diff.movedOnly'),
    wording: undefined,
  }[preview.changeKind];
  const omitted =
    preview.omittedHunks === 0
      ? undefined
      : preview.omittedHunks === 1
        ? t('diff.omittedOne')
        : t('diff.omittedMany', { count: preview.omittedHunks });
  return { changeKind, omitted };
}
