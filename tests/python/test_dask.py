"""examples/dask_sweep.py on a LocalCluster of 2 workers: one row an instance, each
optimum between its load bound and the greedy length, proven ones equal to the length."""

import csv
import os
import pathlib
import subprocess
import sys

SCRIPT = pathlib.Path(__file__).parents[2] / "examples" / "dask_sweep.py"


def test_the_dask_sweep_runs_on_two_local_workers(tmp_path):
    out = tmp_path / "results.csv"
    done = subprocess.run([sys.executable, SCRIPT, "--workers", "2", "--instances", "3", "--sizes", "2x2,2x4",
                           "--time-limit", "5", "--out", out], capture_output=True, text=True, timeout=300,
                          env=dict(os.environ), cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    rows = list(csv.DictReader(out.open()))
    assert [r["size"] for r in rows] == ["2x2"] * 3 + ["2x4"] * 3
    for r in rows:
        load, greedy, best = int(r["load_bound"]), int(r["greedy"]), int(r["optimum_or_bound"])
        assert load <= best <= greedy
        assert r["proven"] in ("yes", "no")
        assert float(r["seconds"]) >= 0
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".dask_sweep-")]


def test_a_bad_size_is_refused_naming_it(tmp_path):
    done = subprocess.run([sys.executable, SCRIPT, "--instances", "1", "--sizes", "4by4", "--out", tmp_path / "x.csv"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "'4by4' is not DxG" in done.stderr
