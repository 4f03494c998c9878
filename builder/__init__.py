"""Build-time logic of the site, kept out of the MkDocs hook so it can move with us.

``diagrams``: diagram blocks in Markdown to inline SVG. ``runtime``: the rules
package's archives, the lean standard library and the vendored Pyodide, written
into the built site. ``puzzles``: puzzle blocks, proven. ``prepared``: the answers
prepared for first moves. ``offline``: the service worker. ``theme``: the built copy
of Material's palette stylesheet, less a rule that restyled every page at load
(``overrides/main.html`` keeps Material's other start-up changes from doing so).
``scripts``: the browser modules every page names in ``modulepreload`` links.
"""
