# The two commands of the README: `make serve` and `make test`. Each sets up
# everything it needs (virtualenv, pinned Python and npm packages) on first use.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PORT   := 8000
export NO_MKDOCS_2_WARNING := 1
# The address the site will be hosted at (canonical links, sitemap): make build SITE_URL=https://example.org/games/
SITE_URL ?=
export SITE_URL

.PHONY: setup build serve test unit site-test bench browsers golden clean

$(VENV)/.installed: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $@

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

setup: $(VENV)/.installed node_modules/.installed

build: setup
	$(VENV)/bin/mkdocs build --strict

serve: build
	@echo "Serving the site on http://127.0.0.1:$(PORT)/ (Ctrl-C to stop)"
	$(PY) -m http.server --bind 127.0.0.1 --directory site $(PORT)

# Debian's browsers drive the browser tests (browser downloads are impossible here): Chromium the whole
# suite; Firefox ESR and WebKitGTK (WebKitWebDriver and MiniBrowser, on an Xvfb display) the engine smoke
# tests (site_tests/test_engines.py). Java runs the HTML checker (site_tests/test_html.py). Those missing
# are installed with apt.
BROWSER_PACKAGES := chromium firefox-esr webkit2gtk-driver xvfb
browsers:
	@missing=$$(for p in $(BROWSER_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'ok installed' || echo $$p; done; \
	  command -v java >/dev/null || echo default-jre-headless); \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian's" $$missing "for the browser tests"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq $$missing; fi

# Rewrite the golden playthroughs (tests/playthroughs/) after an intended change of a game's behaviour.
golden: setup
	$(PY) tests/golden.py --write

unit: setup
	$(PY) -m pytest -q

site-test: build browsers
	$(PY) -m pytest -q --durations=12 site_tests

test: build browsers
	$(PY) -m pytest -q
	$(PY) -m pytest -q --durations=12 site_tests

bench: build browsers
	$(PY) bench/run.py

clean:
	rm -rf site .pytest_cache .hypothesis
