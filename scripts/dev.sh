#!/usr/bin/env bash
# POPS Lab developer entry point.
#   scripts/dev.sh run    install what is missing, build (release), start the application
#   scripts/dev.sh test   install what is missing, build, run every test with ctest
#   scripts/dev.sh bench  build and run the benchmarks
#   scripts/dev.sh build  just configure and build
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

# Debian 12 packages the build, the tests and the GUI need (see README, "Libraries").
packages=(cmake ninja-build g++ pkg-config
          qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools libqcustomplot-dev
          nlohmann-json3-dev libbenchmark-dev
          xvfb xauth fonts-dejavu-core)

install_missing() {
    local missing=() p
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    ((${#missing[@]})) || return 0
    echo "dev.sh: installing ${missing[*]}"
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build() {
    cmake --preset release >/dev/null
    cmake --build --preset release
}

default_scenario() {
    # The alternating-pair ring on POPS(4,4): one slot, every coupler used (Thm 4, Fig. 7).
    local cli=build/release/app/cli/popslab-cli tmp
    tmp=$(mktemp --suffix=.json)
    "$cli" schedule --network pops --d 4 --g 4 --pattern ring --algorithm alternating-pair -o "$tmp"
    echo "POPS Lab: ring, alternating-pair embedding, on POPS(4,4) ($tmp)"
    "$cli" validate "$tmp"
}

case "${1:-}" in
run)
    install_missing
    build
    app=build/release/app/gui/popslab
    if [ -x "$app" ] && { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; }; then
        exec "$app" "${@:2}"
    fi
    [ -x "$app" ] && echo "dev.sh: no display; showing the default scenario with popslab-cli instead"
    default_scenario
    ;;
test)
    install_missing
    build
    ctest --preset release
    ;;
bench)
    install_missing
    build
    cmake --build --preset release --target bench
    ;;
build)
    install_missing
    build
    ;;
*)
    echo "usage: scripts/dev.sh run|test|bench|build" >&2
    exit 2
    ;;
esac
