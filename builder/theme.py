"""Material's theme as built, less one rule that made every page restyle itself twice at start-up
(the other changes of Material's start-up that did so are made early by ``overrides/main.html``).

Material's palette stylesheet turns transitions off while the palette switches, with a rule on an
attribute of ``<body>`` that reaches every element (``[data-md-color-switching] *``). Its script sets
that attribute at every page load, and takes it away a frame later, even when no palette changes:
each time, the browser styles the whole page again. On Pallanguzhi's rules page that was 110 ms of
the 260 ms of styling before the boards are live (desktop; several times that on a phone), while
Python starts on the other core.

``quiet_palette_start(site_dir)`` removes the rule from the built copy; ``overrides/main.html`` and
``pygames.css`` keep what it did, for a real switch only: the class ``pg-palette-switching`` on the
root while the reader's toggle changes the palette.

>>> import tempfile, pathlib
>>> with tempfile.TemporaryDirectory() as d:
...     sheets = pathlib.Path(d, "assets", "stylesheets")
...     sheets.mkdir(parents=True)
...     _ = (sheets / "palette.0123.min.css").write_text("a{color:red}" + SWITCHING + "b{color:blue}")
...     path = quiet_palette_start(d)
...     path.name, path.read_text()
('palette.0123.min.css', 'a{color:red}b{color:blue}')
"""

from __future__ import annotations

from pathlib import Path

SWITCHING = (  # Material 9.x's palette stylesheet, minified, exactly
    "[data-md-color-switching] *,[data-md-color-switching] :after,[data-md-color-switching] :before"
    "{transition-duration:0s!important}"
)


class ThemeError(Exception):
    """The built theme is not the one this module edits (Material was upgraded): say what to check."""


def quiet_palette_start(site_dir) -> Path | None:
    """Remove the palette-switching rule from the built palette stylesheet; its path (None: a site
    configured without palettes has no palette stylesheet, and nothing to remove).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as d:
    ...     quiet_palette_start(d) is None
    True
    """
    sheets = sorted(Path(site_dir, "assets", "stylesheets").glob("palette.*.min.css"))
    if not sheets:
        return None
    if len(sheets) > 1:
        raise ThemeError(f"expected one palette stylesheet in assets/stylesheets/, found {len(sheets)}")
    text = sheets[0].read_text(encoding="utf-8")
    if text.count(SWITCHING) != 1:
        raise ThemeError(
            f"{sheets[0].name} no longer holds Material's palette-switching rule as builder/theme.py knows it: "
            "check what the new Material does at start-up and update builder/theme.py"
        )
    sheets[0].write_text(text.replace(SWITCHING, ""), encoding="utf-8")
    return sheets[0]
