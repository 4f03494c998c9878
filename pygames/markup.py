"""What every drawing shares: text made safe inside SVG, a board's frame, and its labels drawn as a picture.

``html.escape`` would do, but importing ``html`` costs 45 ms in Pyodide, on
the path to the first interactive board.

>>> escape("Light's <tip> & \\"more\\"")
'Light&#x27;s &lt;tip&gt; &amp; &quot;more&quot;'
"""

from functools import lru_cache


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


def board_box(centres, margin: tuple) -> tuple:
    """The frame ``(x, y, width, height)`` of a board fitted round cell centres, ``margin`` ``(x, y)`` round each.

    >>> board_box([(0, 0), (10, 5)], (2, 3))
    (-2, -3, 14, 11)
    """
    xs = [x for x, _ in centres]
    ys = [y for _, y in centres]
    return (min(xs) - margin[0], min(ys) - margin[1], max(xs) - min(xs) + 2 * margin[0], max(ys) - min(ys) + 2 * margin[1])


def svg_open(game: str, centres, margin: tuple, label: str, css: str, standalone: bool, max_scale: float | None = None) -> str:
    """The opening ``<svg>`` of a board fitted round cell centres (:func:`board_box`), with its text alternative.

    ``margin`` is the room ``(x, y)`` to leave round each centre; ``css`` is
    embedded when the drawing is ``standalone``; ``max_scale`` (CSS pixels per
    unit) keeps a small board from being blown up to the column's width.

    >>> svg_open("demo", [(0, 0), (10, 5)], (2, 3), "A demo", "", False)
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -3 14 11" class="pg-svg pg-demo" role="img" aria-label="A demo">'
    """
    x0, y0, width, height = board_box(centres, margin)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{number(x0)} {number(y0)} {number(width)} {number(height)}" '
        f'class="pg-svg pg-{game}" role="img" aria-label="{escape(label)}"'
        + (f' style="max-width:{number(width * max_scale)}px"' if max_scale else "")
        + ">"
        + (f"<style>{css}</style>" if standalone else "")
    )


# The page's own font (Material's with no font service): a picture cannot inherit it.
FONT = "-apple-system,BlinkMacSystemFont,Helvetica,Arial,sans-serif"
# What a picture's labels drawn on the page's background become in the dark palette: light where they were
# dark, of the same hue (their colour, being a picture's, cannot follow the page's).
DARK_LABELS = "filter:invert(1) hue-rotate(180deg)"


@lru_cache(maxsize=4096)  # a board's places are few: each label written once, not at every drawing
def _label(x: float, y: float, text) -> str:
    return f"<text x='{number(x)}' y='{number(y)}'>{escape(str(text))}</text>"


def label_image(box: tuple, labels: dict, style: str, words: float) -> str:
    """A board's labels (its places' names, its coordinates) drawn as a picture, not as text.

    Drawn as ``<text>``, they would be read out in one run ("-1,0-1,10,-1…")
    by whatever reads a page's text (a screen reader with styles off, a text
    browser, a search index), and each place's label already says its name.
    So they are one ``<image class="pg-labels">`` covering ``box`` (the
    drawing's ``(x, y, width, height)``): an SVG of its own, in a ``data:``
    address, hidden from assistive technology and from the pointer.
    ``labels`` maps a class (``""`` for none) to ``(x, y, text)`` triples in
    the drawing's units; ``style`` is the picture's stylesheet (which cannot
    inherit the page's: no ``currentColor``, no palette, see
    :data:`DARK_LABELS`); ``words`` is the size of its smallest words, which
    a phone's zoom reads (``data-words``, zoom.js). The link is
    ``xlink:href``: Material's instant navigation rewrites every ``[href]``
    of a page, and an SVG element's ``href`` cannot be written so.

    >>> image = label_image((0, 0, 40, 20), {"": [(10, 12, "a1")], "big": [(30, 12, "b<2")]}, "text{font-size:8px}", 8)
    >>> image.startswith('<image class="pg-labels" x="0" y="0" width="40" height="20" aria-hidden="true"')
    True
    >>> print(image.partition("svg+xml,")[2])
    %3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 20'>%3Cstyle>text{font-size:8px}%3C/style>%3Ctext x='10' y='12'>a1%3C/text>%3Cg class='big'>%3Ctext x='30' y='12'>b%26lt;2%3C/text>%3C/g>%3C/svg>"/>
    """
    x, y, width, height = (number(v) for v in box)
    texts = []
    for css_class, items in labels.items():
        drawn = "".join(_label(lx, ly, text) for lx, ly, text in items)
        texts.append(f"<g class='{css_class}'>{drawn}</g>" if css_class else drawn)
    picture = f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='{x} {y} {width} {height}'><style>{style}</style>{''.join(texts)}</svg>"
    # '>' may stay as it is inside an attribute; '#' would end the address, '%' begin an escape
    address = picture.replace("%", "%25").replace("#", "%23").replace("&", "%26").replace("<", "%3C").replace('"', "%22")
    return (
        f'<image class="pg-labels" x="{x}" y="{y}" width="{width}" height="{height}" aria-hidden="true" pointer-events="none" '
        f'data-words="{number(words)}" xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="data:image/svg+xml,{address}"/>'
    )


def fnv(text: str) -> int:
    """A short, stable hash of ``text`` (32-bit FNV-1a), for an id made of what it names.

    >>> fnv("")
    2166136261
    """
    h = 2166136261
    for byte in text.encode():
        h = ((h ^ byte) * 16777619) & 0xFFFFFFFF
    return h


def hidden_under(picture: str, box: tuple, discs, prefix: str) -> str:
    """A picture of labels (:func:`label_image`) hidden where a piece stands: under each disc
    ``(x, y, r)`` of ``discs``, by a ``<mask>`` over ``box`` (its ``(x, y, width, height)``).

    So a board can show one picture of all its places' names, the same at every turn of every
    position: a browser reads and lays out a picture once for all the boards of a page that show it
    (each different one costs it a document of its own), and only the small mask changes. The mask's
    id is ``prefix`` and a hash of what it hides, so two boards hiding the same places share one.

    >>> picture = label_image((0, 0, 40, 20), {"": [(10, 12, "a1")]}, "", 8)
    >>> drawn = hidden_under(picture, (0, 0, 40, 20), [(10, 10, 5)], "pg-hide")
    >>> drawn.startswith('<mask id="pg-hide-'), drawn.count("<circle"), 'mask="url(#pg-hide-' in drawn
    (True, 1, True)
    >>> hidden_under(picture, (0, 0, 40, 20), [], "pg-hide") == picture
    True
    """
    return _masked(picture, box, discs, prefix, hide=True) if discs else picture


def shown_only_in(picture: str, box: tuple, discs, prefix: str) -> str:
    """A picture of labels shown only inside the discs ``(x, y, r)`` (the places that get their name),
    as :func:`hidden_under` hides it under them: so a board drawn on an open table can show one picture
    of a whole region's names.

    >>> picture = label_image((0, 0, 40, 20), {"": [(10, 12, "a1"), (30, 12, "b1")]}, "", 8)
    >>> drawn = shown_only_in(picture, (0, 0, 40, 20), [(10, 10, 5)], "pg-show")
    >>> drawn.count("<rect"), drawn.count('<g fill="#fff"><circle'), 'mask="url(#pg-show-' in drawn
    (0, 1, True)
    """
    return _masked(picture, box, discs, prefix, hide=False)


def _masked(picture: str, box: tuple, discs, prefix: str, hide: bool) -> str:
    x, y, width, height = (number(v) for v in box)
    drawn = "".join(f'<circle cx="{number(cx)}" cy="{number(cy)}" r="{number(r)}"/>' for cx, cy, r in discs)
    ground = f'<rect x="{x}" y="{y}" width="{width}" height="{height}" fill="#fff"/>' if hide else ""
    inside = f'<g fill="{"#000" if hide else "#fff"}">{drawn}</g>'
    mask = f"{prefix}-{fnv(f'{x} {y} {width} {height}{drawn}'):08x}"
    return (
        f'<mask id="{mask}" maskUnits="userSpaceOnUse" x="{x}" y="{y}" width="{width}" height="{height}">{ground}{inside}</mask>'
        + picture.replace('<image class="pg-labels"', f'<image class="pg-labels" mask="url(#{mask})"', 1)
    )
