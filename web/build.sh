#!/usr/bin/env bash
# The web edition (issue 65): builds the game for the browser and writes the static folder
# target/web/ (index.html, the wasm and its JS glue; the fonts and networks are inside the
# wasm, as in the desktop's binary, so the page fetches nothing from anywhere else).
# Serve it with: python3 -m http.server -d target/web
#
# Needs the wasm32-unknown-unknown target (added here when missing) and wasm-bindgen-cli at
# exactly the version of the wasm-bindgen crate in Cargo.lock (installed here when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

out=target/web
wasm=target/wasm32-unknown-unknown/release/dhayam.wasm

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi

# The CLI must read what the crate's macros wrote: the same version, to the patch.
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3; exit }' Cargo.lock)
if [ -z "$version" ]; then
  echo "web/build.sh: no wasm-bindgen in Cargo.lock" >&2
  exit 1
fi
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $version" ]; then
  # --locked first; when the registry lacks one of its locked crates, the newest that fit.
  cargo install wasm-bindgen-cli --version "$version" --locked ||
    cargo install wasm-bindgen-cli --version "$version"
fi

# The window with online play (iroh's browser build: every connection through a relay;
# no mDNS, no sound).
cargo build --release --target wasm32-unknown-unknown --no-default-features --features gui,online --bin dhayam

rm -rf "$out"
mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name dhayam "$wasm"
cp web/index.html "$out/"
echo "web/build.sh: $out/ is ready ($(du -sh "$out" | cut -f1)); serve it with: python3 -m http.server -d $out"
