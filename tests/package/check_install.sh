#!/usr/bin/env bash
# The installed POPS Lab: `cmake --install` of the build into a scratch root
# lays out the programs, launcher, icons, metainfo, MIME types and man pages; the
# launcher and metainfo validate; the man page has every command; the installed
# programs run from there -- popslab-cli --version, a render through the installed
# popslab-cli-draw, popslab --version without a display and a session opened offscreen.
#   check_install.sh BUILD_DIR SOURCE_DIR [CMAKE]
set -euo pipefail
build=$1 source=$2 cmake=${3:-cmake}
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
DESTDIR=$root "$cmake" --install "$build" --prefix /usr >/dev/null
usr=$root/usr
fail() { echo "check_install: $*" >&2; exit 1; }

for f in bin/popslab bin/popslab-cli libexec/popslab/popslab-cli-draw \
         share/applications/org.popslab.PopsLab.desktop share/metainfo/org.popslab.PopsLab.metainfo.xml \
         share/mime/packages/org.popslab.PopsLab.mime.xml share/icons/hicolor/scalable/apps/org.popslab.PopsLab.svg \
         share/man/man1/popslab.1.gz share/man/man1/popslab-cli.1.gz; do
    [ -f "$usr/$f" ] || fail "missing /usr/$f"
done
for n in 16 22 24 32 48 64 128 256; do
    [ -f "$usr/share/icons/hicolor/${n}x${n}/apps/org.popslab.PopsLab.png" ] || fail "missing the ${n}px icon"
done

desktop-file-validate "$usr/share/applications/org.popslab.PopsLab.desktop" || fail "the launcher does not validate"
appstreamcli validate --no-net "$usr/share/metainfo/org.popslab.PopsLab.metainfo.xml" >/dev/null ||
    fail "the metainfo does not validate: $(appstreamcli validate --no-net "$usr/share/metainfo/org.popslab.PopsLab.metainfo.xml")"

# The metainfo's newest release is this version (the release notes there are written by hand).
version=$("$usr/bin/popslab-cli" --version | awk '{print $2}')
newest=$(grep -oE '<release version="[^"]+"' "$usr/share/metainfo/org.popslab.PopsLab.metainfo.xml" | head -1 | cut -d'"' -f2)
[ "$newest" = "$version" ] || fail "the metainfo's newest release is $newest, the programs are $version"

# The man pages (compressed, as Debian installs them) follow --help: every command has its section, every option of render is in it.
zcat "$usr/share/man/man1/popslab-cli.1.gz" >"$root/popslab-cli.1"
zcat "$usr/share/man/man1/popslab.1.gz" >"$root/popslab.1"
"$usr/bin/popslab-cli" --help | sed -n '/^Commands:/,/^$/p' | awk 'NF && !/Commands:/ {print $1}' >"$root/commands"
[ -s "$root/commands" ] || fail "popslab-cli --help lists no commands"
while read -r command; do
    grep -q "^\.SS $command\$" "$root/popslab-cli.1" || fail "popslab-cli.1 has no section for $command"
done <"$root/commands"
for option in $("$usr/bin/popslab-cli" render --help | grep -oE -- '--[a-z][a-z-]+' | sort -u); do
    grep -qF -- "${option//-/\\-}" "$root/popslab-cli.1" || fail "popslab-cli.1 lacks render's $option"
done
grep -qF -- '\-\-screenshot' "$root/popslab.1" || fail "popslab.1 lacks --screenshot"

# The installed programs, from the scratch root.
"$usr/bin/popslab-cli" --version | grep -qx "popslab-cli [0-9.]*" || fail "popslab-cli --version"
"$usr/bin/popslab-cli" render --network pops --d 2 --g 2 --pattern ring --algorithm natural -o "$root/ring.svg" ||
    fail "the installed popslab-cli cannot render (popslab-cli-draw not found in libexec?)"
env -u DISPLAY -u WAYLAND_DISPLAY "$usr/bin/popslab" --version >"$root/version" || fail "popslab --version needs a display"
grep -q "GPL-3.0-or-later" "$root/version" || fail "popslab --version does not name the licence"
grep -q "CaDiCaL" "$root/version" || fail "popslab --version does not name the libraries"
cat >"$root/session.popslab" <<'JSON'
{"format":"popslab-session-1","view":{"dark":false,"presentation":false,"family":"pops","page":0},"families":{}}
JSON
HOME=$root XDG_CONFIG_HOME=$root/config QT_QPA_PLATFORM=offscreen \
    "$usr/bin/popslab" --screenshot "$root/window.png" "$root/session.popslab" || fail "the installed popslab cannot open a session"
[ -s "$root/window.png" ] || fail "no window image"
echo "check_install: the installed tree is complete and runs"

# The Python module, where the build has it: installed for the system Python, and it answers.
if [ -d "$build/python/popslab" ]; then
    site=$usr/lib/python3/dist-packages
    [ -f "$site/popslab/__init__.py" ] || fail "the Python module is not installed in /usr/lib/python3/dist-packages"
    PYTHONPATH=$site /usr/bin/python3 -c 'import popslab; assert popslab.otis.analyse(4)["diameter"] == 5' ||
        fail "the installed Python module does not import or answer"
fi
