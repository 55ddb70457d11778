"""The one-folder build shared by the packaged app's tests and the package tests (built once
per test run, into a temp folder)."""

from __future__ import annotations

import json

import pytest

from tests.build_scripts import packaged


@pytest.fixture(scope="session")
def one_folder_build(tmp_path_factory) -> dict:
    """``build_app.py``'s summary line of a one-folder build (``"path"``: its folder, inside
    a ``dist`` folder of its own)."""
    root = tmp_path_factory.mktemp("one-folder")
    summary = packaged.build("one-folder", root / "dist", root / "work")
    print(json.dumps(summary))  # the figures, with pytest -s
    return summary
