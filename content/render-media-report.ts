import fs from 'node:fs';
import Handlebars from 'handlebars';
import { contentFilePath } from './content-file-path';
import type { MediaReport } from './media-report-types';

export interface RenderedMediaReport {
  /** Self-contained HTML (inline stylesheet, no script, nothing to fetch). */
  html: string;
  title: string;
  /** Chromium's footerTemplate: page numbers and the search id on every page. */
  footerTemplate: string;
}

/** Its own Handlebars environment, so the report's helper does not leak into the site's. */
const handlebars = Handlebars.create();
handlebars.registerHelper('join', (values: string[]) => values.join(', '));

let compiled: { template: Handlebars.TemplateDelegate; stylesheet: string } | undefined;

function reportTemplate() {
  compiled ??= {
    template: handlebars.compile(fs.readFileSync(contentFilePath('media-report', 'report.hbs'), 'utf8')),
    stylesheet: fs.readFileSync(contentFilePath('media-report', 'report.css'), 'utf8'),
  };
  return compiled;
}

/** The media search report as printable HTML; every text of the report is escaped. */
export function renderMediaReport(report: MediaReport): RenderedMediaReport {
  const { template, stylesheet } = reportTemplate();
  const title = `Adverse media report: ${report.subject.name} (media search ${report.searchId})`;
  const html = template({ report, title, stylesheet, latestExecution: report.executions[0] });
  const searchId = Handlebars.escapeExpression(report.searchId);
  const footerTemplate =
    `<div style="font-size:7pt;width:100%;margin:0 14mm;display:flex;justify-content:space-between">` +
    `<span>Media search ${searchId}</span>` +
    `<span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
  return { html, title, footerTemplate };
}
