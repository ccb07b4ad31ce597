"""Every family's functions answer what its `popslab-cli ... --json` command prints."""

import itertools
import json

import numpy
import pytest

import popslab
from conftest import Refusal, cli


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6, 0, 31])
def test_wdm_analyse_equals_the_cli(compare, n):
    for T, R in itertools.product(range(1, max(n, 1) + 2), repeat=2):
        compare(lambda: popslab.wdm.analyse(n, T, R), "wdm", "--dimensions", n, "--transmitters", T, "--receivers", R,
                "--json")


@pytest.mark.parametrize("n,T,R", [(3, 1, 1), (4, 2, 1), (4, 1, 2), (5, 2, 3), (3, 3, 3)])
def test_wdm_route_equals_the_cli(compare, n, T, R):
    N = 2 ** n
    for a, b in [(0, N - 1), (1, N - 2), (N // 2, 3), (0, 0), (0, N)]:
        compare(lambda: popslab.wdm.route(n, T, R, a, b), "wdm-route", "--dimensions", n, "--transmitters", T,
                "--receivers", R, "--from", a, "--to", b, "--json")


@pytest.mark.parametrize("groups,intra", [(4, "mesh"), (9, "mesh"), (16, "mesh"), (5, "mesh"), (2, "hypercube"),
                                          (8, "hypercube"), (6, "hypercube"), (4, "none"),
                                          (7, "none")])
def test_otis_equals_the_cli(compare, groups, intra):
    compare(lambda: popslab.otis.analyse(groups, intra), "otis", "--groups", groups, "--intra", intra, "--json")
    compare(lambda: popslab.otis.route(groups, (0, 1), (groups - 1, 0), intra), "otis-route", "--groups", groups,
            "--intra", intra, "--from", "0,1", "--to", f"{groups - 1},0", "--json")
    if intra == "mesh":
        for direction in ["i+", "i-", "j+", "j-", "k+", "k-", "l+", "l-"]:
            compare(lambda: popslab.otis.move(groups, direction), "otis-move", "--groups", groups, "--direction",
                    direction, "--json")


def test_otis_analyse_takes_the_mesh_by_default():
    assert popslab.otis.analyse(4) == cli("otis", "--groups", 4, "--json")


def okn_algorithms():
    return [(op["id"], a["id"]) for op in cli("okn", "--list", "--json") for a in op["algorithms"]]


@pytest.mark.parametrize("operation,algorithm", okn_algorithms())
def test_okn_simulate_equals_the_cli(compare, operation, algorithm):
    for nodes, ports, delay in itertools.product([4, 9, 16], [1, 2, 3], [0, 2]):
        compare(lambda: popslab.okn.simulate(operation, algorithm, nodes, ports, delay), "okn", "--operation",
                operation, "--algorithm", algorithm, "--nodes", nodes, "--ports", ports, "--delay", delay, "--json")


def pops_requests():
    for pattern in cli("patterns", "--json"):
        if pattern["id"] == "custom":
            continue
        for algorithm in pattern["algorithms"]:
            yield pattern["id"], algorithm["id"]


@pytest.mark.parametrize("pattern,algorithm", list(pops_requests()))
def test_pops_schedule_equals_the_cli(pattern, algorithm):
    for d, g in [(4, 4), (2, 8), (8, 2), (3, 3)]:
        try:
            text = cli("schedule", "--network", "pops", "--d", d, "--g", g, "--pattern", pattern, "--algorithm",
                       algorithm, parse=False)
        except Refusal as refusal:
            with pytest.raises(ValueError, match=str(refusal).split(":")[0][:40].replace("(", r"\(").replace(")", r"\)")):
                popslab.pops.schedule(d, g, pattern, algorithm)
            continue
        schedule = popslab.pops.schedule(d, g, pattern, algorithm)
        assert schedule.to_json() == text
        document = json.loads(text)
        assert schedule.length == len(document["slots"])
        rows = schedule.transmissions
        assert rows.dtype.names == ("slot", "source", "item", "coupler", "destinations")
        assert len(rows) == sum(len(slot) for slot in document["slots"])
        if len(rows):
            assert rows["slot"].max() < schedule.length  # (a schedule may end in empty slots)


def test_pops_parameters_are_keywords():
    schedule = popslab.pops.schedule(8, 2, "consecutive-sum", "token", M=4)
    text = cli("schedule", "--network", "pops", "--d", 8, "--g", 2, "--pattern", "consecutive-sum", "--algorithm",
               "token", "--param", "M=4", parse=False)
    assert schedule.to_json() == text
    assert schedule.length == 20  # (d/g)(M + 1), the paper's formula, as the validator finds below
    assert popslab.validate(schedule)["sequenceLength"] == 20


def test_validate_equals_the_cli(tmp_path):
    for pattern, algorithm in [("ring", "natural"), ("all-to-all", "phased")]:
        schedule = popslab.pops.schedule(4, 2, pattern, algorithm)
        path = tmp_path / "s.json"
        path.write_text(schedule.to_json())
        want = cli("validate", path, "--json")
        assert popslab.validate(schedule) == want
        assert popslab.validate(schedule.to_json()) == want
    # A broken document: the validator's violations, as the CLI lists them.
    broken = cli("schedule", "--network", "pops", "--d", 2, "--g", 2, "--pattern", "ring", "--algorithm", "natural",
                 "--whole-phase", parse=False)
    path.write_text(broken)
    assert popslab.validate(broken) == cli("validate", path, "--json")


def test_traffic_schedule_takes_pairs_or_an_array():
    pairs = [(0, 1), (1, 2), (2, 3), (3, 0), (0, 2), (1, 3)]
    listed = popslab.traffic.schedule(2, 2, pairs)
    array = popslab.traffic.schedule(2, 2, numpy.array(pairs))
    assert listed.to_json() == array.to_json()
    text = cli("schedule", "--network", "pops", "--d", 2, "--g", 2, "--pattern", "custom", "--algorithm", "optimal",
               "--param", "messages=list:" + ",".join(f"{s}-{t}" for s, t in pairs), parse=False)
    assert listed.to_json() == text
    assert listed.quality["proven"] and listed.quality["length"] == listed.length
    assert popslab.validate(listed)["valid"]
    greedy = popslab.traffic.schedule(2, 2, pairs, algorithm="greedy")
    assert greedy.length >= listed.length


@pytest.mark.parametrize("call,words", [
    (lambda: popslab.wdm.analyse(-1, 1, 1), "dimensions must be a whole number"),
    (lambda: popslab.wdm.analyse(3.5, 1, 1), "dimensions must be a whole number"),
    (lambda: popslab.otis.analyse(4, "torus"), "intra must be mesh, hypercube or none"),
    (lambda: popslab.otis.move(4, "x+"), "direction must be one of"),
    (lambda: popslab.otis.route(4, (0, 4), (0, 0)), "source must be (G, P)"),
    (lambda: popslab.pops.schedule(4, 4, "no-such-pattern", "natural"), "no-such-pattern"),
    (lambda: popslab.pops.schedule(2000, 2000, "ring", "natural"), "exceeds the limit"),
    (lambda: popslab.traffic.schedule(2, 2, [(0, 9)]), "9"),
    (lambda: popslab.traffic.schedule(2, 2, [(0, 1, 2)]), "(source, destination) pairs"),
])
def test_bad_input_raises_value_error_naming_it(call, words):
    with pytest.raises(ValueError) as raised:
        call()
    assert words in str(raised.value)


BUS_RUNS = [
    (dict(kind="appb", processors=8, perm="shift:1"), ["--kind", "appb", "--processors", 8, "--perm", "shift:1"]),
    (dict(kind="folded", processors=6, perm=[5, 4, 3, 2, 1, 0], tau=2),
     ["--kind", "folded", "--processors", 6, "--perm", "list:5,4,3,2,1,0", "--tau", 2]),
    (dict(kind="appb", processors=16, perm="random", seed=7),
     ["--kind", "appb", "--processors", 16, "--perm", "random", "--seed", 7]),
    (dict(kind="coincident", processors=8, writer=2), ["--kind", "coincident", "--processors", 8, "--writer", 2]),
    (dict(kind="unidirectional", processors=5, writer=0, tau=3),
     ["--kind", "unidirectional", "--processors", 5, "--writer", 0, "--tau", 3]),
    (dict(kind="larpbs", processors=8, bits="random", segments=[3, 6]),
     ["--kind", "larpbs", "--processors", 8, "--bits", "random", "--segments", "list:3,6"]),
    (dict(kind="larpbs", processors=4, bits=[1, 0, 1, 1]), ["--kind", "larpbs", "--processors", 4, "--bits",
                                                             "list:1,0,1,1"]),
    (dict(kind="appb2d", rows=3, columns=4, source=(1, 2)),
     ["--kind", "appb2d", "--rows", 3, "--columns", 4, "--source", "1,2"]),
    # Refused alike: a missing value, a bad permutation, an unknown kind, a range.
    (dict(kind="appb", processors=8), ["--kind", "appb", "--processors", 8]),
    (dict(kind="appb", processors=4, perm=[0, 0, 1, 2]), ["--kind", "appb", "--processors", 4, "--perm",
                                                          "list:0,0,1,2"]),
    (dict(kind="ring", processors=4), ["--kind", "ring", "--processors", 4]),
    (dict(kind="appb", processors=100000, perm="shift:1"), ["--kind", "appb", "--processors", 100000, "--perm",
                                                            "shift:1"]),
    (dict(kind="larpbs", processors=4, bits=[1, 2, 0, 0]), ["--kind", "larpbs", "--processors", 4, "--bits",
                                                            "list:1,2,0,0"]),
]


@pytest.mark.parametrize("keywords,arguments", BUS_RUNS)
def test_bus_run_equals_the_cli(compare, keywords, arguments):
    compare(lambda: popslab.bus.run(**keywords), "bus", *arguments, "--json")


def test_numpy_integers_are_whole_numbers():
    import numpy
    a = popslab.pops.schedule(numpy.int64(2), numpy.uint8(2), "ring", "natural")
    assert a.to_json() == popslab.pops.schedule(2, 2, "ring", "natural").to_json()
    assert popslab.bus.run("appb", 4, perm=numpy.array([3, 2, 1, 0])) == popslab.bus.run("appb", 4,
                                                                                         perm="list:3,2,1,0")


@pytest.mark.parametrize("call", [
    lambda: popslab.pops.schedule(2, 2, "ring", algorithm=5),
    lambda: popslab.validate(None),
    lambda: popslab.plot("pops", None, "d"),
])
def test_a_wrong_type_is_a_type_error(call):
    with pytest.raises(TypeError):
        call()


def test_the_bus_command_reads_only_what_its_kind_takes():
    # Options of another kind are not read; the refusals come in the kind's own order.
    assert cli("bus", "--kind", "appb", "--processors", 4, "--perm", "shift:1", "--writer", "abc", "--json")
    assert cli("bus", "--kind", "appb2d", "--rows", 2, "--columns", 2, "--processors", "abc", "--json")
    for arguments, words in [(["--kind", "bogus", "--tau", "x"], "--kind must be"),
                             (["--kind", "appb", "--tau", "x"], "--processors is required"),
                             (["--kind", "appb2d", "--rows", "x", "--tau", "y"], "--rows")]:
        with pytest.raises(Refusal, match=words):
            cli("bus", *arguments)
    # shift:k as before: spaces around k, one sign.
    assert cli("bus", "--kind", "appb", "--processors", 4, "--perm", "shift: 1 ", "--json") == \
        cli("bus", "--kind", "appb", "--processors", 4, "--perm", "shift:1", "--json")
    with pytest.raises(Refusal, match="shift:k needs a whole number"):
        cli("bus", "--kind", "appb", "--processors", 4, "--perm", "shift:+-1")
