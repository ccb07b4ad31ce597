#!/usr/bin/env bash
# Takes a screenshot of the real POPS Lab window under Xvfb:
#   scripts/screenshot.sh OUT.png [popslab arguments...]
# Needs xvfb, xauth and imagemagick (import).
set -euo pipefail
out=$(realpath -m "$1"); shift
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
app="$root/build/release/app/shell/popslab"
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
xvfb-run -a -s "-screen 0 1600x1000x24" bash -c '
    "$0" "${@:2}" & pid=$!
    sleep "${POPSLAB_SHOT_DELAY:-4}"
    import -window root "$1"
    kill $pid' "$app" "$out" "$@"
echo "wrote $out"
