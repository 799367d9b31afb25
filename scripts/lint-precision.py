#!/usr/bin/env python3
"""Findings per rule of `paysheet lint --format json` on a folder of real String Catalogs,
and the precision of each rule on the hand-checked sample.

    scripts/lint-precision.py [--paysheet BIN] [--corpus DIR] [--sample TSV] [--draw N]

Each catalog is linted on its own. The table lists, per rule and severity, the findings and
the catalogs they are in; with --sample (a TSV of rule, file, key, language, verdict,
reason; verdict "true" or "false"), it adds the checked findings, the false ones, and
whether the rule meets its bound: at most 1 false in 20 at error severity, 1 in 5 at
warning. --draw N prints N findings per rule, spread evenly over the run, as TSV rows to
check by hand.
"""
import argparse
import collections
import csv
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


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
    config = os.path.join(ROOT, "Tests", "PaySheetLintTests", "Corpus", "Precision", "config.json")
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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--paysheet", default=os.path.join(ROOT, ".build", "debug", "paysheet"))
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus", "real"))
    parser.add_argument(
        "--sample",
        default=os.path.join(ROOT, "Tests", "PaySheetLintTests", "Corpus", "Precision", "sample.tsv"))
    parser.add_argument("--draw", type=int, default=0)
    args = parser.parse_args()

    findings = []
    for path in catalogs(args.corpus):
        findings += lint(args.paysheet, path, args.corpus)

    if args.draw:
        by_rule = collections.defaultdict(list)
        for f in findings:
            by_rule[f["rule"]].append(f)
        out = csv.writer(sys.stdout, delimiter="\t", lineterminator="\n")
        for rule in sorted(by_rule):
            items = by_rule[rule]
            step = max(1, len(items) // args.draw)
            for f in items[::step][: args.draw]:
                out.writerow([rule, f["file"], f["key"] or "", f["language"] or "", "", f["message"]])
        return

    verdicts = collections.defaultdict(lambda: [0, 0])
    current = {(f["rule"], f["file"], f["key"] or "", f["language"] or ""): f["severity"]
               for f in findings}
    if os.path.exists(args.sample):
        with open(args.sample, newline="") as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
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
    print(f"total: {len(findings)} findings in {len(catalogs(args.corpus))} catalogs")


if __name__ == "__main__":
    main()
