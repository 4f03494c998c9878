"""Build-time logic of the site, kept out of the MkDocs hook so it can move with us.

``diagrams``: diagram blocks in Markdown to inline SVG. ``runtime``: the wheel
and the vendored Pyodide copied into the built site. ``theme``: the built copy
of Material's palette stylesheet, less a rule that restyled every page at load
(``overrides/main.html`` keeps Material's other start-up changes from doing so).
``scripts``: the browser modules every page names in ``modulepreload`` links.
"""
