"""物业服务台的替身动作：每个动作返回固定结果。"""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    results: dict[str, dict[str, Any]] = {
        "baoxiu": {"ticket": "WX1024"},
        "jiaofei": {},
        "fangke": {},
        "tousu": {},
        "quxiao": {},
    }
    for name, result in results.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
