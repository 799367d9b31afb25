#!/usr/bin/env bash
# Checks the Dockerfile where no container engine runs:
# - its VERSION is the tool's, and every file it adds exists in dist/, the binary among them;
# - every library the released binary needs is in Debian slim (a package of priority
#   `required`) or among the packages the image installs, and so is HarfBuzz, which it loads
#   at run time; the fonts it installs are the ones scripts/setup.sh names;
# - the image's commands (its ENTRYPOINT with its CMD, and the README's `docker run` line) run
#   with the Swift toolchain and ICU's shared libraries hidden, as they would in the image.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

fail() {
  echo "check-dockerfile: $*" >&2
  exit 1
}

version="$(sed -n 's/.*public static let version = "\(.*\)"/\1/p' Sources/PaySheetCLI/CommandLineTool.swift)"
grep -qx "ARG VERSION=$version" Dockerfile || fail "the Dockerfile's VERSION is not the tool's, $version"

# The files it adds, with ${VERSION} filled in.
while read -r source; do
  source="${source//\$\{VERSION\}/$version}"
  [ -e "$source" ] || fail "the Dockerfile adds $source, which is not there (run scripts/release.sh)"
  echo "adds $source: present"
done < <(sed -n 's/^\(ADD\|COPY\) \([^ ]*\) .*/\2/p' Dockerfile)
tarball="dist/paysheet-$version-x86_64-unknown-linux-gnu.tar.gz"
tar xzf "$tarball" -C "$work"
bin="$work/paysheet-$version-x86_64-unknown-linux-gnu/paysheet"
[ -x "$bin" ] || fail "$tarball has no paysheet-$version-x86_64-unknown-linux-gnu/paysheet, which the image links"

installed=" $(sed -n '/apt-get install/,/rm -rf/p' Dockerfile | tr -s ' \\\n' ' ') "
package_of() { dpkg -S "$1" 2>/dev/null | head -1 | cut -d: -f1; }
# The libraries the binary names, and HarfBuzz, which the points model opens at run time.
needed="$(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')"
for library in $needed libharfbuzz.so.0; do
  path="$(ldconfig -p | awk -v l="$library" '$1 == l && /x86-64/ { print $NF; exit }')"
  [ -n "$path" ] || fail "the binary needs $library, which this machine does not have"
  package="$(package_of "$(readlink -f "$path")")"
  [ -n "$package" ] || package="$(package_of "$path")"
  [ -n "$package" ] || fail "no Debian package provides $path"
  priority="$(dpkg-query -W -f='${Priority}' "$package")"
  if [[ "$priority" != required && "$installed" != *" ${package%%:*} "* ]]; then
    fail "$library comes from $package (priority $priority), which Debian slim lacks and the image does not install"
  fi
  echo "$library: $package ($priority)"
done
for font in $(grep -o 'fonts-[a-z-]*' scripts/setup.sh | sort -u); do
  [[ "$installed" == *" $font "* ]] || fail "scripts/setup.sh installs $font and the image does not"
done

# The image's commands, with /opt/swift and every libicu*.so* hidden.
mkdir -p "$work/empty"
touch "$work/none"
script="$work/hidden.sh"
{
  echo 'set -e'
  echo "mount --bind '$work/empty' /opt/swift"
  for library in $(ldconfig -p | awk '/libicu/ { print $NF }' | sort -u); do
    echo "mount --bind '$work/none' '$library'"
  done
  echo 'cd "$1"; shift; exec "$@"'
} >"$script"
entrypoint="$(sed -n 's/^ENTRYPOINT \["\(.*\)"\]/\1/p' Dockerfile)"
command="$(sed -n 's/^CMD \["\(.*\)"\]/\1/p' Dockerfile)"
[ "$entrypoint" == paysheet ] || fail "the image's entry point is '$entrypoint', not paysheet"
cp -R Examples/Consumer "$work/app"
rm -rf "$work/app/.build"
run_line="$(grep -o 'docker run --rm -v "$PWD:$PWD" -w "$PWD" paysheet .*' README.md | head -1)"
[ -n "$run_line" ] || fail "README.md has no 'docker run ... paysheet' line"
readme_args="${run_line#*paysheet }"
for args in "$command" "$readme_args"; do
  # shellcheck disable=SC2086
  unshare -m bash "$script" "$work/app" "$bin" $args >"$work/out.log" 2>&1 \
    || { cat "$work/out.log" >&2; fail "'paysheet $args' fails with the toolchain and ICU hidden"; }
  echo "paysheet $args, with the toolchain and ICU hidden: ok"
done
echo "check-dockerfile: ok"
