#!/usr/bin/env python3
"""Outside the family folders, family names appear in code only in the two module
lists (core/families/Modules.cpp, app/families/Modules.h): the shared layers ask the
lists and name no family. Comments may name families (as examples); code may not --
no identifier, string or include that names one. Run by `scripts/dev.sh format-check`.

Also, no include anywhere in core/ or app/ climbs out of its folder ("../"): the
include folders keep families apart, and a relative path would walk around them.

Usage: family-names.py [ROOT]  -- exit 1 and one line a finding."""
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
families = sorted(d for d in os.listdir(os.path.join(root, "core", "families"))
                  if os.path.isdir(os.path.join(root, "core", "families", d)))
module_lists = {os.path.join("core", "families", "Modules.cpp"), os.path.join("app", "families", "Modules.h")}
shared = [os.path.join("core", "shared"), os.path.join("core", "families"), "app"]
# A family's id as a word or as a part of an identifier in any case: okn, oknCatalogue,
# OknPainter, kMaxOknNodes, isPopsNetwork, OKN, OK_N. "POPS Lab" (the program), PopsLab
# and POPSLAB_ (its names) and the popslab namespace are not families.
words = []
for f in families:
    words += [r"(?<![A-Za-z0-9])" + re.escape(f) + r"(?![a-z])",
              re.escape(f.capitalize()) + r"(?![a-z])(?!Lab)",
              r"(?<![A-Z])" + re.escape(f.upper()) + r"(?![A-Z])(?!\s+Lab)"]
pattern = re.compile("|".join(words))
pattern_ok_n = re.compile(r"\bOK_N\b")


def code_only(text):
    """The text with comments blanked (line and block), strings kept."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            out.append("\n" * text.count("\n", i, n if j < 0 else j))
            i = n if j < 0 else j + 2
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


findings = []
for top in ("core", "app"):
    for folder, _, files in os.walk(os.path.join(root, top)):
        for name in files:
            if name.endswith((".h", ".cpp")):
                rel = os.path.relpath(os.path.join(folder, name), root)
                with open(os.path.join(root, rel), encoding="utf-8") as f:
                    for number, line in enumerate(f, 1):
                        if re.match(r'\s*#\s*include\s*"[^"]*\.\./', line):
                            findings.append(f"{rel}:{number}: an include that climbs out of its folder: {line.strip()}")
for top in shared:
    for folder, dirs, files in os.walk(os.path.join(root, top)):
        rel_folder = os.path.relpath(folder, root)
        parts = rel_folder.split(os.sep)
        # A family's own folders: core/families/<id>/..., app/families/<id>/...
        if len(parts) >= 3 and parts[1] == "families" and parts[2] in families:
            dirs[:] = []
            continue
        for name in files:
            if not name.endswith((".h", ".cpp")):
                continue
            rel = os.path.join(rel_folder, name)
            if rel in module_lists:
                continue
            with open(os.path.join(root, rel), encoding="utf-8") as f:
                code = code_only(f.read())
            for number, line in enumerate(code.split("\n"), 1):
                for m in list(pattern.finditer(line)) + list(pattern_ok_n.finditer(line)):
                    findings.append(f"{rel}:{number}: names the family '{m.group(0)}': {line.strip()}")
for finding in findings:
    print(finding)
sys.exit(1 if findings else 0)
