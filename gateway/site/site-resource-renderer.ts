import {
  renderAssociations,
  renderDeveloperGuide,
  renderHomepage,
  renderLlmsFullTxt,
  renderLlmsTxt,
  renderNormExample,
  renderNormIndex,
  renderSitemap,
  renderSourceDirectory,
  renderSourceProfile,
  siteStylesheet,
  type NormIndexSort,
  type RenderedPage,
  type SiteInfo,
} from '../../content';
import {
  SiteCatalogDocument,
  SiteFullCatalogDocument,
  SiteNormExampleDocument,
  SiteNormIndexDocument,
  SiteSourceListDocument,
  SiteSourceProfileDocument,
  type GraphResult,
  type TypedDocumentNode,
} from '../../graph';
import { representation, type Representation } from './render-cache';
import type { SiteErrorCode } from './site-errors';
import { toNormExample, toNormExampleSummary, toSourceProfile } from './site-content-data';
import type { SiteResource } from './site-routes';

/** `file`: the one form of llms.txt, llms-full.txt, sitemap.xml and the stylesheet. */
export type RepresentationFormat = 'html' | 'markdown' | 'file';

export type ExecuteGraph = <TData, TVariables>(
  operation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<GraphResult<TData>>;

export type ResourceRendering =
  | {
      ok: true;
      /** The content version read with the data; null when none was read (static resources, a failed store). */
      version: string | null;
      representations: Partial<Record<RepresentationFormat, Representation>>;
    }
  | { ok: false; code: SiteErrorCode };

const HTML = 'text/html; charset=utf-8';
const MARKDOWN = 'text/markdown; charset=utf-8';

function page(version: string | null, rendered: RenderedPage): ResourceRendering {
  const representations = {
    html: representation(rendered.html, HTML),
    markdown: representation(rendered.markdown, MARKDOWN),
  };
  return { ok: true, version, representations };
}

function file(version: string | null, body: string, contentType: string): ResourceRendering {
  return { ok: true, version, representations: { file: representation(body, contentType) } };
}

function failure(result: { ok: false; errors: { code: string }[] }): ResourceRendering {
  return { ok: false, code: result.errors[0]?.code === 'NOT_FOUND' ? 'not_found' : 'content_unavailable' };
}

/** Reads what a resource needs through one graph operation and renders every form of it. */
export async function renderSiteResource(
  resource: SiteResource,
  site: SiteInfo,
  sort: NormIndexSort,
  execute: ExecuteGraph,
): Promise<ResourceRendering> {
  switch (resource.kind) {
    case 'home':
      return page(null, renderHomepage(site));
    case 'developerGuide':
      return page(null, renderDeveloperGuide(site));
    case 'stylesheet':
      return file(null, siteStylesheet(), 'text/css; charset=utf-8');
    case 'normIndex': {
      const result = await execute(SiteNormIndexDocument, {
        order: sort === 'updated' ? 'UPDATED' : 'CATALOG',
      });
      if (!result.ok) return failure(result);
      const examples = result.data.normExamples.map(toNormExampleSummary);
      return page(result.data.siteContentVersion, renderNormIndex(site, examples, sort));
    }
    case 'normExample': {
      const result = await execute(SiteNormExampleDocument, { slug: resource.slug });
      if (!result.ok) return failure(result);
      return page(
        result.data.siteContentVersion,
        renderNormExample(site, toNormExample(result.data.normExample)),
      );
    }
    case 'sourceDirectory':
    case 'associations': {
      const isDirectory = resource.kind === 'sourceDirectory';
      const result = await execute(SiteSourceListDocument, { kind: isDirectory ? 'SOURCE' : 'ASSOCIATION' });
      if (!result.ok) return failure(result);
      const sources = result.data.siteSources.map(toSourceProfile);
      const render = isDirectory ? renderSourceDirectory : renderAssociations;
      return page(result.data.siteContentVersion, render(site, sources));
    }
    case 'source': {
      const result = await execute(SiteSourceProfileDocument, { slug: resource.slug });
      if (!result.ok) return failure(result);
      const { siteSource, normExamples } = result.data;
      const rendered = renderSourceProfile(
        site,
        toSourceProfile(siteSource),
        normExamples.map(toNormExampleSummary),
      );
      return page(result.data.siteContentVersion, rendered);
    }
    case 'llmsTxt':
    case 'sitemap': {
      // A failing store leaves the catalog sections out rather than failing the whole index.
      const result = await execute(SiteCatalogDocument, {});
      const catalog = result.ok
        ? {
            normExamples: result.data.normExamples.map(toNormExampleSummary),
            sources: result.data.siteSources.map(toSourceProfile),
          }
        : { normExamples: null, sources: null };
      const version = result.ok ? result.data.siteContentVersion : null;
      return resource.kind === 'llmsTxt'
        ? file(version, renderLlmsTxt(site, catalog), MARKDOWN)
        : file(version, renderSitemap(site, catalog), 'application/xml; charset=utf-8');
    }
    case 'llmsFullTxt': {
      const result = await execute(SiteFullCatalogDocument, {});
      const catalog = result.ok
        ? {
            normExamples: result.data.normExamplesWithTexts.map(toNormExample),
            sources: result.data.siteSources.map(toSourceProfile),
          }
        : { normExamples: null, sources: null };
      return file(
        result.ok ? result.data.siteContentVersion : null,
        renderLlmsFullTxt(site, catalog),
        MARKDOWN,
      );
    }
  }
}
