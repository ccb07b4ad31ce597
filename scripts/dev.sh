#!/usr/bin/env bash
# POPS Lab developer entry point.
#   scripts/dev.sh run    install what is missing, build (release), start the application
#   scripts/dev.sh test   install what is missing, build, run every test with ctest
#   scripts/dev.sh bench  build and run the benchmarks
#   scripts/dev.sh build  just configure and build
#   scripts/dev.sh package  build and write the Debian package (build/release/popslab_*.deb),
#                         then list it, validate its launcher and metainfo and run its
#                         popslab-cli from a scratch root
#   scripts/dev.sh golden  rewrite tests/golden from what the core builds now (on purpose:
#                         review the diff like code)
#   scripts/dev.sh sanitize  build the asan preset (AddressSanitizer + UBSan) and run the
#                         core and command-line suites under it
#   scripts/dev.sh format  format every C++ source with clang-format (.clang-format)
#   scripts/dev.sh format-check  fail, listing the files, when a source is not formatted or a
#                         function is longer than 100 lines, or a shared file names a
#                         family (scripts/family-names.py) (CI)
#   scripts/dev.sh gallery DIR  every family's pages in en, de, zh_CN, light and dark, on
#                         1366x768, 1920x1080 and presentation mode at 1366x768, as
#                         DIR/<family>/<page>-<language>-<theme>-<screen>.png, then the
#                         large, medium, crowded, mixed and prefix-sum networks of tests/data/gallery/
#                         in DIR/<session>/ at 1366x768, with
#                         DIR/audit.json = {"screenshots": N, "findings": [...]}
#   scripts/dev.sh gallery-check DIR [popslab options] [SESSION]  one round of the gallery
#                         (e.g. --screen 1366x768 --presentation --language de), SESSION
#                         opened first; fails on any finding of its audit, listing them (CI)
#   scripts/dev.sh fuzz [SECONDS]  build the libFuzzer targets (clang) and run each for
#                         SECONDS (default 60); a crash stops it and leaves the input
#                         in build/fuzz/artifacts (add it to tests/fuzz/regressions/)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

# Debian 12 packages the build, the tests and the GUI need (see README, "Libraries").
packages=(cmake ninja-build g++ pkg-config
          qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-translations-l10n libqcustomplot-dev
          nlohmann-json3-dev libbenchmark-dev libcadical-dev libglpk-dev libgif-dev libsimdjson-dev
          libavcodec-dev libavformat-dev libswscale-dev
          xvfb xauth fonts-dejavu-core fonts-noto-cjk
          desktop-file-utils appstream dpkg-dev
          poppler-utils chromium chromium-driver python3-selenium texlive-latex-base texlive-pictures
          python3-dev pybind11-dev python3-numpy python3-pytest python3-distributed)

# Formatting (.clang-format): Debian 12's clang-format 14, the version the tree is formatted with.
format_packages=(clang-format)

# For the sanitizer build and fuzzing: clang with libFuzzer and the sanitizer runtimes.
fuzz_packages=(clang libclang-rt-14-dev)

install_missing() {
    local missing=() p
    for p in "${packages[@]}" "$@"; do
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

# Runs each fuzz target for $1 seconds on a corpus seeded from tests/fuzz/corpus, the
# inputs that once crashed (tests/fuzz/regressions) and tests/data.
fuzz() {
    local seconds=$1 target corpus
    cmake --preset fuzz >/dev/null
    cmake --build --preset fuzz
    mkdir -p build/fuzz/artifacts
    for target in schedule session okn; do
        corpus=build/fuzz/corpus/$target
        mkdir -p "$corpus"
        cp -n tests/fuzz/corpus/"$target"/* "$corpus"/ 2>/dev/null || true
        cp -n tests/fuzz/regressions/"$target"/* "$corpus"/ 2>/dev/null || true
        [ "$target" = schedule ] && cp -n tests/data/*.json "$corpus"/
        echo "dev.sh: fuzzing $target for ${seconds}s"
        local log=build/fuzz/fuzz_$target.log status=0
        ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$root/scripts/lsan.supp \
            build/fuzz/tests/fuzz/fuzz_"$target" "$corpus" -max_total_time="$seconds" -timeout=10 \
            -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
            -artifact_prefix=build/fuzz/artifacts/"$target"- >"$log" 2>&1 || status=$?
        grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|SUMMARY)|ERROR|artifact" "$log" || true
        if [ "$status" -ne 0 ]; then
            tail -40 "$log" >&2
            echo "dev.sh: fuzz_$target failed; the input is in build/fuzz/artifacts" >&2
            return 1
        fi
    done
}

default_scenario() {
    # The alternating-pair ring on POPS(4,4): one slot, every coupler used (Thm 4, Fig. 7).
    local cli=build/release/app/cli/popslab-cli tmp
    tmp=$(mktemp --suffix=.json)
    "$cli" schedule --network pops --d 4 --g 4 --pattern ring --algorithm alternating-pair -o "$tmp"
    echo "POPS Lab: ring, alternating-pair embedding, on POPS(4,4) ($tmp)"
    "$cli" validate "$tmp"
}

# Merges DIR/audit-<screen>.json into DIR/audit.json and prints the findings' count.
merge_audit() {
    python3 - "$1" <<'PY'
import glob, json, sys
d = sys.argv[1]
shots, findings = 0, []
# The rounds on large networks write to DIR/<session>/ (gallery): their files named so.
for part in sorted(glob.glob(d + "/audit-*.json") + glob.glob(d + "/*/audit-*.json")):
    a = json.load(open(part))
    shots += a["screenshots"]
    sub = part[len(d) + 1:].rpartition("/")[0]
    findings += [dict(f, file=sub + "/" + f["file"]) if sub else f for f in a["findings"]]
json.dump({"screenshots": shots, "findings": findings}, open(d + "/audit.json", "w"), indent=1, ensure_ascii=False)
print(f"dev.sh: {shots} screenshots, {len(findings)} findings: {d}/audit.json")
PY
}

case "${1:-}" in
gallery)
    [ -n "${2:-}" ] || { echo "dev.sh gallery DIR: the folder is needed" >&2; exit 2; }
    install_missing
    build
    rm -f "$2"/audit-*.json
    build/release/app/shell/popslab --gallery "$2" --screen 1366x768
    build/release/app/shell/popslab --gallery "$2" --screen 1920x1080
    build/release/app/shell/popslab --gallery "$2" --screen 1366x768 --presentation
    # Large, medium, crowded and mixed networks of every family (POPS(64,64), WDM n = 5-6,
    # OTIS N = 16-36, a bus of 64, OK_N of 200; POPS(2,8) and (2,4), OK_N's Fig. 2, a 16 x 16
    # grid of buses, WDM T = 3, R = 2; the LARPBS's prefix sum) on the projector, presenting and not.
    for s in large-networks medium-networks crowded-networks mixed-networks prefix-sum-networks; do
        rm -f "$2/$s"/audit-*.json
        build/release/app/shell/popslab --gallery "$2/$s" --screen 1366x768 "tests/data/gallery/$s.popslab"
        build/release/app/shell/popslab --gallery "$2/$s" --screen 1366x768 --presentation "tests/data/gallery/$s.popslab"
    done
    merge_audit "$2"
    ;;
gallery-check)
    [ -n "${2:-}" ] || { echo "dev.sh gallery-check DIR [options]: the folder is needed" >&2; exit 2; }
    rm -f "$2"/audit-*.json
    build/release/app/shell/popslab --gallery "$2" "${@:3}"
    merge_audit "$2"
    python3 -c 'import json,sys; f=json.load(open(sys.argv[1]))["findings"]; [print(x["file"], "|", x["widget"], "|", x["what"]) for x in f]; sys.exit(1 if f else 0)' "$2/audit.json"
    ;;
run)
    install_missing
    build
    app=build/release/app/shell/popslab
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
golden)
    install_missing
    build
    POPSLAB_REGENERATE_GOLDEN=1 build/release/tests/tst_golden >/dev/null
    git status --short tests/golden
    ;;
format)
    install_missing "${format_packages[@]}"
    git ls-files --cached --others --exclude-standard '*.cpp' '*.h' | xargs clang-format -i
    ;;
format-check)
    install_missing "${format_packages[@]}"
    unformatted=$(git ls-files --cached --others --exclude-standard '*.cpp' '*.h' | while read -r f; do
        clang-format --dry-run -Werror "$f" >/dev/null 2>&1 || echo "$f"
    done)
    if [ -n "$unformatted" ]; then
        echo "dev.sh: not formatted (run scripts/dev.sh format):" >&2
        echo "$unformatted" >&2
        exit 1
    fi
    echo "dev.sh: every C++ source is formatted"
    python3 scripts/function-length.py 100 # and no function is longer than 100 lines
    python3 scripts/family-names.py        # and only the module lists name a family
    echo "dev.sh: outside the family folders, only the module lists name a family"
    ;;
sanitize)
    install_missing "${fuzz_packages[@]}"
    cmake --preset asan >/dev/null
    cmake --build --preset asan
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        ctest --preset asan -L "core|cli"
    ;;
package)
    install_missing
    build
    rm -f build/release/popslab_*.deb
    (cd build/release && cpack -G DEB >/dev/null)
    deb=$(ls build/release/popslab_*.deb)
    dpkg-deb --info "$deb" | grep -E "Package|Version|Depends|Installed-Size"
    dpkg-deb --contents "$deb" | awk '{print $6}' | grep -v '/$'
    scratch=$(mktemp -d)
    dpkg-deb -x "$deb" "$scratch"
    desktop-file-validate "$scratch"/usr/share/applications/*.desktop
    appstreamcli validate --no-net "$scratch"/usr/share/metainfo/*.xml
    "$scratch"/usr/bin/popslab-cli --version
    rm -rf "$scratch"
    echo "dev.sh: wrote $deb"
    ;;
fuzz)
    install_missing "${fuzz_packages[@]}"
    fuzz "${2:-60}"
    ;;
*)
    echo "usage: scripts/dev.sh run|test|bench|build|golden|format|format-check|sanitize|package|fuzz [SECONDS]" >&2
    exit 2
    ;;
esac
