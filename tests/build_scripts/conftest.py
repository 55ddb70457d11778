"""The one-folder build shared by the packaged app's tests and the package tests (built once
per test run, into a temp folder).

All of them run in one worker of pytest-xdist (one build, not one per core).

The release files' and packages' tests import the build scripts, which need the build extra
(Pillow): without it (the README's test command, which deselects every ``build`` test) they
are not collected at all, rather than failing to import. ``.ci/run`` installs the extra before
it runs them.
"""

from __future__ import annotations

import importlib.util
import json

import pytest

from tests.build_scripts import packaged

collect_ignore = (
    [] if importlib.util.find_spec("PIL") else ["test_linux_packages.py", "test_release_files.py"]
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every ``build`` test runs in one worker when the tests run on several cores
    (``--dist loadgroup``): the app is then built once per run, not once per worker."""
    for item in items:
        if item.get_closest_marker("build"):
            item.add_marker(pytest.mark.xdist_group("build"))


@pytest.fixture(scope="session")
def one_folder_build(tmp_path_factory) -> dict:
    """``build_app.py``'s summary line of a one-folder build (``"path"``: its folder, inside
    a ``dist`` folder of its own)."""
    root = tmp_path_factory.mktemp("one-folder")
    summary = packaged.build("one-folder", root / "dist", root / "work")
    print(json.dumps(summary))  # the figures, with pytest -s
    return summary
