"""Limits and cancellation as in the CLI: a long search stops with Ctrl+C (KeyboardInterrupt)
at its next check, and the module answers again afterwards."""

import os
import signal
import subprocess
import sys
import textwrap
import time

import popslab

# A search the SAT solver does not finish in a minute (tests/support/HardTraffic.h's
# set: its optimum lies above the load bound) on POPS(2,32), with a minute's time limit.
LONG_SEARCH = textwrap.dedent("""
    import popslab, numpy, sys
    core = [(0, 0, 14), (0, 2, 7), (1, 1, 5), (1, 2, 9), (1, 4, 7), (2, 1, 9), (2, 5, 12), (3, 3, 12), (3, 5, 9),
            (4, 0, 7), (4, 4, 14), (5, 1, 7), (5, 2, 5), (5, 3, 9)]
    messages = [(s, t) for s, t, copies in core for _ in range(copies * 8)]
    messages += [tuple(p) for p in numpy.random.default_rng(4).integers(0, 64, size=(300, 2))]
    print("searching", flush=True)
    try:
        popslab.traffic.schedule(2, 32, messages, "optimal", **{"time-limit": 60})
    except KeyboardInterrupt:
        print("interrupted", flush=True)
        print(popslab.otis.analyse(4)["diameter"], flush=True)  # the module still answers
        sys.exit(0)
    print("finished", flush=True)
""")


def test_keyboard_interrupt_stops_a_long_search():
    process = subprocess.Popen([sys.executable, "-c", LONG_SEARCH], stdout=subprocess.PIPE, text=True,
                               env=dict(os.environ))
    assert process.stdout.readline().strip() == "searching"
    time.sleep(1.5)
    sent = time.monotonic()
    process.send_signal(signal.SIGINT)
    out, _ = process.communicate(timeout=30)
    assert out.split() == ["interrupted", "5"], out
    assert time.monotonic() - sent < 10


def test_the_limits_are_the_clis():
    # The core's bound on n = d*g, named with its value and the limit.
    try:
        popslab.pops.schedule(1 << 12, 1 << 12, "ring", "natural")
    except ValueError as error:
        assert "exceeds the limit" in str(error)
    else:
        raise AssertionError("POPS(4096,4096) was not refused")
