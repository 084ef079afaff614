/* global process, Buffer */
// Reads a PDF on stdin, prints {text, title, pages} as JSON. A separate process, because pdfjs (under
// pdf-parse) loads its worker by a dynamic import, which Jest's module sandbox refuses.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  const { text, total } = await parser.getText();
  const { info } = await parser.getInfo();
  process.stdout.write(JSON.stringify({ text, title: info?.Title ?? '', pages: total }));
} finally {
  await parser.destroy();
}
