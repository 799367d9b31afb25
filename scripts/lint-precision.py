#!/usr/bin/env python3
"""Findings per rule of `paysheet lint --format json` on a folder of real String Catalogs, the
precision of each rule on hand-checked findings, and its recall on hand-checked texts.

    scripts/lint-precision.py [--paysheet BIN] [--corpus DIR] [--name NAME]
                              [--sample TSV] [--recall TSV]
                              [--draw N] [--draw-units N --seed S]

Each catalog is linted on its own. The first table lists, per rule and severity, the findings
and the catalogs they are in; with --sample (a TSV of rule, file, key, language, verdict,
reason, corpus; verdict "true" or "false"), it adds the checked findings, the false ones, and
whether the rule meets its bound: at most 1 false in 20 at error severity, 1 in 5 at warning.

The second table is recall, from --recall (a TSV of corpus, file, key, language, drawn,
defects, note): each row is one text (all plural and device forms of a key in a language),
drawn at random with --draw-units or known to be defective (drawn "known"), and its defects
are the rule ids a translator wants reported on it ("none" when there are none). Per rule, it
lists the defects in the drawn sample, the ones the rule reports at that key and language, and
the same for the known defects.

Rows name their corpus (NAME, by default the corpus folder's name; a row without one is of
"real", the folder every row had before rows of other corpora were added), so that files of two
corpora with the same path are not taken for each other.

--draw N prints N findings per rule, spread evenly over the run, as rows to check by hand,
with the source, the translation and the comment after the reason. --draw-units N --seed S
prints N texts drawn at random from each catalog (keys with a text in a language other than the
source's, and that are to be translated), the same ones for the same seed.
"""
import argparse
import collections
import csv
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PRECISION = os.path.join(ROOT, "Tests", "PaySheetLintTests", "Corpus", "Precision")
OLD_ROWS_CORPUS = "real"


def catalogs(corpus):
    found = []
    for folder, dirs, files in os.walk(corpus):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".xcstrings"):
                found.append(os.path.join(folder, name))
    return found


def lint(binary, path, corpus):
    # An empty configuration, so that a .paysheet.json in the current folder does not apply.
    config = os.path.join(PRECISION, "config.json")
    run = subprocess.run(
        [binary, "lint", path, "--format", "json", "--config", config],
        capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit(f"paysheet lint {path} exited {run.returncode}: {run.stderr.strip()}")
    report = json.loads(run.stdout)
    rel = os.path.relpath(path, corpus)
    for finding in report["findings"]:
        finding["file"] = rel
    return report["findings"]


def leaves(value, path=""):
    """(path, state, text) of every string unit under a localization or variation."""
    if not isinstance(value, dict):
        return
    unit = value.get("stringUnit")
    if isinstance(unit, dict):
        yield path or "-", unit.get("state") or "", unit.get("value") or ""
    strings = value.get("stringSet")
    if isinstance(strings, dict):
        for n, text in enumerate(strings.get("values") or []):
            yield f"{path}set.{n}/", strings.get("state") or "", text
    for kind, forms in (value.get("variations") or {}).items():
        for form in sorted(forms or {}):
            yield from leaves(forms[form], f"{path}{kind}.{form}/")
    for name, sub in sorted((value.get("substitutions") or {}).items()):
        yield from leaves(sub, f"{path}%#@{name}@/")


def compose(value):
    parts = [(p if p != "-" else "") + repr(t) + (f" [{s}]" if s not in ("translated", "") else "")
             for p, s, t in leaves(value)]
    return " | ".join(parts) if parts else "(none)"


def load(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def context(catalog, key, language):
    entry = catalog.get("strings", {}).get(key) or {}
    source_language = catalog.get("sourceLanguage", "en")
    locs = entry.get("localizations") or {}
    source = compose(locs[source_language]) if source_language in locs else repr(key)
    translation = compose(locs[language]) if language in locs else "(none)"
    return source, translation, entry.get("comment") or ""


def draw_units(corpus, count, seed, name):
    out = csv.writer(sys.stdout, delimiter="\t", lineterminator="\n")
    out.writerow(["corpus", "file", "key", "language", "drawn", "source", "translation", "comment"])
    for path in catalogs(corpus):
        rel = os.path.relpath(path, corpus)
        catalog = load(path)
        source_language = catalog.get("sourceLanguage", "en")
        units = []
        for key in sorted(catalog.get("strings", {})):
            entry = catalog["strings"][key] or {}
            if entry.get("shouldTranslate") is False:
                continue
            for language in sorted(entry.get("localizations") or {}):
                if language != source_language:
                    units.append((key, language))
        rng = random.Random(f"{seed}/{rel}")
        for key, language in sorted(rng.sample(units, min(count, len(units)))):
            source, translation, comment = context(catalog, key, language)
            out.writerow([name, rel, key, language, f"seed {seed}", source, translation, comment])


def read_rows(path, name):
    rows = []
    if path and os.path.exists(path):
        with open(path, newline="", encoding="utf-8") as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
                if (row.get("corpus") or OLD_ROWS_CORPUS) == name:
                    rows.append(row)
    return rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--paysheet", default=os.path.join(ROOT, ".build", "debug", "paysheet"))
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus", "real"))
    parser.add_argument("--name", help="the corpus's name in the TSV files (default: its folder's)")
    parser.add_argument("--sample", default=os.path.join(PRECISION, "sample.tsv"))
    parser.add_argument("--recall", default=os.path.join(PRECISION, "recall.tsv"))
    parser.add_argument("--draw", type=int, default=0)
    parser.add_argument("--draw-units", type=int, default=0)
    parser.add_argument("--seed", default="1")
    args = parser.parse_args()
    corpus = os.path.normpath(args.corpus)
    name = args.name or os.path.basename(corpus)
    if not catalogs(corpus):
        sys.exit(f"no .xcstrings under {corpus}")

    if args.draw_units:
        draw_units(corpus, args.draw_units, args.seed, name)
        return

    findings = []
    for path in catalogs(corpus):
        findings += lint(args.paysheet, path, corpus)

    if args.draw:
        by_rule = collections.defaultdict(list)
        for f in findings:
            by_rule[f["rule"]].append(f)
        loaded = {}
        out = csv.writer(sys.stdout, delimiter="\t", lineterminator="\n")
        for rule in sorted(by_rule):
            items = by_rule[rule]
            step = max(1, len(items) // args.draw)
            for f in items[::step][: args.draw]:
                if f["file"] not in loaded:
                    loaded[f["file"]] = load(os.path.join(corpus, f["file"]))
                source, translation, comment = context(loaded[f["file"]], f.get("key") or "", f.get("language") or "")
                out.writerow([rule, f["file"], f.get("key") or "", f.get("language") or "", "", f["message"], name,
                              source, translation, comment])
        return

    verdicts = collections.defaultdict(lambda: [0, 0])
    current = {(f["rule"], f["file"], f.get("key") or "", f.get("language") or ""): f["severity"]
               for f in findings}
    for row in read_rows(args.sample, name):
        severity = current.get((row["rule"], row["file"], row["key"], row["language"]))
        if severity is None:
            continue  # no longer reported
        verdicts[(row["rule"], severity)][0] += 1
        if row["verdict"] == "false":
            verdicts[(row["rule"], severity)][1] += 1

    counts = collections.Counter((f["rule"], f["severity"]) for f in findings)
    files = collections.defaultdict(set)
    for f in findings:
        files[f["rule"]].add(f["file"])
    print(f"precision on {name}")
    print(f"{'rule':32} {'severity':8} {'findings':>8} {'catalogs':>8} {'checked':>7} {'false':>5}  bound")
    for (rule, severity), count in sorted(counts.items()):
        checked, false = verdicts.get((rule, severity), [0, 0])
        bound = 20 if severity == "error" else 5
        if checked == 0:
            verdict = "not checked"
        else:
            verdict = "meets" if false * bound <= checked else "FAILS"
            verdict += f" (1 in {bound})"
        print(f"{rule:32} {severity:8} {count:8} {len(files[rule]):8} {checked:7} {false:5}  {verdict}")
    print(f"total: {len(findings)} findings in {len(catalogs(corpus))} catalogs")

    rows = read_rows(args.recall, name)
    if not rows:
        return
    reported = {(f["file"], f.get("key") or "", f.get("language") or "", f["rule"]) for f in findings}
    tally = collections.defaultdict(lambda: [0, 0, 0, 0])  # drawn defects, found, known, found
    texts = collections.Counter()
    for row in rows:
        known = row["drawn"] == "known"
        texts["known" if known else "drawn"] += 1
        for rule in row["defects"].split(","):
            rule = rule.strip()
            if not rule or rule == "none":
                continue
            found = (row["file"], row["key"], row["language"], rule) in reported
            slot = 2 if known else 0
            tally[rule][slot] += 1
            tally[rule][slot + 1] += found
    print()
    print(f"recall on {name}: {texts['drawn']} drawn texts, {texts['known']} known defective ones")
    print(f"{'rule':32} {'defects':>7} {'found':>5} {'recall':>6}   {'known':>5} {'found':>5}")

    def ratio(found, total):
        return f"{found / total:6.0%}" if total else "     -"

    for rule in sorted(tally):
        d, df, k, kf = tally[rule]
        print(f"{rule:32} {d:7} {df:5} {ratio(df, d)}   {k:5} {kf:5}")
    d = sum(t[0] for t in tally.values())
    df = sum(t[1] for t in tally.values())
    k = sum(t[2] for t in tally.values())
    kf = sum(t[3] for t in tally.values())
    print(f"{'all':32} {d:7} {df:5} {ratio(df, d)}   {k:5} {kf:5}")


if __name__ == "__main__":
    main()
