"""POPS Lab from Python: the core that `popslab-cli` and the window use, called directly.

Every network family is a submodule (popslab.pops, popslab.okn, ...) whose functions
answer exactly what the matching `popslab-cli ... --json` command prints. Errors raise
ValueError with the command's message; Ctrl+C stops a long computation.
"""

import sys as _sys

from . import _popslab
from ._popslab import Schedule, plot, validate

__all__ = ["Schedule", "plot", "validate"]

# Each family's submodules (popslab.pops, popslab.traffic, ...), importable as
# `import popslab.<name>` too.
for _name, _module in vars(_popslab).items():
    if isinstance(_module, type(_sys)):
        globals()[_name] = _module
        _sys.modules[__name__ + "." + _name] = _module
        __all__.append(_name)
