"""Figures as TikZ and plots as pgfplots, read as a LaTeX user reads them.

`popslab-cli render --format tikz` writes one tikzpicture that pdfLaTeX compiles with
\\usepackage{tikz} alone, holding the figure's own labels (every word of the SVG of the
same figure) in named styles with rounded coordinates; `popslab-cli plot -o FILE.tex`
writes a pgfplots axis whose series are the plot's points (popslab.plot's, which
test_plot.py holds against the sweeps' CSV). Every family of `render --help` and
`plot --help` is drawn; pdflatex and pdftotext come from TeX Live and poppler-utils.
"""

import json
import os
import re
import shutil
import subprocess
import unicodedata

import pytest

import popslab
from conftest import CLI, Refusal, cli

pytestmark = pytest.mark.skipif(not (shutil.which("pdflatex") and shutil.which("pdftotext")),
                                reason="pdflatex (texlive-latex-base, texlive-pictures) or pdftotext missing")

# One figure of each family (and two that need more of TikZ: a conflict is hatched in
# a clip, the bus's time is a clip); a family added to `render` must be added here.
FIGURES = {
    "pops": ["--network", "pops", "--d", 4, "--g", 4, "--pattern", "ring", "--algorithm", "alternating-pair"],
    "pops-conflict": ["--schedule", os.path.join(os.path.dirname(__file__), "..", "data", "coupler-conflict.json")],
    "okn": ["--network", "okn", "--operation", "broadcast", "--algorithm", "latency-hiding", "--nodes", 10,
            "--ports", 2, "--delay", 1, "--time", 3],
    "wdm": ["--network", "wdm", "--figure", "super", "--dimensions", 4, "--transmitters", 2, "--receivers", 3,
            "--from", 1, "--to", 14],
    "bus": ["--network", "bus", "--kind", "folded", "--processors", 6, "--perm", "list:5,4,3,2,1,0", "--time", 5],
    "otis": ["--network", "otis", "--groups", 9, "--direction", "k-"],
    # Rotated text (the matrix's axis titles), the dark palette, WDM's other figures.
    "pops-matrix": ["--network", "pops", "--d", 4, "--g", 4, "--pattern", "all-to-all", "--algorithm", "phased",
                    "--matrix"],
    "pops-dark": ["--network", "pops", "--d", 2, "--g", 4, "--pattern", "ring", "--algorithm", "natural", "--dark"],
    "wdm-transmission": ["--network", "wdm", "--figure", "transmission", "--dimensions", 3, "--transmitters", 1,
                         "--receivers", 1],
    "wdm-star": ["--network", "wdm", "--figure", "star", "--dimensions", 3, "--transmitters", 1, "--receivers", 2],
}

# One plot of each family that plots, with what popslab.plot is asked for the same series.
PLOTS = {
    "pops": (["--pattern", "reduction", "--algorithms", "natural,optimal", "--vary", "d", "--n", 256],
             ("pops", ["natural", "optimal"], "d"), {"pattern": "reduction", "n": 256}),
    "okn": (["--network", "okn", "--operation", "broadcast", "--algorithms", "informed-resend,latency-hiding",
             "--vary", "ports", "--nodes", 64, "--delay", 2, "--from", 1, "--to", 6],
            ("okn", ["informed-resend", "latency-hiding"], "ports"),
            {"operation": "broadcast", "nodes": 64, "delay": 2, "start": 1, "stop": 6}),
    "wdm": (["--network", "wdm", "--algorithms", "degree,diameter", "--vary", "transmitters", "--from", 1, "--to", 5,
             "--dimensions", 5, "--receivers", 2],
            ("wdm", ["degree", "diameter"], "transmitters"), {"dimensions": 5, "receivers": 2, "start": 1, "stop": 5}),
}


def networks(command):
    """The --network values a command's help lists: the families it draws."""
    text = cli(command, "--help", parse=False)
    listed = re.search(r"The network: ([^.]*)\.", text).group(1)
    return {n.strip() for n in listed.split(",")}


def compile_latex(folder, package, files):
    """pdflatex on a document that loads only `package` and inputs `files`, a page each;
    the text of each page."""
    body = "\n".join("\\input{%s}\\clearpage" % f for f in files)
    with open(os.path.join(folder, "doc.tex"), "w", encoding="utf-8") as doc:
        doc.write("\\documentclass{article}\n\\usepackage{%s}\n\\begin{document}\n%s\n\\end{document}\n"
                  % (package, body))
    run = subprocess.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "doc.tex"], cwd=folder,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-3000:]
    log = open(os.path.join(folder, "doc.log"), encoding="latin-1").read()
    assert "Missing character" not in log
    pages = subprocess.run(["pdftotext", os.path.join(folder, "doc.pdf"), "-"], capture_output=True,
                           text=True).stdout
    return [unicodedata.normalize("NFKC", p) for p in pages.split("\f")]


def words(text):
    return set(re.findall(r"[A-Za-z0-9]{2,}", text))


def test_every_family_is_drawn():
    assert {name.split("-")[0] for name in FIGURES} == networks("render")
    assert set(PLOTS) == networks("plot")


def test_figures_compile_with_tikz_alone(tmp_path):
    names = list(FIGURES)
    for name in names:
        cli("render", *FIGURES[name], "--format", "tikz", "-o", tmp_path / (name + ".tex"), parse=False)
        cli("render", *FIGURES[name], "-o", tmp_path / (name + ".svg"), parse=False)
    pages = compile_latex(str(tmp_path), "tikz", [n + ".tex" for n in names])
    for name, page in zip(names, pages):
        tex = (tmp_path / (name + ".tex")).read_text(encoding="utf-8")
        svg = (tmp_path / (name + ".svg")).read_text(encoding="utf-8")
        assert tex.count("\\begin{tikzpicture}") == 1 and tex.rstrip().endswith("\\end{tikzpicture}")
        # Named styles and colours, each colour defined once and used.
        styles = re.findall(r"^  ([a-zA-Z0-9 ]+)/\.style=", tex, re.M)
        assert styles and len(styles) == len(set(styles))
        for colour in re.findall(r"\\definecolor\{(\w+)\}", tex):
            assert re.search(r"=%s\b" % colour, tex), colour
        # Coordinates rounded to a tenth of the figure's unit.
        coordinates = re.findall(r"\((-?[\d.]+),(-?[\d.]+)\)", tex)
        assert coordinates and all(len(c.split(".")[1]) <= 1 for xy in coordinates for c in xy if "." in c)
        # English text is set as text, never drawn as outlines (WDM's "2ⁱ" once was).
        assert "as outlines" not in tex, name
        # The figure's words, as its SVG has them, are text in the PDF.
        said = words(" ".join(re.findall(r"<text[^>]*>([^<]*)</text>", svg)))
        assert said, name
        missing = said - words(page)
        assert len(missing) <= len(said) // 20, (name, sorted(missing))
    conflict = (tmp_path / "pops-conflict.tex").read_text(encoding="utf-8")
    assert "conflict hatch" in conflict and "\\clip" in conflict


def test_text_of_any_kind_compiles(tmp_path):
    """A schedule file names its pattern: whatever it holds -- TeX's special characters, a
    line break, scripts in a row, dashes -- the title compiles and reads as written."""
    source = os.path.join(os.path.dirname(__file__), "..", "data", "coupler-conflict.json")
    document = json.load(open(source))
    document["pattern"]["name"] = "50% #1 {a}_b ~c^d \\e\nx²³ 10⁻³ a--b a-–b λ₁₂ ≥ ä"
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    cli("render", "--schedule", path, "--format", "TikZ", "-o", tmp_path / "odd.tex", parse=False)
    page = compile_latex(str(tmp_path), "tikz", ["odd.tex"])[0]
    assert all(text in page for text in ("50%", "#1", "{a}", "\\e", "x23", "λ12", "ä")), page[:300]


def test_too_large_for_pdflatex_is_refused(tmp_path):
    with pytest.raises(Refusal, match="more than pdfLaTeX holds"):
        cli("render", "--network", "pops", "--d", 16, "--g", 64, "--pattern", "ring", "--algorithm", "natural",
            "--format", "tikz", "-o", tmp_path / "big.tex", parse=False)
    assert not list(tmp_path.iterdir())


def test_format_and_suffix_must_agree(tmp_path):
    with pytest.raises(Refusal, match=r"--format tikz writes a \.tex file"):
        cli("render", *FIGURES["otis"], "--format", "tikz", "-o", tmp_path / "x.svg", parse=False)
    with pytest.raises(Refusal, match="--format must be one of svg, pdf, png, tikz"):
        cli("render", *FIGURES["otis"], "--format", "eps", "-o", tmp_path / "x.eps", parse=False)
    with pytest.raises(Refusal, match="--format must be one of svg, pdf, png, pgfplots"):
        cli("plot", *PLOTS["pops"][0], "--format", "tikz", "-o", tmp_path / "x.tex", parse=False)
    assert not list(tmp_path.iterdir())


def series(tex):
    """Each \\addplot's options and points (x, y) in order, points at nan left out."""
    out = []
    for options, points in re.findall(r"\\addplot\[([^\]]*)\] coordinates \{([^}]*)\};", tex):
        xy = [(float(x), float(y)) for x, y in re.findall(r"\(([^,]+),([^)]+)\)", points) if y != "nan"]
        out.append((options, xy))
    return out


def test_plots_compile_with_pgfplots_and_hold_the_points(tmp_path):
    names = list(PLOTS)
    for name in names:
        arguments, _, _ = PLOTS[name]
        cli("plot", *arguments, "-o", tmp_path / (name + ".tex"), parse=False)
    pages = compile_latex(str(tmp_path), "pgfplots", [n + ".tex" for n in names])
    for name, page in zip(names, pages):
        _, (network, algorithms, vary), fixed = PLOTS[name]
        tex = (tmp_path / (name + ".tex")).read_text(encoding="utf-8")
        assert "\\begin{axis}" in tex and "\\addlegendentry" in tex
        data = popslab.plot(network, algorithms, vary, **fixed)
        drawn = series(tex)
        # Each algorithm's measured series is drawn as a line, point for point, x and y (the
        # paper's formula, hollow circles with the same values, is drawn only as marks).
        for algorithm in algorithms:
            want = [(float(x), float(v)) for x, v in zip(data["x"], data[algorithm]) if v is not None]
            lines = [got for options, got in drawn if "only marks" not in options]
            assert want and want in lines, (name, algorithm)
        assert "minor xtick={}" in tex and "xticklabels=" in tex
        # Its legend names every algorithm shown, as the window does.
        legend = {"pops": ["Natural", "Optimal"], "okn": ["Informed", "Latency"], "wdm": ["degree", "diameter"]}
        assert all(word in page for word in legend[name]), page[:300]
