import { benchMediaExecution } from './media-execution.bench';
import { benchMediaReport } from './media-report.bench';
import { evaluateNamesakes } from './media-namesake-eval';
import { evaluateRetrieval } from './media-retrieval-eval';
import { evaluateMediaRisk } from './media-risk-eval';
import { evaluateRiskProbes } from './media-risk-probes';
import { benchNewCheck } from './new-check.bench';
import { evaluateSanctionsMatching } from './sanctions-eval';
import { benchSanctionsLatency } from './sanctions-latency.bench';
import { evaluateScriptRecall } from './sanctions-script-eval';
import { benchServiceMemory } from './service-memory.bench';
import { benchSitePage } from './site-page.bench';
import { benchSubjectRead } from './subject-read.bench';

/** `npm run bench`: every benchmark in turn, each printing one JSON line (with its baseline ratio where it has one). */
async function main() {
  console.log(JSON.stringify(benchSanctionsLatency()));
  const { organisations, ...people } = evaluateSanctionsMatching();
  console.log(JSON.stringify(people));
  console.log(JSON.stringify(organisations));
  console.log(JSON.stringify(evaluateScriptRecall()));
  console.log(JSON.stringify(await benchServiceMemory()));
  console.log(JSON.stringify(await benchNewCheck()));
  await benchSubjectRead();
  await benchSitePage();
  for (const recall of await evaluateRetrieval(false)) console.log(JSON.stringify(recall));
  console.log(JSON.stringify(evaluateMediaRisk({ heldOut: true })));
  console.log(JSON.stringify(evaluateRiskProbes()));
  console.log(JSON.stringify(evaluateNamesakes()));
  await benchMediaExecution();
  console.log(JSON.stringify(await benchMediaReport()));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
