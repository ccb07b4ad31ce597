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
exit $status
