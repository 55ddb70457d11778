"""Upgrading saves written in an older record format.

``MIGRATIONS`` maps a format version N to a function that takes the decoded JSON dict of a
version-N save and returns the equivalent version-N+1 dict (``"version"`` set to N+1).
:func:`migrate` chains them up to :data:`rules.core.record.RECORD_VERSION`.

Today the record format is version 1, so the table is empty. When version 2 arrives, add
``MIGRATIONS[1]`` here and a test that reads ``tests/saves/fixtures/record_v1.json``
through it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core.record import RECORD_VERSION

Migration = Callable[[dict[str, Any]], dict[str, Any]]

MIGRATIONS: dict[int, Migration] = {}


def migrate(
    data: dict[str, Any], migrations: dict[int, Migration] | None = None, target: int = RECORD_VERSION
) -> dict[str, Any]:
    """Bring a save dict of an older format up to version ``target``.

    Args:
        data: a decoded save whose ``"version"`` is an int no greater than ``target``.
        migrations: the step table; :data:`MIGRATIONS` when ``None`` (tests pass their own).
        target: the version to reach; the current record version by default.

    Returns:
        ``data`` itself when it is already at ``target``, else the migrated dict.

    Raises:
        ValueError: no step is known from some version on the way, or a step did not
            produce the next version. A step may also raise ``KeyError``/``TypeError``/
            ``ValueError`` on a damaged dict.
    """
    steps = MIGRATIONS if migrations is None else migrations
    version = data["version"]
    while version < target:
        if version not in steps:
            raise ValueError(f"no migration from format {version}")
        data = steps[version](data)
        if data.get("version") != version + 1:
            raise ValueError(f"the migration from format {version} did not produce format {version + 1}")
        version += 1
    return data
