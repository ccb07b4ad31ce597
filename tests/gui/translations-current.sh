#!/bin/sh
# The .ts files hold every string the sources ask tr() for, each translated: lupdate run on
# a copy finds nothing new (in English's, which keeps the plural forms alone, none). (A
# string added to the code but never taken into the .ts passed the completeness test,
# which reads the .ts alone, and showed in English.)
# Usage: translations-current.sh LUPDATE SOURCES.lst TRANSLATIONS_DIR
set -eu
lupdate=$1 sources=$2 dir=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for lang in de zh_CN en; do
    cp "$dir/popslab_$lang.ts" "$work/"
done
"$lupdate" -silent -no-obsolete -locations none "@$sources" -ts "$work/popslab_de.ts" "$work/popslab_zh_CN.ts" >/dev/null
# English keeps only the plural forms (%n): "1 slot", not "1 slots".
"$lupdate" -silent -pluralonly -no-obsolete -locations none -target-language en "@$sources" -ts "$work/popslab_en.ts" >/dev/null
status=0
for lang in de zh_CN en; do
    if grep -q 'type="unfinished"' "$work/popslab_$lang.ts"; then
        echo "translations/popslab_$lang.ts lacks strings the code uses (run the update_translations target):"
        grep -B3 'type="unfinished"' "$work/popslab_$lang.ts" | grep '<source>' | sed 's/^ */  /'
        status=1
    fi
done
# A translation equal to its source is English left in the window, unless the list of
# strings a language keeps as they are names it.
python3 - "$dir" "$(dirname "$0")/translations-same.txt" <<'PY' || status=1
import html, re, sys
folder, listed = sys.argv[1], sys.argv[2]
kept = {tuple(line.rstrip('\n').split('\t', 1)) for line in open(listed, encoding='utf-8')
        if line.strip() and not line.startswith('#')}
bad = []
for lang in ('de', 'zh_CN'):
    text = open(f'{folder}/popslab_{lang}.ts', encoding='utf-8').read()
    for m in re.finditer(r'<source>([^<]*)</source>\s*(?:<comment>[^<]*</comment>\s*)?<translation>([^<]*)</translation>', text):
        source = html.unescape(m.group(1))
        if m.group(1) == m.group(2) and re.search('[a-z]{3,}', source) and (lang, source) not in kept:
            bad.append(f'  popslab_{lang}.ts: "{source}" is translated as itself')
if bad:
    print('translations left in English (translate them, or list them in tests/gui/translations-same.txt):')
    print('\n'.join(bad))
    sys.exit(1)
PY
exit $status
