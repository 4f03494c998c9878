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
