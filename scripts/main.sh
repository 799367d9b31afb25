#!/usr/bin/env bash
# Sets up the machine, builds paysheet, and runs the main job on the shipped material.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh -c release --product paysheet
bin=".build/release/paysheet"

echo "== the example sheets in a handful of languages, measured on the compact phone"
for sheet in Examples/sheets/*.json; do
  for locale in en de ar ja ru; do
    echo "-- $(basename "$sheet" .json)"
    "$bin" render "$sheet" --locale "$locale" --profile iphone-se
  done
done

echo "== the shipped catalog is in Xcode's layout"
"$bin" catalog fmt --check Localizations/PaymentSheet.xcstrings && echo "ok"

echo "== one amount in twelve locales"
for locale in en-US de-CH fr ru pl tr ar he hi th ja zh-Hant; do
  printf '%-8s ' "$locale"
  "$bin" format-amount --locale "$locale" --currency EUR 1234.5
done
echo "== Kuwaiti dinar and yen: ISO 4217 minor units"
printf '1.234\n-0.5\n' | "$bin" format-amount --locale ar --currency KWD -
"$bin" format-amount --locale ja --currency JPY 1000
echo "== plural categories of the number as written"
for number in 1 1.0 2 5 22; do
  printf 'en %-4s %-6s ru %-6s pl %s\n' "$number" "$("$bin" plural --locale en "$number")" \
    "$("$bin" plural --locale ru "$number")" "$("$bin" plural --locale pl "$number")"
done
echo "== a label's width on a compact phone (points, shaped by HarfBuzz) and on a watch (columns)"
for pair in "en:Order total" "ar:المجموع الفرعي" "hi:कुल भुगतान राशि" "ja:お支払い合計"; do
  locale="${pair%%:*}"
  label="${pair#*:}"
  printf '%-3s %-20s %8s pt %3s columns\n' "$locale" "$label" \
    "$("$bin" measure --locale "$locale" --profile iphone-se "$label")" \
    "$("$bin" measure --locale "$locale" --profile watch-41mm "$label")"
done
