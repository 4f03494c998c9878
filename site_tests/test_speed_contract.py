"""What keeps a page light: the worker fetches and imports only the rules of the page's game, compiled
ahead of time, and fetches another game's the first time a request names it (timings live in the bench)."""

from conftest import ORIGIN
from helpers import open_game, wait_ready

GAMES = ("pallanguzhi", "palago", "congeners", "palanquee")
# The runtime module the page itself uses (the same address, so the same module and worker).
CALL = "request => import(new URL('assets/pygames/runtime.js', location.origin + '/').href).then(m => m.runtime.call(request))"


def archives_fetched(context):
    """The package's archives the browser asks for, in order (a list that grows)."""
    fetched = []
    context.on("request", lambda r: fetched.append(r.url.rsplit("/", 1)[-1].split("-")[1]) if "/pygames-" in r.url and r.url.endswith(".zip") else None)
    return fetched


def python_modules(page):
    answer = page.evaluate(CALL, {"op": "_modules"})
    assert answer["ok"]
    return answer["modules"], answer["from_bytecode"]


def test_a_pallanguzhi_page_runs_only_pallanguzhi_rules_compiled_ahead(context, page):
    fetched = archives_fetched(context)
    open_game(page, ORIGIN + "/pallanguzhi/play.html")
    page.locator("#game .pg-legal").first.click()
    page.wait_for_function("() => document.querySelectorAll('#game .pg-moves li').length === 1", timeout=60000)
    modules, compiled = python_modules(page)
    assert "pygames.pallanguzhi.rules" in modules and "pygames.pallanguzhi.svg" in modules
    others = [m for m in modules if m.split(".")[1:2] and m.split(".")[1] in GAMES and m.split(".")[1] != "pallanguzhi"]
    assert others == []
    assert compiled == modules  # not one module compiled in the browser
    assert sorted(fetched) == ["core", "pallanguzhi"]


def test_another_game_s_rules_come_when_a_page_of_it_needs_them(context, page):
    fetched = archives_fetched(context)
    page.goto(ORIGIN + "/pallanguzhi/rules.html")
    assert wait_ready(page) == "ready"
    boot_id = page.evaluate("window.pygamesRuntime.bootId")
    page.evaluate("window.__samePage = true")
    page.locator("a.md-nav__link[href*='palago/rules.html']").first.click()
    page.wait_for_url("**/palago/rules.html")
    figure = page.locator("figure.pg-diagram[data-game=palago]").first
    figure.wait_for()  # the new page's content is in (the address changes first)
    answer = page.evaluate(CALL, {"op": "view", "game": "palago", "position": figure.get_attribute("data-position")})
    assert answer["ok"] and answer["svg"].startswith("<svg"), answer
    assert page.evaluate("window.__samePage") is True and page.evaluate("window.pygamesRuntime.bootId") == boot_id
    assert fetched == ["core", "pallanguzhi", "palago"]
    modules, compiled = python_modules(page)
    assert "pygames.palago.rules" in modules and compiled == modules
    figure.locator("[data-cell][role=button]").first.wait_for()  # the page's boards came alive as well


def test_the_standard_library_comes_lean_and_a_module_outside_it_still_imports(context, page):
    asked = []
    # the page's requests (the service worker, once Python is up, stores every file of the site)
    context.on("request", lambda r: asked.append(r.url.rsplit("/", 1)[-1]) if "stdlib" in r.url and not r.service_worker else None)
    open_game(page, ORIGIN + "/pallanguzhi/play.html")
    page.locator("#game .pg-legal").first.click()
    page.wait_for_function("() => document.querySelectorAll('#game .pg-moves li').length === 1", timeout=60000)
    answer = page.evaluate(CALL, {"op": "_modules"})
    assert answer["archives"] == ["/lib/python314.zip"]  # every module Python imported came from the lean archive
    assert len(asked) == 1 and asked[0].startswith("python-stdlib-")  # and Pyodide's whole one never came
    outside = page.evaluate(CALL, {"op": "_import", "module": "xml.dom.minidom"})
    assert outside["ok"] and outside["file"].startswith("/lib/python-stdlib-whole.zip/xml/dom/"), outside
    inside_a_lean_package = page.evaluate(CALL, {"op": "_import", "module": "json.tool"})  # json is lean, json.tool not
    assert inside_a_lean_package["ok"] and inside_a_lean_package["file"] == "/lib/python-stdlib-whole.zip/json/tool.py"
    assert asked[1:] == ["python_stdlib.zip"]  # fetched once, when first needed
    page.locator("#game .pg-legal").first.click()  # the game goes on
    page.wait_for_function("() => document.querySelectorAll('#game .pg-moves li').length >= 2", timeout=60000)
