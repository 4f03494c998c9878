"""What every drawing shares: text made safe inside SVG.

``html.escape`` would do, but importing ``html`` costs 45 ms in Pyodide, on
the path to the first interactive board.

>>> escape("Light's <tip> & \\"more\\"")
'Light&#x27;s &lt;tip&gt; &amp; &quot;more&quot;'
"""


def escape(text: str) -> str:
    """Text made safe inside an XML attribute or element."""
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&#x27;")
    )


def number(x: float) -> str:
    """A coordinate with at most 2 decimals, no trailing zeros.

    >>> number(3.0), number(-0.001), number(31.1769)
    ('3', '0', '31.18')
    """
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def svg_open(game: str, centres, margin: tuple, label: str, css: str, standalone: bool, max_scale: float | None = None) -> str:
    """The opening ``<svg>`` of a board fitted round cell centres, with its text alternative.

    ``margin`` is the room ``(x, y)`` to leave round each centre; ``css`` is
    embedded when the drawing is ``standalone``; ``max_scale`` (CSS pixels per
    unit) keeps a small board from being blown up to the column's width.

    >>> svg_open("demo", [(0, 0), (10, 5)], (2, 3), "A demo", "", False)
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -3 14 11" class="pg-svg pg-demo" role="img" aria-label="A demo">'
    """
    xs = [x for x, _ in centres]
    ys = [y for _, y in centres]
    x0, y0 = min(xs) - margin[0], min(ys) - margin[1]
    width, height = max(xs) - min(xs) + 2 * margin[0], max(ys) - min(ys) + 2 * margin[1]
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{number(x0)} {number(y0)} {number(width)} {number(height)}" '
        f'class="pg-svg pg-{game}" role="img" aria-label="{escape(label)}"'
        + (f' style="max-width:{number(width * max_scale)}px"' if max_scale else "")
        + ">"
        + (f"<style>{css}</style>" if standalone else "")
    )
