#!/usr/bin/env python3
"""Lists the functions of the C++ sources longer than a limit (100 lines in CI), and exits 1
when there is one. A function is a brace block whose opening line (or the three before it)
closes a parameter list, not a namespace, class, struct or enum; strings and comments are
blanked first so that their braces do not count."""
import re
import subprocess
import sys

LIMIT = int(sys.argv[1]) if len(sys.argv) > 1 else 100
files = subprocess.run(["git", "ls-files", "*.cpp", "*.h"], capture_output=True, text=True, check=True).stdout.split()
found = []
for path in files:
    text = open(path, encoding="utf-8").read()
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r'R"(\w*)\((.|\n)*?\)\1"', '""', text)
    text = re.sub(r'"(\\.|[^"\\\n])*"', '""', text)
    text = re.sub(r"'(\\.|[^'\\\n])*'", "''", text)
    lines = text.split("\n")
    opened = []
    for i, line in enumerate(lines):
        for c in line:
            if c == "{":
                opened.append(i)
            elif c == "}" and opened:
                start = opened.pop()
                before = " ".join(lines[max(0, start - 3) : start + 1])
                if i - start + 1 > LIMIT and ")" in before and not re.search(r"\b(namespace|class|struct|enum)\b", lines[start]):
                    found.append((i - start + 1, path, start + 1))
for length, path, line in sorted(set(found), reverse=True):
    print(f"{path}:{line}: a function of {length} lines, more than {LIMIT}")
sys.exit(1 if found else 0)
