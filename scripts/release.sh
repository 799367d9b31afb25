#!/usr/bin/env bash
# Builds the Linux release from a clean clone, with nothing beyond what scripts/setup.sh
# installs, and writes to dist/:
# - paysheet-VERSION-x86_64-unknown-linux-gnu.tar.gz: the `paysheet` binary, its licences
#   (the project's, ICU's and the Swift runtime's, both linked in) and a short README;
# - paysheet.artifactbundle.zip: a SwiftPM artifact bundle whose executable artifact
#   `paysheet-lint` (the name the build plugins ask `context.tool(named:)` for) is that
#   same binary, for a `.binaryTarget(path:)` or `.binaryTarget(url:checksum:)`;
# then prints the SHA-256 of each (`swift package compute-checksum` for the bundle).
#
# The binary needs only what every glibc distribution has: the Swift runtime, Foundation
# and Dispatch are linked statically (--static-swift-stdlib), ICU from libicu-dev's static
# archives (its data included), libxml2 from its own, and HarfBuzz is loaded at run time
# where it is installed: `ldd` lists the C and C++ runtimes alone.
# The script fails if `ldd` lists any of those libraries.
#
# VERSION is the one `paysheet --version` prints (CommandLineTool.version).
# Usage: scripts/release.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

fail() {
  echo "release: $*" >&2
  exit 1
}

triple="x86_64-unknown-linux-gnu"
[[ "$(uname -m)" == x86_64 && "$(uname -s)" == Linux ]] || fail "builds the $triple release only on x86_64 Linux"
for tool in swift pkg-config zip strip ldd readelf sha256sum; do
  command -v "$tool" >/dev/null || fail "$tool is not on PATH (scripts/setup.sh installs what the release needs)"
done

version="$(sed -n 's/^ *[a-z]* *static let version = "\([^"]*\)".*/\1/p' Sources/PaySheetCLI/CommandLineTool.swift)"
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+ ]] || fail "cannot read the version from Sources/PaySheetCLI/CommandLineTool.swift"

# ICU from its static archives: a pkg-config folder of the script's own names the same
# modules (icu-uc, icu-i18n) as the system's, with a library folder that holds the archives
# alone, so that the linker cannot pick the shared libraries beside them. ICU is C++: the
# archives need the C++ runtime, which every distribution has.
#
# libxml2 (Foundation's XMLParser, which reads XLIFF) is taken from its static archive too,
# with zlib and liblzma: Debian's shared libxml2 needs Debian's ICU 72 (libicuuc.so.72),
# which is what the binary must not need. lld links archives in any order, so libxml2's
# ICU calls find the ICU archives named before it.
scratch="$root/.build/static"
icu_lib="$(pkg-config --variable=libdir icu-uc)" || fail "pkg-config knows no icu-uc: install libicu-dev (scripts/setup.sh)"
icu_version="$(pkg-config --modversion icu-uc)"
mkdir -p "$scratch/icu/lib" "$scratch/icu/pkgconfig"
for library in icui18n icuuc icudata xml2 z lzma; do
  [ -f "$icu_lib/lib$library.a" ] || fail "$icu_lib/lib$library.a is missing: scripts/setup.sh installs the static archives (libicu-dev, libxml2-dev, zlib1g-dev, liblzma-dev)"
  ln -sf "$icu_lib/lib$library.a" "$scratch/icu/lib/lib$library.a"
done
cat >"$scratch/icu/pkgconfig/icu-uc.pc" <<EOF
Name: icu-uc
Description: ICU's common library and data, from the static archives of $icu_lib
Version: $icu_version
Cflags: -I$(pkg-config --variable=includedir icu-uc)
Libs: -L$scratch/icu/lib -licuuc -licudata -lstdc++ -lm -ldl -lpthread
EOF
cat >"$scratch/icu/pkgconfig/icu-i18n.pc" <<EOF
Name: icu-i18n
Description: ICU's internationalization library, from the static archives of $icu_lib
Version: $icu_version
Requires: icu-uc
Libs: -L$scratch/icu/lib -licui18n
EOF

echo "== building paysheet $version in release mode, statically linked (.build/static)"
source scripts/progress.sh
start="$(date +%s)"
PKG_CONFIG_PATH="$scratch/icu/pkgconfig" with_progress "release: still building" \
  swift build -c release --product paysheet --static-swift-stdlib --scratch-path "$scratch" \
  -Xswiftc -use-ld=lld -Xlinker -lz -Xlinker -llzma
echo "release: built in $(($(date +%s) - start)) s"
binary="$scratch/release/paysheet"

echo "== what the binary needs from the system"
ldd "$binary" | tee "$scratch/ldd.txt"
# Only the C and C++ runtimes, which every glibc distribution has.
if grep -vE '^\s*(linux-vdso\.so|/lib64/ld-linux-x86-64\.so|lib(c|m|dl|pthread|rt|gcc_s|stdc\+\+)\.so\.[0-9]+ )' "$scratch/ldd.txt"; then
  fail "the binary still needs the libraries above"
fi
# SwiftPM's $ORIGIN (the binary's own folder) is harmless; the toolchain's folder is not.
if readelf -d "$binary" | grep -E 'RPATH|RUNPATH' | grep -v 'path: \[\$ORIGIN\]$'; then
  fail "the binary keeps a library search path beyond its own folder"
fi
[[ "$("$binary" --version)" == "paysheet $version" ]] || fail "paysheet --version does not print $version"

echo "== dist/"
dist="$root/dist"
name="paysheet-$version-$triple"
rm -rf "$dist/$name" "$dist/$name.tar.gz" "$dist/paysheet.artifactbundle" "$dist/paysheet.artifactbundle.zip"
mkdir -p "$dist/$name/licenses"
# Without its symbol table (debug information is not built in release mode): 124 MB -> 99 MB,
# and Swift's crash backtraces still name the functions from their metadata.
strip -o "$dist/$name/paysheet" "$binary"

# The licences: the project's, ICU's (both copies linked in, Debian's libicu and the one
# Foundation carries, are under ICU's licence), the Swift runtime's (the standard library,
# Foundation, Dispatch), and those of libxml2, zlib and liblzma, linked in too.
if [ -f LICENSE ]; then
  cp LICENSE "$dist/$name/LICENSE"
else
  echo "release: warning: the repository has no LICENSE file; only the licences of what is linked in are shipped" >&2
fi
icu_copyright="$(ls /usr/share/doc/libicu[0-9]*/copyright 2>/dev/null | head -1)"
[ -n "$icu_copyright" ] || fail "ICU's licence (/usr/share/doc/libicuNN/copyright) is missing: install libicu-dev"
cp "$icu_copyright" "$dist/$name/licenses/ICU.txt"
swift_license="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/share/swift/LICENSE.txt"
[ -f "$swift_license" ] || fail "the Swift toolchain's licence is not at $swift_license"
cp "$swift_license" "$dist/$name/licenses/Swift.txt"
for package in libxml2:libxml2 zlib1g:zlib liblzma5:liblzma; do
  [ -f "/usr/share/doc/${package%%:*}/copyright" ] || fail "the licence of ${package#*:} (/usr/share/doc/${package%%:*}/copyright) is missing"
  cp "/usr/share/doc/${package%%:*}/copyright" "$dist/$name/licenses/${package#*:}.txt"
done

cat >"$dist/$name/README" <<EOF
paysheet $version for x86_64 Linux (glibc 2.35 and GCC 12's libstdc++ or later)

The text of an Apple Pay style payment sheet in every locale, and proof that each line fits.
One file: copy 'paysheet' onto your PATH and run it.

  paysheet lint [PATH ...]          lint String Catalogs, XLIFFs and sample sheets
  paysheet render SHEET.json --locale de --profile iphone-se
  paysheet --help                   every command

The Swift runtime, Foundation, ICU $icu_version and libxml2 are built in. The points width model (the
phone profiles) shapes text with HarfBuzz (Debian and Ubuntu: libharfbuzz0b) and the fonts
of fonts-inter, fonts-noto-core, fonts-noto-cjk and fonts-noto-color-emoji, looked for by
name in --fonts DIR, PAYSHEET_FONTS, the system's font folders and fontconfig. Without
HarfBuzz, lines are judged with the columns model and paysheet says so; a font it cannot
find is a warning naming its package and the lines it could not judge.

Licences: LICENSE (paysheet), licenses/ICU.txt (ICU), licenses/Swift.txt (the Swift
runtime, Foundation and Dispatch), licenses/libxml2.txt, licenses/zlib.txt and
licenses/liblzma.txt.
EOF

# Reproducible archives: names sorted, owner and times fixed to the commit's.
epoch="$(git log -1 --format=%ct 2>/dev/null || echo 0)"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -C "$dist" -cf - "$name" \
  | gzip -9n >"$dist/$name.tar.gz"

# The artifact bundle: info.json and the variant's folder, zipped with the bundle's folder
# at the top, as SwiftPM unpacks it.
bundle="$dist/paysheet.artifactbundle"
variant="paysheet-lint-$version-$triple"
mkdir -p "$bundle/$variant/bin"
cp "$dist/$name/paysheet" "$bundle/$variant/bin/paysheet"
cp -R "$dist/$name/licenses" "$bundle/$variant/licenses"
[ ! -f LICENSE ] || cp LICENSE "$bundle/$variant/LICENSE"
cat >"$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "paysheet-lint": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/paysheet",
          "supportedTriples": ["$triple"]
        }
      ]
    }
  }
}
EOF
find "$bundle" -exec touch -h -d "@$epoch" {} +
(cd "$dist" && find paysheet.artifactbundle | LC_ALL=C sort | zip -X -q -9 paysheet.artifactbundle.zip -@)
rm -rf "$bundle"

echo "== checksums"
printf '%s  %s\n' "$(sha256sum "$dist/$name.tar.gz" | cut -d' ' -f1)" "dist/$name.tar.gz"
printf '%s  %s\n' "$(swift package compute-checksum "$dist/paysheet.artifactbundle.zip")" \
  "dist/paysheet.artifactbundle.zip (swift package compute-checksum)"
ls -l "$dist/$name/paysheet" "$dist/$name.tar.gz" "$dist/paysheet.artifactbundle.zip" | awk '{ print $5, $9 }'
