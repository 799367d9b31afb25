#!/usr/bin/env bash
# Proves both ways of taking the build plugin, each measured against the same package without
# any plugin.
#
# The plugin package on the released tool (Plugins/Binary, on dist/paysheet.artifactbundle.zip,
# which scripts/release.sh writes), what a consumer is meant to use, in a package made of the
# README's manifest lines and Examples/Consumer's catalog, sample sheet and settings:
# - a clean build adds at most 3 s, since it compiles nothing of PaySheetKit for the plugin
#   (the median of seven paired clean builds, printed with their spread and how much later
#   the build proper began: SwiftPM unpacks the bundle and compiles and runs the plugins first);
# - a build with nothing changed does not run the lint;
# - a planted overflow fails the build at its file and line;
# - beside the PaySheetKit library (Examples/Consumer's manifest), the package builds and lints.
# With --released, the check stops there (about 1.5 min on 2 cores).
#
# The source-built plugin of the root package, for contributors, in a copy of Examples/Consumer:
# - as committed, the package builds and prints no `error:` or `warning:` line;
# - a build with nothing changed adds at most 1 s and does not run the lint, which runs again
#   when a catalog or a sample sheet changes, not when a Swift file does (the first build
#   after a clean one is apart: SwiftPM reruns every plugin's tool there, which a minimal
#   plugin package shows beside it);
# - a clean build adds at most 45 s (it compiles the linter, about 30 s on 2 cores: the
#   reason the plugin package on the released tool exists); `swift package paysheet-lint` on a
#   warm build takes under 3 s;
# - creating, changing (in place and saved anew), making invalid and deleting `.paysheet.json`,
#   and adding or removing a sample sheet or a catalog, each take effect on the next build,
#   with no "missing inputs" error;
# - with a translation too long for a phone planted, `swift build` fails and names the file
#   and line, each finding once; with the translation fixed again, it builds.
# Every figure is printed with its budget, and any figure over its budget fails the check.
source "$(dirname "$0")/check-common.sh"

# timed LOG COMMAND...: runs COMMAND with its output in LOG and prints the seconds it took.
timed() {
  local log="$1" start end
  shift
  start="$(date +%s.%N)"
  "$@" >"$log" 2>&1 || { cat "$log" >&2; fail "'$*' failed in $(pwd)"; }
  end="$(date +%s.%N)"
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }'
}

# median A B C...: the middle one of an odd number of figures.
median() { printf '%s\n' "$@" | sort -g | sed -n "$((($# + 1) / 2))p"; }

# clean LOG: a passing build's log must hold no diagnostics at all.
clean() {
  if grep -E '(^|[ :])(error|warning):' "$1" >"$work/stray.txt"; then
    cat "$work/stray.txt" >&2
    fail "a passing build printed the $(wc -l <"$work/stray.txt") diagnostic lines above"
  fi
}

# budget NAME FIGURE LIMIT: notes whether FIGURE (seconds) is within LIMIT.
over=()
budget() {
  if awk -v f="$2" -v l="$3" 'BEGIN { exit !(f > l) }'; then
    over+=("$1: $2 s, budget $3 s")
  fi
}

# over_budget: fails if any figure so far is over its budget, naming each.
over_budget() {
  if ((${#over[@]} > 0)); then
    printf 'over budget: %s\n' "${over[@]}" >&2
    fail "${#over[@]} figures are over their budgets"
  fi
}

cp -R Examples/Consumer "$work/Consumer"
rm -rf "$work/Consumer/.build"
# The copy lives elsewhere, so its path dependency must name the package root itself.
sed -i.bak "s|path: \"../..\"|path: \"$root\"|" "$work/Consumer/Package.swift"
# The same package without the build plugin, to measure what the plugin adds.
cp -R "$work/Consumer" "$work/Plain"
sed -i.bak -e '/plugins: \[.plugin(name: "PaySheetLintPlugin"/d' \
  -e 's|\.copy("Sheets")\],$|.copy("Sheets")]|' "$work/Plain/Package.swift"
! grep -q PaySheetLintPlugin "$work/Plain/Package.swift" \
  || fail "could not take the plugin out of the copy in $work/Plain"
catalog="$work/Consumer/Sources/Shop/Localizable.xcstrings"
cp "$catalog" "$work/Localizable.good"

# plant_overflow CATALOG: makes the German gift-wrap label too long for a phone's row and
# prints the line it is on.
long="Geschenkverpackung mit Schleife, Grußkarte und Seidenpapier"
plant_overflow() {
  sed -i.bak "s|\"value\" : \"Geschenkpapier\"|\"value\" : \"$long\"|" "$1"
  rm -f "$1.bak"
  grep -n "\"value\" : \"$long\"" "$1" | cut -d: -f1
}

# fails_at PACKAGE LINE: the package's build fails, naming the catalog's LINE, each finding once.
fails_at() {
  if (cd "$1" && swift build >"$work/build.log" 2>&1); then
    fail "the build of $1 passed with a planted overflow"
  fi
  grep -F "Localizable.xcstrings:$2:" "$work/build.log" | grep -F "error:" | grep -F "[line-overflow]" \
    || { cat "$work/build.log" >&2; fail "the failure of $1 does not name the file and line $2"; }
  local repeated
  repeated="$(grep -E ': (error|warning): .*\[[a-z-]+\]$' "$work/build.log" | sort | uniq -d)"
  [ -z "$repeated" ] || { cat "$work/build.log" >&2; fail "findings printed more than once: $repeated"; }
}

# noop PACKAGE LABEL: three builds with nothing changed, their median in $noop_median; a
# passing build that prints a diagnostic fails, and one that runs the lint is over budget.
noop() {
  local times=() _
  for _ in 1 2 3; do
    times+=("$(cd "$1" && timed "$work/noop.log" swift build)")
    clean "$work/noop.log"
    if grep -q "Linting the String Catalogs" "$work/noop.log"; then
      over+=("$2: a build with nothing changed ran the lint again")
    fi
  done
  noop_median="$(median "${times[@]}")"
}

echo "== the plugin package on the released tool (Plugins/Binary)"
bundle="$root/dist/paysheet.artifactbundle.zip"
[ -f "$bundle" ] || fail "$bundle is missing: scripts/release.sh writes it"

# The README's manifest lines as they are written, in a package of their own (App): a target
# with the example's catalog, sample sheet and settings, and no library; beside it the same
# package without the plugin (Bare). (Neither is named Binary: a path dependency's identity is
# its folder's name, and Plugins/Binary's would clash with it.)
readme_lines="$(awk '/^<!-- ci: not run: a manifest excerpt; scripts\/check-plugin.sh/ { found = 1; next }
  found && /^```swift$/ { inside = 1; next } inside && /^```$/ { exit } inside' README.md)"
grep -q 'PaySheetLintBuildPlugin' <<<"$readme_lines" \
  || fail "README.md has no manifest excerpt with the plugin package on the released tool"
for name in App Bare; do
  mkdir -p "$work/$name/Sources/Shop"
  cp -R Examples/Consumer/Sources/Shop/Localizable.xcstrings Examples/Consumer/Sources/Shop/Sheets \
    "$work/$name/Sources/Shop/"
  cp Examples/Consumer/.paysheet.json "$work/$name/"
  echo 'public enum Shop { public static let name = "Shop" }' >"$work/$name/Sources/Shop/Shop.swift"
  lines="$(sed "s|path: \"../PaySheetKit/Plugins/Binary\"|path: \"$root/Plugins/Binary\"|" <<<"$readme_lines")"
  if [[ "$name" == Bare ]]; then
    lines="$(grep -vE 'PaySheetLintPlugins"|plugins: \[' <<<"$lines")"
  fi
  printf '// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(\n  name: "%s",\n  platforms: [.macOS(.v15), .iOS(.v18)],\n%s,\n  swiftLanguageModes: [.v6]\n)\n' \
    "$name" "$lines" >"$work/$name/Package.swift"
done
grep -q 'path: "'"$root"'/Plugins/Binary"' "$work/App/Package.swift" \
  || fail "could not point the README's lines at $root/Plugins/Binary: $(cat "$work/App/Package.swift")"
! grep -q Plugin "$work/Bare/Package.swift" || fail "could not take the plugin out of $work/Bare/Package.swift"

# clean_build PACKAGE: a clean build of PACKAGE, its output in PACKAGE.log; prints the seconds
# it took, and the seconds until SwiftPM began the build proper ("Building for"), after it
# unpacked the bundle and compiled and ran the plugins.
clean_build() {
  local start end line
  rm -rf "$1/.build"
  start="$EPOCHREALTIME"
  (cd "$1" && swift build 2>&1) | while IFS= read -r line; do echo "$EPOCHREALTIME $line"; done \
    >"$1.timeline" || { cut -d' ' -f2- "$1.timeline" >&2; fail "the clean build of $1 failed"; }
  end="$EPOCHREALTIME"
  cut -d' ' -f2- "$1.timeline" >"$1.log"
  clean "$1.log"
  awk -v start="$start" -v end="$end" '/ Building for / && !began { began = $1 }
    END { if (began) printf "%.3f %.3f", end - start, began - start }' "$1.timeline"
}

# The figure is a difference of two clean builds (about 4.5 and 6.5 s), and one build's noise
# on this machine is about half a second, so it is the median of the differences of seven
# pairs, each pair in turn in the other order; the spread is printed beside it. (The fastest
# of three builds of Examples/Consumer, 17 s each, gave 3.98, 1.74 and -0.13 s in three runs.)
pairs=7
adds=() before=() app_times=() bare_times=()
declare -A total began
# One clean build of each first, not counted: the first clean build of a run took up to a
# second longer than the next ones (5.26 and 5.48 s where the others took 4.1 to 4.5 s).
clean_build "$work/Bare" >/dev/null
clean_build "$work/App" >/dev/null
for ((pair = 0; pair < pairs; pair++)); do
  order=(Bare App)
  ((pair % 2 == 0)) || order=(App Bare)
  for name in "${order[@]}"; do
    figures="$(clean_build "$work/$name")"
    read -r "total[$name]" "began[$name]" <<<"$figures"
    [ -n "${began[$name]:-}" ] || fail "the clean build of $name did not say 'Building for': $(cat "$work/$name.log")"
  done
  grep -q "Linting the String Catalogs of Shop" "$work/App.log" \
    || fail "the clean build on the released tool did not run the lint: $(cat "$work/App.log")"
  app_times+=("${total[App]}")
  bare_times+=("${total[Bare]}")
  adds+=("$(awk -v a="${total[App]}" -v b="${total[Bare]}" 'BEGIN { printf "%.2f", a - b }')")
  before+=("$(awk -v a="${began[App]}" -v b="${began[Bare]}" 'BEGIN { printf "%.2f", a - b }')")
done
binary_adds="$(median "${adds[@]}")"
binary_before="$(median "${before[@]}")"
spread="$(printf '%s\n' "${adds[@]}" | sort -g | sed -n '1p;$p' | paste -sd' ')"
echo "clean builds of the README's lines without the plugin: $(printf '%.2f ' "${bare_times[@]}")s"
echo "                                 with the plugin:    $(printf '%.2f ' "${app_times[@]}")s"
echo "the released tool's plugin adds $binary_adds s to a clean build (budget 3 s): the median of" \
  "$pairs paired differences, from ${spread% *} to ${spread#* } s; the build proper began $binary_before s" \
  "later (SwiftPM unpacks the bundle and compiles and runs the plugins before it)"
budget "the released tool's plugin: a clean build adds" "$binary_adds" 3
noop "$work/Bare" "without a plugin"
bare_noop="$noop_median"
noop "$work/App" "the released tool's plugin"
binary_noop="$noop_median"
binary_line="$(plant_overflow "$work/App/Sources/Shop/Localizable.xcstrings")"
[ -n "$binary_line" ] || fail "could not plant the long label in $work/App"
fails_at "$work/App" "$binary_line"
echo "the released tool's plugin: a planted overflow fails the build at Localizable.xcstrings:$binary_line"
cp "$work/Localizable.good" "$work/App/Sources/Shop/Localizable.xcstrings"
(cd "$work/App" && swift build >"$work/binary-fixed.log" 2>&1) \
  || { cat "$work/binary-fixed.log" >&2; fail "the fixed catalog does not build on the released tool"; }
clean "$work/binary-fixed.log"
echo "== figures (seconds), the plugin package on the released tool, the README's lines"
printf '%-36s %14s %13s\n' "" "without plugin" "with plugin"
printf '%-36s %14.2f %13.2f\n' "clean build (median of $pairs)" "$(median "${bare_times[@]}")" "$(median "${app_times[@]}")"
printf '%-36s %14s %13s\n' "build with nothing changed (median)" "$bare_noop" "$binary_noop"
if [[ "${1:-}" == --released ]]; then
  over_budget
  echo "check-plugin: ok (the plugin package on the released tool)"
  exit 0
fi

echo "== the plugin package on the released tool beside the PaySheetKit library"
# An app may take both: the plugin package's product and target names must not clash with
# the root package's.
cp -R "$work/Plain" "$work/Released"
cp "$work/Consumer/Package.swift" "$work/Released/Package.swift"
sed -i.bak -e "s|^\(    .package(name: \"PaySheetKit\", path: .*)\)\$|\1,\n    .package(name: \"PaySheetLintPlugins\", path: \"$root/Plugins/Binary\")|" \
  -e 's|.plugin(name: "PaySheetLintPlugin", package: "PaySheetKit")|.plugin(name: "PaySheetLintBuildPlugin", package: "PaySheetLintPlugins")|' \
  "$work/Released/Package.swift"
grep -q 'PaySheetLintBuildPlugin", package: "PaySheetLintPlugins"' "$work/Released/Package.swift" \
  && grep -q 'path: "'"$root"'/Plugins/Binary"' "$work/Released/Package.swift" \
  || fail "could not put the plugin package into $work/Released/Package.swift"
(cd "$work/Released" && swift build >"$work/both.log" 2>&1) \
  || { cat "$work/both.log" >&2; fail "the package with the library and the released tool's plugin does not build"; }
clean "$work/both.log"
grep -q "Linting the String Catalogs of Shop" "$work/both.log" \
  || fail "the build with the library and the released tool's plugin did not run the lint"
tail -1 "$work/both.log"

echo "== the source-built plugin: a clean build, and the same package without any plugin"
plain_clean="$(cd "$work/Plain" && timed "$work/plain-clean.log" swift build)"
clean "$work/plain-clean.log"
plugin_clean="$(cd "$work/Consumer" && timed "$work/plugin-clean.log" swift build)"
clean "$work/plugin-clean.log"
grep -q "Linting the String Catalogs of Shop" "$work/plugin-clean.log" \
  || fail "the clean build did not run the lint: $(cat "$work/plugin-clean.log")"
tail -1 "$work/plugin-clean.log"

echo "== the first build after the clean one"
# SwiftPM 6.3 relinks a build plugin's tool on the first build after a clean build, and so
# reruns the plugin's command, in any package: minimal_rebuild shows it in a package of one
# library, one tool and one plugin. Where it does not happen there, it must not happen here.
minimal_rebuild() {
  local m="$work/Minimal"
  mkdir -p "$m/Lib/Sources/Dep" "$m/Lib/Sources/tool" "$m/Lib/Plugins/P" "$m/App/Sources/App"
  cat >"$m/Lib/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
  name: "Lib",
  products: [.library(name: "Dep", targets: ["Dep"]), .plugin(name: "P", targets: ["P"])],
  targets: [
    .target(name: "Dep"), .executableTarget(name: "tool", dependencies: ["Dep"]),
    .plugin(name: "P", capability: .buildTool(), dependencies: ["tool"]),
  ])
SWIFT
  echo 'public func one() -> Int { 1 }' >"$m/Lib/Sources/Dep/Dep.swift"
  cat >"$m/Lib/Sources/tool/main.swift" <<'SWIFT'
import Dep
import Foundation
_ = FileManager.default.createFile(
  atPath: CommandLine.arguments[1], contents: Data("let generated = \(one())\n".utf8))
SWIFT
  cat >"$m/Lib/Plugins/P/plugin.swift" <<'SWIFT'
import PackagePlugin
@main struct P: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    let out = context.pluginWorkDirectoryURL.appendingPathComponent("Generated.swift")
    return [
      .buildCommand(
        displayName: "Running the minimal tool", executable: try context.tool(named: "tool").url,
        arguments: [out.path], inputFiles: [], outputFiles: [out])
    ]
  }
}
SWIFT
  cat >"$m/App/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
  name: "App", dependencies: [.package(path: "../Lib")],
  targets: [
    .target(
      name: "App", dependencies: [.product(name: "Dep", package: "Lib")],
      plugins: [.plugin(name: "P", package: "Lib")])
  ])
SWIFT
  printf 'import Dep\npublic let two = generated + one()\n' >"$m/App/Sources/App/App.swift"
  (cd "$m/App" && swift build >"$work/minimal-clean.log" 2>&1 && swift build >"$work/minimal-second.log" 2>&1) \
    || { cat "$work"/minimal-*.log >&2; fail "the minimal plugin package does not build"; }
  grep -q "Running the minimal tool" "$work/minimal-second.log" && echo yes || echo no
}
plugin_second="$(cd "$work/Consumer" && timed "$work/plugin-second.log" swift build)"
clean "$work/plugin-second.log"
second_ran=no
grep -q "Linting the String Catalogs" "$work/plugin-second.log" && second_ran=yes
swiftpm_reruns="$(minimal_rebuild)"
echo "lint ran: $second_ran; a minimal plugin package reruns its tool too: $swiftpm_reruns"
if [[ "$second_ran" == yes && "$swiftpm_reruns" == no ]]; then
  over+=("the first build after the clean one ran the lint again, which SwiftPM alone does not")
fi

echo "== builds with nothing changed (the median of three), without and with the plugin"
noop "$work/Plain" "without a plugin"
plain_noop="$noop_median"
noop "$work/Consumer" "the source-built plugin"
plugin_noop="$noop_median"

echo "== the lint runs again when a sample sheet or the catalog changes, not for a Swift file"
for changed in Sources/Shop/Shop.swift Sources/Shop/Sheets/checkout.json \
  Sources/Shop/Localizable.xcstrings; do
  touch "$work/Consumer/$changed"
  (cd "$work/Consumer" && timed "$work/changed.log" swift build >/dev/null)
  clean "$work/changed.log"
  ran=no
  grep -q "Linting the String Catalogs of Shop" "$work/changed.log" && ran=yes
  expected=yes
  [[ "$changed" == *.swift ]] && expected=no
  echo "$changed changed: lint ran: $ran"
  [[ "$ran" == "$expected" ]] || over+=("after $changed changed, the lint ran: $ran (expected $expected)")
done

echo "== swift package paysheet-lint on the warm build"
lint_first="$(cd "$work/Consumer" && timed "$work/lint.log" swift package paysheet-lint)"
lint_warm="$(cd "$work/Consumer" && timed "$work/lint.log" swift package paysheet-lint)"
tail -3 "$work/lint.log"
bin="$(cd "$work/Consumer" && swift build --show-bin-path)"
# The copy SwiftPM built for the plugins, run directly: what the lint itself takes.
lint_direct="$(cd "$work/Consumer" && timed "$work/direct.log" "$bin/paysheet-lint-tool" lint .)"

budget "a build with nothing changed adds" "$(awk -v a="$plugin_noop" -v b="$plain_noop" 'BEGIN { printf "%.2f", a - b }')" 1
budget "a clean build adds" "$(awk -v a="$plugin_clean" -v b="$plain_clean" 'BEGIN { printf "%.2f", a - b }')" 45
budget "swift package paysheet-lint, warm," "$lint_warm" 3
echo "== figures (seconds)                 without plugin   with plugin"
printf '%-36s %14s %13s\n' "clean build" "$plain_clean" "$plugin_clean"
printf '%-36s %14s %13s\n' "the first build after the clean one" "" "$plugin_second"
printf '%-36s %14s %13s\n' "build with nothing changed (median)" "$plain_noop" "$plugin_noop"
printf '%-36s %14s %13s\n' "swift package paysheet-lint" "" "$lint_warm"
printf '%-36s %14s %13s\n' "  its first run (compiles the plugin)" "" "$lint_first"
printf '%-36s %14s %13s\n' "  paysheet lint itself" "" "$lint_direct"
over_budget

echo "== .paysheet.json, sample sheets and catalogs: each change takes effect on the next build"
config="$work/Consumer/.paysheet.json"
cp "$config" "$work/paysheet.good"
italian='{"profiles": ["iphone-se"], "locales": ["it"]}'
# step NAME pass|fail|any [TEXT [ABSENT]]: the next build passes with no diagnostics or fails
# (any: either, as the default settings judge the example's German with warnings or errors),
# printing TEXT and not ABSENT; never with a missing input.
step() {
  local log="$work/step.log" status=pass
  (cd "$work/Consumer" && swift build >"$log" 2>&1) || status=fail
  if grep -q "missing inputs" "$log"; then
    cat "$log" >&2
    fail "$1: the build names a missing input"
  fi
  [[ "$2" == any || "$status" == "$2" ]] || { cat "$log" >&2; fail "$1: the build should $2, it did not"; }
  if [[ "$2" == pass ]]; then clean "$log"; fi
  if [[ -n "${3:-}" ]] && ! grep -qF -- "$3" "$log"; then
    cat "$log" >&2
    fail "$1: the build does not say '$3'"
  fi
  if [[ -n "${4:-}" ]] && grep -qF -- "$4" "$log"; then
    cat "$log" >&2
    fail "$1: the build still says '$4'"
  fi
  echo "$1: $status"
}
echo "$italian" >"$config"
step "changed in place to require Italian" fail "no it translation"
rm "$config"
step "deleted (the default settings)" any "" "no it translation"
echo '{"profilez": []}' >"$config"
step "created, invalid" fail "unknown member 'profilez'"
cat "$work/paysheet.good" >"$config"
step "corrected in place" pass
echo "$italian" >"$work/paysheet.new" && mv "$work/paysheet.new" "$config"
step "saved anew (as editors save) to require Italian" fail "no it translation"
cp "$work/paysheet.good" "$work/paysheet.new" && mv "$work/paysheet.new" "$config"
step "saved anew as it was" pass
sheet="$work/Consumer/Sources/Shop/Sheets/broken.json"
printf '{"items": [], "total": {"merchant": "Papier", "amount": "1.00"}}\n' >"$sheet"
step "a sample sheet added" fail "broken.json:1:1: error: the document has no 'currency'"
rm "$sheet"
step "the sample sheet removed" pass
extra="$work/Consumer/Sources/Shop/Extra.xcstrings"
sed 's|"value" : "Geschenkpapier"|"value" : "Geschenkpapier mit Schleife, Grußkarte und Seidenpapier"|' \
  "$work/Localizable.good" >"$extra"
grep -q Seidenpapier "$extra" || fail "could not plant a long label in $extra"
step "a catalog added" fail "Seidenpapier'"
rm "$extra"
step "the catalog removed" pass

echo "== a German gift-wrap label too long for a phone's row fails the build"
line="$(plant_overflow "$catalog")"
[ -n "$line" ] || fail "could not plant the long label"
fails_at "$work/Consumer" "$line"

echo "== fixed again, the build passes"
cp "$work/Localizable.good" "$catalog"
(cd "$work/Consumer" && swift build >"$work/fixed.log" 2>&1) || { cat "$work/fixed.log" >&2; fail "the fixed catalog does not build"; }
clean "$work/fixed.log"
tail -1 "$work/fixed.log"
echo "check-plugin: ok"
