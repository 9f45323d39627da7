#!/usr/bin/env bash
# The tests drive Debian's Chromium (never a downloaded browser), kubectl, nginx and openssl,
# and read OS images from Debian's docker-registry, pushed there with skopeo (zstd layers too);
# the rpm database tests build packages with Debian's rpm and rpmbuild.
# The demo (`npm start`, argument `demo`) needs the registry, skopeo, and rpm and sqlite3 to
# build its images' rpm databases.
# Installs them when missing and this is a Debian machine we may install on; otherwise says how.
set -euo pipefail
missing=()
command -v docker-registry >/dev/null 2>&1 || missing+=(docker-registry)
command -v skopeo >/dev/null 2>&1 || missing+=(skopeo)
# rpm databases (the demo's images, the changelog tests): built with rpmbuild, installed with rpm --justdb.
command -v rpmbuild >/dev/null 2>&1 || missing+=(rpm)
command -v sqlite3 >/dev/null 2>&1 || missing+=(sqlite3)
if [ "${1:-}" != demo ]; then
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  command -v nginx >/dev/null 2>&1 || missing+=(nginx)
  command -v openssl >/dev/null 2>&1 || missing+=(openssl)
  command -v kubectl >/dev/null 2>&1 || missing+=(kubectl)
  command -v zstd >/dev/null 2>&1 || missing+=(zstd)
fi
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing from Debian: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "This needs Debian's ${missing[*]}: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
