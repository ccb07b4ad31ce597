"""The Python module's suite: popslab answers compared with popslab-cli, key for key.

ctest runs it with Debian's python3 -m pytest, PYTHONPATH=<build>/python and
POPSLAB_CLI=<build>/app/cli/popslab-cli (tests/CMakeLists.txt).
"""

import json
import os
import subprocess

import pytest

CLI = os.environ.get("POPSLAB_CLI", "popslab-cli")


class Refusal(Exception):
    """popslab-cli exited 2: the message it printed, without 'popslab-cli CMD: '."""


def cli(*arguments, parse=True):
    """Runs popslab-cli; its --json answer as a Python object, or Refusal with its message."""
    done = subprocess.run([CLI, *map(str, arguments)], capture_output=True, text=True, timeout=60)
    if done.returncode == 2:
        line = done.stderr.strip().splitlines()[-1]
        raise Refusal(line.split(": ", 1)[1] if ": " in line else line)
    return json.loads(done.stdout) if parse else done.stdout


def same(python_call, *cli_arguments):
    """The module's answer equals the CLI's, or both refuse with the same message."""
    try:
        want = cli(*cli_arguments)
    except Refusal as refusal:
        with pytest.raises(ValueError) as raised:
            python_call()
        # The CLI names its options (--from), the module its parameters (source): the
        # condition and the numbers are the same.
        assert str(raised.value).lstrip("-").split(" ", 1)[1] == str(refusal).lstrip("-").split(" ", 1)[1] or str(
            raised.value
        ) == str(refusal)
        return None
    got = python_call()
    assert got == want
    return got


@pytest.fixture
def compare():
    return same
