#!/usr/bin/env bash
# Builds the real control plane the tests judge the in-cluster half with (kube-apiserver and
# etcd, from Kubernetes' own Go modules, see go.mod) into a cache outside the clone, keyed by
# go.mod, go.sum and the entry points: built once per machine, reused by every clone and run.
# Prints the directory holding the binaries on its last line.
set -euo pipefail
cd "$(dirname "$0")"
cache="${OS_UPDATE_KUBE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/os-update-plugin/kube}"
key=$(cat go.mod go.sum cmd/*/main.go | sha256sum | cut -c1-16)
out="$cache/$key"
mkdir -p "$cache"
# One build at a time per machine: test workers and clones share the cache.
exec 9>"$cache/.lock"
flock 9
if [ -x "$out/kube-apiserver" ] && [ -x "$out/etcd" ] && [ -x "$out/kube-controller-manager" ] && [ -s "$out/openshift-api" ]; then
  echo "$out"
  exit 0
fi
if ! command -v go >/dev/null 2>&1; then
  echo "The tests build kube-apiserver and etcd from Go modules: install Go 1.26 or later (https://go.dev/doc/install)." >&2
  exit 1
fi
echo "Building kube-apiserver, kube-controller-manager $(sed -n 's/^\tk8s.io\/kubernetes //p' go.mod) and etcd into $out (once per machine; about 10 minutes on 2 cores)…" >&2
started=$(date +%s)
tmp=$(mktemp -d "$cache/.build-XXXXXX")
trap 'rm -rf "$tmp"' EXIT
go build -trimpath -ldflags="-s -w" -o "$tmp/" ./cmd/kube-apiserver ./cmd/etcd ./cmd/kube-controller-manager
# Where OpenShift's CRDs are read from: the openshift/api module go.sum pins, in the module cache.
go mod download -json github.com/openshift/api | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p' >"$tmp/openshift-api"
[ -s "$tmp/openshift-api" ] || { echo "could not find github.com/openshift/api in the Go module cache" >&2; exit 1; }
rm -rf "$out"
mv "$tmp" "$out"
trap - EXIT
echo "Built kube-apiserver and etcd in $(($(date +%s) - started)) s" >&2
echo "$out"
