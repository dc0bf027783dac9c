"""The long fuzz and soak runs (marked ``slow``) run only when asked for with ``-m slow``
(or any ``-m`` expression naming ``slow``), so ``pytest tests/security`` stays CI-sized."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "slow" in (config.getoption("-m") or ""):
        return
    skip = pytest.mark.skip(reason="long run: select it with -m slow")
    for item in items:
        if item.get_closest_marker("slow") is not None and "security" in str(item.fspath):
            item.add_marker(skip)
