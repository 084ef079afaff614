import { execFile } from 'node:child_process';
import path from 'node:path';

export interface PdfText {
  text: string;
  /** The document title of the PDF metadata. */
  title: string;
  pages: number;
}

/** A PDF read back as text and metadata, as a reader of the file would see it. */
export function pdfText(pdf: Buffer): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, 'pdf-to-text.mjs')],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as PdfText)),
    );
    child.stdin?.end(pdf);
  });
}
