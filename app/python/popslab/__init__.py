"""POPS Lab from Python: the core that `popslab-cli` and the window use, called directly.

Every network family is a submodule (popslab.pops, popslab.okn, ...) whose functions
answer exactly what the matching `popslab-cli ... --json` command prints. Errors raise
ValueError with the command's message; Ctrl+C stops a long computation.
"""

import sys as _sys

from . import _popslab
from ._popslab import Schedule, plot, validate

__all__ = ["Result", "Schedule", "plot", "validate"]


class Result(dict):
    """A command's answer: a dict equal to what `popslab-cli ... --json` prints, which a
    notebook shows as the family's figure (the painters of the window and `render`)."""

    def __init__(self, answer, family, state, step=-1):
        super().__init__(answer)
        self._family = family
        self._state = state
        self._step = step

    def figure(self):
        """The figure as SVG text; ValueError says why when it is not drawn."""
        return _popslab._figure(self._family, self._state, self._step)

    def _repr_svg_(self):
        try:
            return self.figure()
        except ValueError:  # too large to draw: the notebook shows the answer's text
            return None

# Each family's submodules (popslab.pops, popslab.traffic, ...), importable as
# `import popslab.<name>` too.
for _name, _module in vars(_popslab).items():
    if isinstance(_module, type(_sys)):
        globals()[_name] = _module
        _sys.modules[__name__ + "." + _name] = _module
        __all__.append(_name)
