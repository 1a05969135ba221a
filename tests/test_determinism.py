"""The same message is read the same way in every process.

Python salts the hash of strings per process (``PYTHONHASHSEED``), so the order of a set
of words changes from one run to the next. A reading that picked from a set ("can u
deliver 10 bags of compost", two words of one flow's name, the span of whichever came
first in the set: "deliver" after "can u" asks for the delivery, "compost" does not) gave
one user a delivery and the next a "Sorry, I can't answer that". Here the labelled
messages of bench domains (both languages) are read by the rules in two processes with
different hash seeds, and every reading must be the same.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOMAINS = ("garden_centre", "ktv", "riding_stables", "care_home", "locksmith", "study_room")

SCRIPT = """
import json, sys
from pathlib import Path
import yaml
from dialogflows import Dispatcher
from dialogflows.testing import FixedClock
root = Path(sys.argv[1])
out = []
for name in sys.argv[2:]:
    data = yaml.safe_load((root / "bench" / "messages" / f"{name}.yaml").read_text("utf-8"))
    bot = Dispatcher.from_path(root / "bench" / "domains" / name,
                               clock=FixedClock(data["clock"]), load_actions=False)
    for i, m in enumerate(data["messages"]):
        bot.handle(f"s{i}", m["text"], user_id="u")
        seen = [e.data for e in bot.events(f"s{i}", "u") if e.type == "understood"]
        out.append([name, m["text"], seen])
print(json.dumps(out, ensure_ascii=False, sort_keys=True, default=str))
"""


def _readings(seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(ROOT), *DOMAINS],
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
        check=True,
    )
    return done.stdout


def test_two_processes_read_every_message_the_same_way() -> None:
    first, second = _readings("1"), _readings("4")
    assert first, "no reading was printed"
    if first != second:
        import json

        a, b = json.loads(first), json.loads(second)
        differ = [(x[0], x[1]) for x, y in zip(a, b, strict=True) if x != y]
        raise AssertionError(f"read differently under two hash seeds: {differ}")
