import { benchSubjectRead } from './subject-read.bench';

/** `npm run bench`: every benchmark in turn, each printing one JSON line with its ratio against its baseline. */
async function main() {
  await benchSubjectRead();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
