#!/usr/bin/env bash
# Proves the build plugin: the consumer package in Examples/Consumer builds as committed;
# with a broken translation planted in a temporary copy, `swift build` fails and names the
# file and line; with the translation fixed again, it builds.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cp -R Examples/Consumer "$work/Consumer"
rm -rf "$work/Consumer/.build"
# The copy lives elsewhere, so its path dependency must name the package root itself.
sed -i.bak "s|path: \"../..\"|path: \"$root\"|" "$work/Consumer/Package.swift"
catalog="$work/Consumer/Sources/Shop/Localizable.xcstrings"
cp "$catalog" "$work/Localizable.good"

echo "== the consumer builds with its catalog as committed"
(cd "$work/Consumer" && swift build 2>&1 | tail -3)

echo "== a translation that drops the app name fails the build"
sed -i.bak 's|"value" : "%1$@ (über %2$@)"|"value" : "%1$@ (über)"|' "$catalog"
line="$(grep -n '"value" : "%1\$@ (über)"' "$catalog" | cut -d: -f1)"
if (cd "$work/Consumer" && swift build >"$work/build.log" 2>&1); then
  echo "check-plugin: the build passed with a planted mismatch" >&2
  exit 1
fi
grep -F "Localizable.xcstrings:$line:" "$work/build.log" | grep -F "error:" | grep -F "[format-specifier-mismatch]" \
  || { echo "check-plugin: the failure does not name the file and line $line:" >&2; cat "$work/build.log" >&2; exit 1; }

echo "== fixed again, the build passes"
cp "$work/Localizable.good" "$catalog"
(cd "$work/Consumer" && swift build 2>&1 | tail -3)
echo "check-plugin: ok"
