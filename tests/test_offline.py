"""The service worker the build writes (builder/offline.py): a valid script that keeps every file but
the prepared tables, which it keeps once read."""

import shutil
import subprocess

import pytest

from builder.offline import write_service_worker


def test_the_prepared_tables_are_kept_later_and_the_version_follows_every_file(tmp_path):
    (tmp_path / "index.html").write_text("<p>hi</p>")
    (tmp_path / "assets/pygames/prepared").mkdir(parents=True)
    (tmp_path / "assets/pygames/prepared/abc.js").write_text("x")
    files, version = write_service_worker(tmp_path)
    assert files == ["index.html"]
    (tmp_path / "assets/pygames/prepared/abc.js").write_text("y")
    assert write_service_worker(tmp_path)[1] != version


@pytest.mark.skipif(shutil.which("node") is None, reason="Node (the project's npm tools) is not installed")
def test_the_worker_is_a_valid_script(tmp_path):
    (tmp_path / "index.html").write_text("<p>hi</p>")
    write_service_worker(tmp_path)
    checked = subprocess.run(["node", "--check", str(tmp_path / "sw.js")], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr
