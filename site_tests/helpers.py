"""Reading live boards the way a screen reader does: by their accessible names."""

from browser import reach  # noqa: F401 (the tests take it from here)


def wait_ready(page, timeout=60000):
    """Wait until the Python runtime has started (or failed); return its state."""
    page.wait_for_function(
        "window.pygamesRuntime && ['ready', 'failed'].includes(window.pygamesRuntime.state)", timeout=timeout
    )
    return page.evaluate("window.pygamesRuntime.state")


KEPT_OFFLINE = "navigator.serviceWorker.getRegistration().then(r => Boolean(r && r.active && r.active.state === 'activated'))"


def wait_kept_offline(page, seconds=60):
    """Wait until the service worker has kept the site and is active (registered once Python is up); whether it is."""
    for _ in range(seconds * 2):
        if page.evaluate(KEPT_OFFLINE):
            return True
        page.wait_for_timeout(500)
    return page.evaluate(KEPT_OFFLINE)


def open_rules(page, url):
    """Open a rules page, wait until Python is up, and scroll to its first diagram until it is live (the
    others start as the reader comes near them: ``start_figure``)."""
    page.goto(url)
    assert wait_ready(page) == "ready", page.evaluate("window.pygamesRuntime.reason")
    start_figure(page, page.locator("figure.pg-diagram").first.get_attribute("id"))


def start_figure(page, figure):
    """Scroll to the diagram ``figure`` (its id) as a reader does, and wait until it is live."""
    reach(page.locator(f"#{figure}"))
    page.wait_for_selector(f"#{figure}[data-ready]", timeout=30000)


def start_every_figure(page):
    """Read the page through: each diagram, reached in turn, is live; their ids."""
    ids = page.locator("figure.pg-diagram").evaluate_all("els => els.map(e => e.id)")
    for figure in ids:
        start_figure(page, figure)
    return ids


def hole(page, figure, label):
    return page.locator(f"{figure} [data-hole='{label}']")


def board_names(page, figure):
    """The accessible names of a live board's holes and bowls, in S1..N7 order."""
    names = page.locator(f"{figure} [data-hole]").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    bowls = page.locator(f"{figure} [data-bowl]").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    return names, bowls


def board_text(page, figure):
    """The board in the spec's notation, read from the holes' accessible names."""
    names, _ = board_names(page, figure)
    by_label = {}
    for name in names:
        label, _, rest = name.partition(", ")
        by_label[label] = "X" if rest == "closed" else rest.split()[0].replace("no", "0")
    south = " ".join(by_label[f"S{i}"] for i in range(1, 8))
    north = " ".join(by_label[f"N{i}"] for i in range(1, 8))
    return f"{south} | {north}"


def wait_turn_done(page, figure, timeout=60000):
    page.wait_for_function(
        f"(() => {{ const b = document.querySelector(\"{figure} .pg-board\"); return b && !b.hasAttribute('aria-busy'); }})()",
        timeout=timeout,
    )


# The play pages' game (#game), read and driven as a reader does.


def game_cell(page, where):
    return page.locator(f"#game [data-cell='{where}']")


def game_status(page):
    return page.locator("#game .pg-status").inner_text()


def game_moves(page):
    return page.locator("#game .pg-moves li").all_inner_texts()


def open_game(page, url, two_players=True):
    """Open a play page; ``two_players``: new games are between two players on this device (the
    reader's remembered choice), not against the computer, which a new game is against at first."""
    if two_players:
        game = url.split("/")[-2]
        page.add_init_script(f"localStorage.setItem('pygames.{game}.opponent.v1', JSON.stringify({{opponent: 'friend'}}))")
    page.goto(url)
    page.wait_for_selector("#game[data-ready]", timeout=60000)


def status_changed(page, before):
    page.wait_for_function("s => document.querySelector('#game .pg-status').textContent !== s", arg=before)
    return game_status(page)


def click_cell(page, where):
    """Click a cell as a person would (even one the board marks as unusable) and wait for the answer."""
    before = game_status(page)
    game_cell(page, where).evaluate("e => e.scrollIntoView({block: 'center'})")  # not under Material's sticky header
    game_cell(page, where).click(force=True)
    return status_changed(page, before)
