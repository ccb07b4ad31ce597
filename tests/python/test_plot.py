"""popslab.plot returns the series `popslab-cli plot` draws; they are the sweeps the CLI
prints as CSV (`sweep`, `okn-sweep`, `wdm-sweep`), compared here column by column."""

import csv
import io

import pytest

import popslab
from conftest import cli


def table(*arguments):
    return list(csv.DictReader(io.StringIO(cli(*arguments, parse=False))))


def number(text):
    return None if text == "" else int(text)


@pytest.mark.parametrize("pattern,algorithms,vary,fixed", [
    ("ring", ["natural", "alternating-pair"], "d", {"g": 4}),
    ("all-to-all", ["phased", "single-hop"], "g", {"d": 2}),
    ("ring", ["natural"], "n", {"g": 2}),
    ("torus", ["natural", "alternating-pair", "rotated"], "d", {"n": 64}),
])
def test_pops_plot_is_the_sweep(pattern, algorithms, vary, fixed):
    data = popslab.plot("pops", algorithms, vary, pattern=pattern, max_n=64, **fixed)
    (name, value), = fixed.items()
    for algorithm in algorithms:
        rows = table("sweep", "--pattern", pattern, "--algorithm", algorithm, "--vary", "d" if vary == "n" and name == "g"
                     else "g" if vary == "n" else vary, f"--{name}", value, "--max-n", 64, "--csv")
        column = "n" if vary == "n" else vary
        at = {int(r[column]): r for r in rows}
        for x, measured, formula, bound in zip(data["x"], data[algorithm], data[algorithm + " formula"],
                                               data[algorithm + " lower bound"]):
            if measured is None:
                assert x not in at
                continue
            row = at[x]
            assert (measured, formula, bound) == (int(row["measured"]), number(row["formula"]),
                                                  int(row["lower_bound"]))
        assert len(at) == sum(m is not None for m in data[algorithm])


def test_okn_plot_is_the_sweep():
    algorithms = [a["id"] for op in cli("okn", "--list", "--json") if op["id"] == "broadcast" for a in op["algorithms"]]
    data = popslab.plot("okn", algorithms, "ports", operation="broadcast", nodes=64, delay=2, start=1, stop=6)
    rows = table("okn-sweep", "--operation", "broadcast", "--algorithms", ",".join(algorithms), "--vary", "ports",
                 "--nodes", 64, "--delay", 2, "--from", 1, "--to", 6, "--csv")
    assert data["x"] == [int(r["ports"]) for r in rows]
    for algorithm in algorithms:
        assert data[algorithm] == [number(r[algorithm]) for r in rows]
        # The simulator meets the paper's formula wherever the algorithm applies.
        assert all(m == f for m, f in zip(data[algorithm], data[algorithm + " formula"]) if m is not None)


def test_wdm_plot_is_the_sweep():
    data = popslab.plot("wdm", ["wavelengths", "frame-length", "degree", "diameter"], "transmitters", dimensions=5,
                        receivers=2, start=1, stop=5)
    rows = table("wdm-sweep", "--vary", "transmitters", "--from", 1, "--to", 5, "--dimensions", 5, "--receivers", 2)
    assert data["x"] == [int(r["T"]) for r in rows]
    assert data["wavelengths"] == [int(r["wavelengths"]) for r in rows]
    assert data["frame-length"] == [int(r["frameLength"]) for r in rows]
    assert data["degree"] == [int(r["degree"]) for r in rows]
    assert data["degree formula"] == [int(r["paperDegree"]) for r in rows]
    assert data["diameter formula"] == [int(r["paperDiameter"]) for r in rows]


@pytest.mark.parametrize("call,words", [
    (lambda: popslab.plot("otis", ["x"], "n"), "network must be one of pops, okn, wdm"),
    (lambda: popslab.plot("pops", ["natural"], "d", pattern="ring", g=4, colour=1), "no option 'colour'"),
    (lambda: popslab.plot("pops", ["natural"], "d", pattern="ring", g=4, n=16), "exactly one of n, d and g"),
    (lambda: popslab.plot("okn", ["sequential"], "delay", operation="broadcast", nodes=8, ports=1), "start and stop"),
    (lambda: popslab.plot("wdm", ["girth"], "transmitters", dimensions=3, receivers=1, start=1, stop=2), "girth"),
])
def test_plot_refusals_name_the_option(call, words):
    with pytest.raises(ValueError) as raised:
        call()
    assert words in str(raised.value)
