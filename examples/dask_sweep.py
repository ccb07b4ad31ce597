#!/usr/bin/env python3
"""Optimal and greedy schedules of random traffic on POPS(d,g), mapped over a Dask cluster.

For every size d x g, K random traffic instances (each message a random source and
destination, seeded by its instance number, so a run is repeatable) are scheduled twice
through the Python module: first fit (greedy) and the SAT solver's optimum, which either
proves its length minimal or leaves a gap to the best lower bound it proved. One CSV row an
instance, after a header:

    size,messages,load_bound,greedy,optimum_or_bound,proven,seconds

A LocalCluster of N worker processes by default; --scheduler ADDRESS uses a running
cluster instead (`dask scheduler` on one machine, `dask worker ADDRESS` on each of the
others, every worker with the popslab module importable: the Debian package, or
PYTHONPATH=<build dir>/python on a shared file system).

    examples/dask_sweep.py --workers 2 --instances 10 --out results.csv
    examples/dask_sweep.py --scheduler tcp://10.0.0.1:8786 --instances 1000 --out results.csv
"""

import argparse
import csv
import os
import sys
import tempfile
import time


def schedule_instance(task):
    """One instance, on a worker: (size, seed, messages, time limit) -> its CSV row."""
    import numpy
    import popslab

    d, g, seed, count, time_limit = task
    n = d * g
    rng = numpy.random.default_rng(seed)
    pairs = rng.integers(0, n, size=(count, 2))
    pairs = pairs[pairs[:, 0] != pairs[:, 1]]  # a processor does not send to itself
    start = time.monotonic()
    greedy = popslab.traffic.schedule(d, g, pairs, algorithm="greedy")
    optimal = popslab.traffic.schedule(d, g, pairs, algorithm="optimal", **{"time-limit": time_limit})
    seconds = time.monotonic() - start
    q = optimal.quality
    load_bound = max(q["couplerLoad"], q["senderLoad"], q["receiverLoad"])
    # Proven: the length is the minimum. Otherwise the best lower bound the search proved.
    best = optimal.length if q["proven"] else q["provenMinimum"]
    return {"size": f"{d}x{g}", "messages": len(pairs), "load_bound": load_bound, "greedy": greedy.length,
            "optimum_or_bound": best, "proven": "yes" if q["proven"] else "no", "seconds": f"{seconds:.3f}"}


def sizes(text):
    out = []
    for part in text.split(","):
        try:
            d, g = (int(x) for x in part.lower().split("x"))
        except ValueError:
            raise argparse.ArgumentTypeError(f"--sizes: '{part}' is not DxG (for example 4x4)")
        if d < 1 or g < 1:
            raise argparse.ArgumentTypeError(f"--sizes: '{part}' needs d and g of at least 1")
        out.append((d, g))
    return out


def positive(text):
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text} is not a whole number of at least 1")
    return value


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=positive, default=2, help="worker processes of the local cluster (default 2)")
    parser.add_argument("--instances", type=positive, required=True, help="random instances per size")
    parser.add_argument("--out", required=True, help="the CSV file to write")
    parser.add_argument("--scheduler", help="the address of a running Dask scheduler (default: a LocalCluster)")
    parser.add_argument("--sizes", type=sizes, default=sizes("2x4,4x4,4x8"), help="DxG,... (default 2x4,4x4,4x8)")
    parser.add_argument("--messages", type=positive, default=None, help="messages per instance (default 2n)")
    parser.add_argument("--time-limit", type=positive, default=10, help="seconds per optimal search (default 10)")
    args = parser.parse_args(argv)

    from dask.distributed import Client, LocalCluster

    tasks = [(d, g, k, args.messages or 2 * d * g, args.time_limit) for d, g in args.sizes
             for k in range(args.instances)]
    if args.scheduler:
        client, cluster = Client(args.scheduler), None
    else:
        cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    try:
        rows = client.gather(client.map(schedule_instance, tasks, pure=False))
    finally:
        client.close()
        if cluster:
            cluster.close()

    # Written beside the target and renamed: an interrupted run leaves no half file.
    folder = os.path.dirname(os.path.abspath(args.out))
    fd, temporary = tempfile.mkstemp(prefix=".dask_sweep-", suffix=".csv", dir=folder)
    try:
        with os.fdopen(fd, "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=["size", "messages", "load_bound", "greedy", "optimum_or_bound",
                                                   "proven", "seconds"])
            writer.writeheader()
            writer.writerows(rows)
        os.replace(temporary, args.out)
    except BaseException:
        os.unlink(temporary)
        raise
    print(f"dask_sweep: {len(rows)} instances written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
