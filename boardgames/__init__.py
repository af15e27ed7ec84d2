"""boardgames: five modern Euro board games for friends around one computer."""

import os as _os

# pygame prints a banner on standard output when imported: `boardgames bench --json` (and any
# other machine-read output) must hold nothing but its own text
_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

__version__ = "0.1.0"
