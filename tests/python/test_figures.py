"""A result the window draws shows as a figure in a notebook (_repr_svg_, the painters of
the window and `render`), and examples/notebook.ipynb draws one figure a family."""

import ast
import json
import pathlib
import re

import pytest

import popslab

NOTEBOOK = pathlib.Path(__file__).parents[2] / "examples" / "notebook.ipynb"


def svg_of(result):
    svg = result._repr_svg_()
    assert svg.startswith("<?xml") and "<svg" in svg, svg[:200]
    return svg


@pytest.mark.parametrize("make,words", [
    (lambda: popslab.pops.schedule(4, 4, "ring", "alternating-pair"), "c(0,0)"),
    (lambda: popslab.traffic.schedule(2, 2, [(0, 1), (1, 2)]), "c(0,0)"),
    (lambda: popslab.okn.simulate("broadcast", "kary-tree", 15, 2, 1), "14"),
    (lambda: popslab.wdm.analyse(3, 1, 1), "011"),
    (lambda: popslab.wdm.route(3, 1, 1, 0, 7), "111"),
    (lambda: popslab.bus.run("folded", 8, perm="shift:1"), "got 7"),
    (lambda: popslab.bus.run("appb2d", rows=2, columns=3, source=(1, 1)), "t = 1"),
    (lambda: popslab.otis.analyse(9), "G = 8"),
    (lambda: popslab.otis.move(4, "k-"), "move k-"),
    (lambda: popslab.otis.route(4, (0, 1), (3, 2)), "group 3"),
])
def test_every_family_draws_its_answer(make, words):
    result = make()
    svg = svg_of(result)
    # The figure's text is text in the SVG (searchable, as in the handouts).
    assert words in re.sub(r"<[^>]+>", "", svg).replace("&#x2194;", ""), words


def test_a_schedule_is_drawn_as_built_not_built_again():
    # The figure of a search that timed out is the schedule found, not a second search's.
    schedule = popslab.traffic.schedule(2, 4, [(0, 1), (1, 2), (2, 3), (3, 4)], algorithm="greedy")
    assert f"slot {schedule.length} of {schedule.length}" in re.sub(r"<[^>]+>", "", svg_of(schedule)).lower() or \
        schedule.length == 1


def test_a_result_is_still_the_clis_answer():
    result = popslab.wdm.route(3, 1, 1, 0, 7)
    assert isinstance(result, dict) and isinstance(result, popslab.Result)
    assert json.loads(json.dumps(result)) == result


def test_what_is_not_drawn_says_why():
    big = popslab.wdm.analyse(20, 1, 1)  # measured, beyond the figure's dimensions
    assert big["dimensions"] == 20
    assert big._repr_svg_() is None  # the notebook shows the answer's text instead
    with pytest.raises(ValueError, match="drawn"):
        big.figure()
    assert popslab.Schedule.from_json(popslab.pops.schedule(2, 2, "ring", "natural").to_json())._repr_svg_() is None


def test_the_notebook_draws_every_family():
    cells = [c for c in json.loads(NOTEBOOK.read_text())["cells"] if c["cell_type"] == "code"]
    scope = {}
    drawn = 0
    for cell in cells:
        source = "".join(cell["source"])
        tree = ast.parse(source)
        last = tree.body[-1] if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        if last:
            tree.body.pop()
        exec(compile(tree, "notebook", "exec"), scope)
        if last:
            value = eval(compile(ast.Expression(last.value), "notebook", "eval"), scope)
            if hasattr(value, "_repr_svg_"):
                svg_of(value)
                drawn += 1
    assert drawn == 6  # POPS and its traffic, OK_N, WDM, the bus, OTIS: every family draws
