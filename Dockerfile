# The released paysheet on Debian slim, with what its `points` width model uses: HarfBuzz,
# which the tool loads at run time, and the fonts scripts/setup.sh installs. Build it after
# scripts/release.sh, from the repository's root:
#   docker build -t paysheet .
#   docker run --rm -v "$PWD:$PWD" -w "$PWD" paysheet lint
FROM debian:12-slim
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    libharfbuzz0b fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji \
  && rm -rf /var/lib/apt/lists/*
ARG VERSION=0.9.0
ADD dist/paysheet-${VERSION}-x86_64-unknown-linux-gnu.tar.gz /opt/
RUN ln -s /opt/paysheet-${VERSION}-x86_64-unknown-linux-gnu/paysheet /usr/local/bin/paysheet
ENTRYPOINT ["paysheet"]
CMD ["--help"]
