#!/usr/bin/env bash
# Proves the build plugin: the consumer package in Examples/Consumer builds as committed;
# with a translation too long for a phone planted in a temporary copy, `swift build` fails
# and names the file and line; with the translation fixed again, it builds.
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

echo "== a German gift-wrap label too long for a phone's row fails the build"
long="Geschenkverpackung mit Schleife, Grußkarte und Seidenpapier"
sed -i.bak "s|\"value\" : \"Geschenkverpackung\"|\"value\" : \"$long\"|" "$catalog"
line="$(grep -n "\"value\" : \"$long\"" "$catalog" | cut -d: -f1)"
[ -n "$line" ] || { echo "check-plugin: could not plant the long label" >&2; exit 1; }
if (cd "$work/Consumer" && swift build >"$work/build.log" 2>&1); then
  echo "check-plugin: the build passed with a planted overflow" >&2
  exit 1
fi
grep -F "Localizable.xcstrings:$line:" "$work/build.log" | grep -F "error:" | grep -F "[line-overflow]" \
  || { echo "check-plugin: the failure does not name the file and line $line:" >&2; cat "$work/build.log" >&2; exit 1; }
grep -F "Localizable.xcstrings:$line:" "$work/build.log" | head -1

echo "== fixed again, the build passes"
cp "$work/Localizable.good" "$catalog"
(cd "$work/Consumer" && swift build 2>&1 | tail -3)
echo "check-plugin: ok"
