#!/usr/bin/env python3
"""Fills the English plural forms in translations/popslab_en.ts from the sources:
"%n slot(s)" becomes "%n slot" and "%n slots". The file holds only the messages with
%n (lupdate -pluralonly); run after `cmake --build build/release --target update_translations`."""
import re
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "translations/popslab_en.ts"
text = open(path, encoding="utf-8").read()


def fill(match):
    source = match.group(1)
    one, many = source.replace("(s)", ""), source.replace("(s)", "s")
    return (f"<source>{source}</source>\n        <translation>\n"
            f"            <numerusform>{one}</numerusform>\n"
            f"            <numerusform>{many}</numerusform>\n        </translation>")


text, count = re.subn(r"<source>(.*?)</source>\s*<translation[^>]*>.*?</translation>", fill, text, flags=re.S)
open(path, "w", encoding="utf-8").write(text)
print(f"plural-forms: {count} messages in {path}")
