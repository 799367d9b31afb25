#!/usr/bin/env bash
# Builds the Dockerfile's image without a container engine, and runs the released binary on a
# bare newer distribution:
# - Debian 12 made by debootstrap's minbase variant (what debian:12-slim is made of) stands for
#   the base image; the Dockerfile's RUN lines run in it (chroot) and its ADD unpacks the
#   tarball from dist/, then the image's commands run there: its ENTRYPOINT with its CMD, the
#   README's `docker run ... paysheet lint` in a copy of Examples/Consumer, and a width in the
#   `points` model, which must equal the development build's (HarfBuzz and the fonts found);
# - on Debian 13 minbase with nothing installed (a newer glibc; no ICU, HarfBuzz or fonts) the
#   same binary prints its version, formats an amount and lints the app, its fit judged by
#   columns with one line saying why.
# The systems are kept in ROOTFS_CACHE (default .build/rootfs) and each run starts from them
# afresh through an overlay. Needs root and Debian's mirror.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
cache="${ROOTFS_CACHE:-$root/.build/rootfs}"
work="$(mktemp -d)"
mounts=()
cleanup() {
  local i
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount -l "${mounts[i]}" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "check-dockerfile: $*" >&2
  exit 1
}

[ "$(id -u)" -eq 0 ] || fail "needs root (debootstrap, chroot and mounts)"
chroot="$(command -v chroot)"
command -v debootstrap >/dev/null || {
  apt-get update -q >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends debootstrap >/dev/null
}

version="$(sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/PaySheetCLI/CommandLineTool.swift)"
grep -qx "ARG VERSION=$version" Dockerfile || fail "the Dockerfile's VERSION is not the tool's, $version"
tarball="dist/paysheet-$version-x86_64-unknown-linux-gnu.tar.gz"
[ -f "$tarball" ] || fail "$tarball is missing: scripts/release.sh writes it"
# The development build, whose widths the image's must equal.
reference="${PAYSHEET_REFERENCE:-.build/release/paysheet}"
[ -x "$reference" ] || fail "$reference is missing: the development build to compare with"

# system NAME SUITE: a fresh copy of Debian SUITE (minbase) at $work/NAME, over the cached one.
system() {
  local base="$cache/$2"
  if [ ! -x "$base/bin/sh" ]; then
    echo "== debootstrap $2 into $base (kept for the next run)"
    rm -rf "$base"
    mkdir -p "$cache"
    debootstrap --variant=minbase "$2" "$base" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 \
      || { tail -20 "$work/debootstrap.log" >&2; fail "debootstrap $2 failed"; }
  fi
  mkdir -p "$work/$1.upper" "$work/$1.work" "$work/$1"
  mount -t overlay overlay -o "lowerdir=$base,upperdir=$work/$1.upper,workdir=$work/$1.work" "$work/$1"
  mounts+=("$work/$1")
  for fs in proc sys dev; do
    mount --rbind "/$fs" "$work/$1/$fs"
    mounts+=("$work/$1/$fs")
  done
  cp /etc/resolv.conf "$work/$1/etc/resolv.conf"
}

# inside NAME FOLDER COMMAND...: runs COMMAND in the system NAME, in FOLDER, with a plain PATH.
inside() {
  local name="$1" folder="$2"
  shift 2
  env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/root LANG=C.UTF-8 "$chroot" \
    "$work/$name" /bin/sh -c 'cd "$1" && shift && exec "$@"' sh "$folder" "$@"
}

# app NAME: a copy of Examples/Consumer at the same path inside the system NAME, as
# `docker run -v "$PWD:$PWD" -w "$PWD"` mounts the current folder.
app() {
  mkdir -p "$work/$1$work/app"
  cp -R Examples/Consumer/. "$work/$1$work/app"
  rm -rf "$work/$1$work/app/.build"
}

echo "== the image: Debian 12 minbase, the Dockerfile's RUN and ADD lines"
system image bookworm
# The instructions in order, continuation lines joined: ARG sets a variable for the RUN lines
# after it (as `docker build` does), RUN runs in the system, ADD unpacks a tarball.
args=""
while IFS= read -r instruction; do
  case "$instruction" in
    "ARG "*) args+="export ${instruction#ARG }; " ;;
    "RUN "*)
      echo "RUN ${instruction:4:90}…"
      inside image / /bin/sh -c "$args ${instruction#RUN }" >"$work/run.log" 2>&1 \
        || { tail -20 "$work/run.log" >&2; fail "the Dockerfile's $instruction failed"; }
      ;;
    "ADD "* | "COPY "*)
      read -r _ source target <<<"$instruction"
      source="${source//\$\{VERSION\}/$version}"
      [ -f "$source" ] || fail "the Dockerfile adds $source, which is not there"
      [[ "$source" == *.tar.gz ]] || fail "the Dockerfile adds $source, which this check cannot unpack as ADD does"
      mkdir -p "$work/image$target"
      tar xzf "$source" -C "$work/image$target"
      echo "ADD $source $target"
      ;;
  esac
done < <(sed -e ':a' -e '/\\$/N; s/\\\n//; ta' Dockerfile | grep -v '^#')

entrypoint="$(sed -n 's/^ENTRYPOINT \["\(.*\)"\]/\1/p' Dockerfile)"
command="$(sed -n 's/^CMD \["\(.*\)"\]/\1/p' Dockerfile)"
[ "$entrypoint" == paysheet ] || fail "the image's entry point is '$entrypoint', not paysheet"
inside image / "$entrypoint" "$command" >"$work/out.log" 2>&1 \
  || { cat "$work/out.log" >&2; fail "the image's '$entrypoint $command' fails"; }
echo "$entrypoint $command: ok"
app image
run_line="$(grep -o 'docker run --rm -v "$PWD:$PWD" -w "$PWD" paysheet .*' README.md | head -1)"
[ -n "$run_line" ] || fail "README.md has no 'docker run ... paysheet' line"
# shellcheck disable=SC2086
inside image "$work/app" "$entrypoint" ${run_line#*paysheet } >"$work/lint.log" 2>&1 \
  || { cat "$work/lint.log" >&2; fail "the README's '${run_line#*-w \"\$PWD\" }' fails in the image"; }
if grep -q "columns" "$work/lint.log" && grep -qi "harfbuzz\|font" "$work/lint.log"; then
  cat "$work/lint.log" >&2
  fail "the image's lint judged by columns: HarfBuzz or a font is missing there"
fi
echo "paysheet ${run_line#*paysheet } in the app's folder: ok"
for pair in "en:Order total" "ar:المجموع الفرعي" "hi:कुल भुगतान राशि" "ja:お支払い合計"; do
  locale="${pair%%:*}"
  text="${pair#*:}"
  inside="$(inside image / paysheet measure --locale "$locale" --profile iphone-se "$text")"
  here="$("$reference" measure --locale "$locale" --profile iphone-se "$text")"
  [ "$inside" == "$here" ] || fail "'$text' measures $inside pt in the image and $here pt here"
  echo "$locale '$text': $inside pt in the image, as here"
done

echo "== the bare binary on Debian 13 minbase: nothing installed"
system bare trixie
mkdir -p "$work/bare/opt"
tar xzf "$tarball" -C "$work/bare/opt"
bin="/opt/paysheet-$version-x86_64-unknown-linux-gnu/paysheet"
inside bare / "$bin" --version
inside bare / "$bin" format-amount --locale de-CH --currency CHF 1234.5
app bare
status=0
inside bare "$work/app" "$bin" lint >"$work/bare.log" 2>&1 || status=$?
cat "$work/bare.log"
((status <= 1)) || fail "lint on a system without HarfBuzz or fonts exited $status"
grep -q "columns" "$work/bare.log" \
  || fail "lint on a system without HarfBuzz or fonts does not say the fit was judged by columns"
echo "check-dockerfile: ok"
