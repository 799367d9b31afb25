#!/usr/bin/env bash
# Runs the commands of README.md and the examples of docs/library.md as a new user would, as
# written, each block in the folder its marker names:
#   <!-- ci: download -->  a folder holding only the released tarball (dist/, from
#                          scripts/release.sh), as after a download; HOME is a new folder
#   <!-- ci: app -->       a copy of Examples/Consumer, outside the package: an app's folder
#   <!-- ci: empty -->     a new, empty folder
#   <!-- ci: package -->   the package's own folder
#   <!-- ci: swift -->     main.swift of an executable in a new package that depends on this one
#                          by path (one package, an executable a block): built and run
#   <!-- ci: not run: REASON -->  left out, with the reason the README's reader can see in its source
# Every fenced block needs a marker, so that no command is added unchecked. The blocks share
# one HOME and PATH, in order, so that the binary installed by the first is the `paysheet`
# the others run.
source "$(dirname "$0")/check-common.sh"

version="$(sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/PaySheetCLI/CommandLineTool.swift)"
tarball="dist/paysheet-$version-x86_64-unknown-linux-gnu.tar.gz"
[ -f "$tarball" ] || fail "$tarball is missing: scripts/release.sh writes it"

export HOME="$work/home"
export PATH="$HOME/.local/bin:$PATH"
mkdir -p "$HOME" "$work/download" "$work/blocks"
cp "$tarball" "$work/download/"
cp -R Examples/Consumer "$work/app"
rm -rf "$work/app/.build"

# Splits the files into blocks/N.KIND (the marker's kind, holding FILE:LINE) and blocks/N.code.
python3 - "$work/blocks" README.md docs/library.md <<'PY'
import re, sys
out = sys.argv[1]
n = 0
for name in sys.argv[2:]:
    lines = open(name, encoding="utf-8").read().split("\n")
    marker, i = None, 0
    while i < len(lines):
        line = lines[i]
        m = re.fullmatch(r"<!-- ci: (download|app|empty|package|swift|not run: .+) -->", line)
        if m:
            marker = m.group(1)
        elif line.startswith("```") and len(line) > 3:
            if marker is None:
                sys.exit(f"check-readme: {name}:{i + 1}: a fenced block without a '<!-- ci: ... -->' marker")
            end = i + 1
            while not lines[end].startswith("```"):
                end += 1
            n += 1
            kind = "skip" if marker.startswith("not run") else marker
            open(f"{out}/{n:02}.{kind}", "w").write(f"{name}:{i + 1}\n")
            open(f"{out}/{n:02}.code", "w", encoding="utf-8").write("\n".join(lines[i + 1 : end]) + "\n")
            marker, i = None, end
        elif line.strip():
            marker = None
        i += 1
PY

ran=0
skipped=0
examples=()
for block in "$work"/blocks/*.code; do
  base="${block%.code}"
  n="$(basename "$base")"
  kindfile="$(ls "$base".* | grep -v '\.code$')"
  kind="${kindfile##*.}"
  line="$(cat "$kindfile")"
  case "$kind" in
    skip) skipped=$((skipped + 1)); continue ;;
    download) dir="$work/download" ;;
    app) dir="$work/app" ;;
    empty) dir="$(mktemp -d "$work/empty.XXXX")" ;;
    package) dir="$root" ;;
    swift)
      mkdir -p "$work/swift/Sources/Example$n"
      cp "$block" "$work/swift/Sources/Example$n/main.swift"
      examples+=("Example$n:$line")
      continue
      ;;
  esac
  echo "== $line, in the $kind folder"
  (cd "$dir" && bash -euo pipefail "$block") >"$work/block.log" 2>&1 \
    || { cat "$work/block.log" >&2; fail "$line: the block failed in the $kind folder"; }
  tail -3 "$work/block.log"
  ran=$((ran + 1))
done

# The Swift examples, each an executable of one new package that depends on this one.
targets=""
for example in "${examples[@]}"; do
  targets+="    .executableTarget(name: \"${example%%:*}\", dependencies: [
      .product(name: \"PaySheetKit\", package: \"PaySheetKit\"),
      .product(name: \"PaySheetLint\", package: \"PaySheetKit\"),
    ]),
"
done
cat >"$work/swift/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
  name: "Examples",
  dependencies: [.package(name: "PaySheetKit", path: "$root")],
  targets: [
$targets  ])
SWIFT
echo "== ${#examples[@]} Swift examples, in a new package that depends on this one"
(cd "$work/swift" && swift build >"$work/swift.log" 2>&1) \
  || { cat "$work/swift.log" >&2; fail "the Swift examples do not build"; }
for example in "${examples[@]}"; do
  (cd "$work/swift" && "$(swift build --show-bin-path)/${example%%:*}" >"$work/example.log" 2>&1) \
    || { cat "$work/example.log" >&2; fail "${example#*:}: the Swift example fails"; }
  # The README's example prints the amount it formats, as its comment says.
  if [[ "${example#*:}" == README.md:* ]] && ! grep -qE '^CHF.19[.]99$' "$work/example.log"; then
    cat "$work/example.log" >&2
    fail "${example#*:}: the example printed no 'CHF 19.99' line"
  fi
  echo "${example#*:}: ran, $(wc -l <"$work/example.log") lines printed"
  ran=$((ran + 1))
done
echo "check-readme: ok, $ran blocks run, $skipped marked as not run"
