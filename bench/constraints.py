"""Do early constraints bind late tasks? 100 generated sessions of 40 turns (issue 26).

Each session states its constraints in turns 1-5 (a budget, an allergy or a time of day to
avoid, and a kind the domain declares), chats for a dozen turns, then from turn 20 runs
tasks: some would break a constraint (a gift card over the budget, an item tagged with the
allergen, a cleaning in the avoided evening, more hours than the cap), some would not. Half
the sessions are English (the grocery shop of ``tests/domains/grocery``), half Chinese (the
housekeeping service of ``tests/domains/housekeeping``).

Printed, in one run:
  * adherence: violations caught (the bot said so and asked) / violations attempted, target
    100%; and actions run with a value against a belief (target 0);
  * false alarms: a value questioned for a belief it does not break;
  * prompt tokens at turn 40, ours (state + window + bounded summary) against the
    full-history baseline (the same system message followed by every message verbatim), as
    a ratio; target: ours <= 1,800.

The background articles report 54.3% violations with a plain window and 98.2% adherence
with structured state. Run by hand, not in CI's pass/fail::

    python bench/constraints.py             # table and PASS/FAIL lines; exit 1 on a FAIL
    python bench/constraints.py --sessions 20
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dialogflows import Dispatcher  # noqa: E402
from dialogflows.testing import FixedClock  # noqa: E402
from dialogflows.tokens import default_counter  # noqa: E402

DOMAINS = ROOT / "tests" / "domains"
TURNS = 40
TOKEN_TARGET = 1800

EN_FILLER = [
    "when are you open",
    "cool thx",
    "lol ok",
    "what time do you deliver",
    "nice",
    "hmm ok",
    "thanks!",
    "store hours?",
    "gr8",
    "ok",
    "haha",
    "good to know",
]
ZH_FILLER = [
    "多少钱一小时",
    "好的",
    "嗯嗯",
    "谢谢",
    "哈哈",
    "怎么收费",
    "知道了",
    "行",
    "好滴",
    "收费标准",
    "明白",
    "了解",
]


@dataclass
class Step:
    text: str
    #: the belief this message's value would break (None: it breaks none)
    breaks: str | None = None
    #: a value given here that a belief binds but does not break
    checked: bool = False


@dataclass
class Tally:
    attempted: int = 0
    caught: int = 0
    checked: int = 0
    false_alarms: int = 0
    booked_against: int = 0
    booked: int = 0
    ours: list[int] = field(default_factory=list)
    baseline: list[int] = field(default_factory=list)


def _en_session(rng: random.Random) -> list[Step]:
    budget = rng.choice([50, 80, 100, 150, 200])
    allergen, tagged, safe = rng.choice(
        [
            ("peanuts", "pad thai", "oat milk"),
            ("shellfish", "shrimp", "tofu"),
            ("seafood", "salmon", "bananas"),
        ]
    )
    cap = rng.choice([3, 4, 5])
    head = [
        Step(
            rng.choice(
                [
                    f"fyi my budget is ${budget}",
                    f"my budget is {budget} dollars",
                    f"pls remember that my limit is ${budget}",
                ]
            )
        ),
        Step(
            rng.choice(
                [
                    f"im allergic to {allergen}",
                    f"i'm allergic to {allergen} btw",
                    f"allergic to {allergen}!!",
                ]
            )
        ),
        Step(f"never more than {cap} of anything"),
    ]
    head += [Step(rng.choice(EN_FILLER)) for _ in range(19 - len(head))]
    tasks: list[list[Step]] = []
    for _ in range(8):
        pick = rng.randrange(4)
        if pick == 0:
            over = budget + rng.choice([1, 20, 75, 300])
            tasks.append(
                [Step("send a gift card"), Step(f"${over}", breaks="budget"), Step("cancel")]
            )
        elif pick == 1:
            under = max(budget - rng.choice([1, 10, 25]), 5)
            tasks.append(
                [
                    Step("buy a gift card"),
                    Step(f"${under}", checked=True),
                    Step("for my mom"),
                    Step("yes"),
                ]
            )
        elif pick == 2:
            tasks.append([Step(f"order some {tagged}", breaks="allergy"), Step("cancel")])
        else:
            many = cap + rng.choice([1, 3])
            tasks.append(
                [
                    Step(f"order some {safe}", checked=True),
                    Step(str(many), breaks="bag_cap"),
                    Step("cancel"),
                ]
            )
    return _fill(head, tasks, EN_FILLER, rng)


def _zh_session(rng: random.Random) -> list[Step]:
    budget = rng.choice([200, 300, 500, 800])
    cap = rng.choice([2, 3, 4])
    head = [
        Step(
            rng.choice(
                [f"预算不超过{budget}块", f"预算最多{budget}", f"请记住：充值每次不超过{budget}"]
            )
        ),
        Step(rng.choice(["我晚上不方便", "对了我对消毒水过敏"])),
        Step(f"每次最多{cap}个小时"),
    ]
    avoid = "avoid:晚上" if "晚上" in head[1].text else "allergy"
    head += [Step(rng.choice(ZH_FILLER)) for _ in range(19 - len(head))]
    tasks: list[list[Step]] = []
    for _ in range(8):
        pick = rng.randrange(4)
        if pick == 0:
            tasks.append(
                [
                    Step("我要充值"),
                    Step(f"{budget + rng.choice([1, 50, 200])}块", breaks="budget"),
                    Step("算了"),
                ]
            )
        elif pick == 1:
            tasks.append(
                [
                    Step("买个套餐"),
                    Step(f"{budget - rng.choice([1, 50])}块", checked=True),
                    Step("确认"),
                ]
            )
        elif pick == 2 and avoid == "allergy":
            tasks.append([Step("约个保洁"), Step("除螨", breaks="allergy"), Step("算了")])
        elif pick == 2:
            tasks.append(
                [
                    Step("约个保洁"),
                    Step("日常保洁"),
                    Step("明天"),
                    Step("晚上吧", breaks="avoid:晚上"),
                    Step("算了"),
                ]
            )
        else:
            tasks.append(
                [
                    Step("约个保洁"),
                    Step("擦玻璃"),
                    Step("后天"),
                    Step("上午"),
                    Step(f"{cap + rng.choice([1, 2])}个小时", breaks="hour_cap"),
                    Step("算了"),
                ]
            )
    return _fill(head, tasks, ZH_FILLER, rng)


def _fill(
    head: list[Step], tasks: list[list[Step]], filler: list[str], rng: random.Random
) -> list[Step]:
    """Turns 1-19 as given, then tasks (whole ones only) up to turn 40, chat in between."""
    steps = list(head)
    for task in tasks:
        if len(steps) + len(task) > TURNS:
            break
        steps.extend(task)
        if len(steps) < TURNS and rng.random() < 0.4:
            steps.append(Step(rng.choice(filler)))
    while len(steps) < TURNS:
        steps.append(Step(rng.choice(filler)))
    return steps


def _questioned(reply: Any) -> str | None:
    """The belief the bot asked about in this reply, from the state (not the wording)."""
    for e in reply.events:
        if e.type == "clarification_set" and (e.data.get("clarification") or {}).get("belief"):
            return str(e.data["clarification"]["belief"])
    return None


def run(sessions: int, seed: int) -> Tally:
    rng = random.Random(seed)
    counter = default_counter()
    tally = Tally()
    bots = {}
    for name in ("grocery", "housekeeping"):
        bot = Dispatcher.from_path(DOMAINS / name, clock=FixedClock("2026-11-29T10:00:00"))
        bots[name] = bot
    booked: list[tuple[str, dict[str, Any]]] = []
    for bot in bots.values():
        for action in ("order_groceries", "gift_card", "book_cleaning", "buy_package"):

            def act(slots: dict[str, Any], ctx: Any, _a: str = action) -> dict[str, Any]:
                booked.append((_a, slots))
                return {
                    "order_id": "GR-1",
                    "card_id": "GC-1",
                    "booking_id": "JZ-1",
                    "receipt": "RC-1",
                }

            bot.action(action)(act)
    for n in range(sessions):
        zh = n % 2 == 1
        bot = bots["housekeeping" if zh else "grocery"]
        steps = _zh_session(rng) if zh else _en_session(rng)
        session = f"s{n}"
        history: list[dict[str, str]] = []
        booked.clear()
        reply = None
        for step in steps:
            reply = bot.handle(session, step.text, user_id=f"u{n}")
            asked = _questioned(reply)
            if step.breaks is not None:
                tally.attempted += 1
                tally.caught += asked == step.breaks
            elif asked is not None:
                tally.false_alarms += 1
            tally.checked += step.checked
            history.append({"role": "user", "content": step.text})
            history.extend({"role": "assistant", "content": m} for m in reply.messages)
        assert reply is not None and reply.state.turn == TURNS
        beliefs = reply.state.beliefs
        tally.booked += len(booked)
        for _, slots in booked:
            for slot in ("amount",):
                v = slots.get(slot)
                limit = beliefs.get("budget")
                if (
                    isinstance(v, dict)
                    and limit is not None
                    and v["amount"] > limit.value["amount"]
                ):
                    tally.booked_against += 1
        tally.ours.append(counter.count_messages(reply.prompt))
        tally.baseline.append(counter.count_messages([reply.prompt[0], *history]))
    return tally


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--seed", type=int, default=26)
    args = parser.parse_args()
    started = datetime.now()
    t = run(args.sessions, args.seed)
    ours = statistics.mean(t.ours)
    base = statistics.mean(t.baseline)
    adherence = t.caught / t.attempted if t.attempted else 1.0
    print(
        f"sessions: {args.sessions} x {TURNS} turns (seed {args.seed}); "
        f"token counter: {default_counter().name}"
    )
    print(f"{'measure':<44} {'value':>12}")
    print(f"{'violations attempted':<44} {t.attempted:>12}")
    print(f"{'violations caught (said and asked)':<44} {t.caught:>12}")
    print(f"{'adherence':<44} {adherence:>12.1%}")
    print(f"{'actions run (tasks within the beliefs)':<44} {t.booked:>12}")
    print(f"{'actions run against a belief':<44} {t.booked_against:>12}")
    print(f"{'values checked that break nothing':<44} {t.checked:>12}")
    print(f"{'false alarms':<44} {t.false_alarms:>12}")
    print(f"{'prompt tokens at turn 40, ours (mean)':<44} {ours:>12.0f}")
    print(f"{'prompt tokens at turn 40, ours (max)':<44} {max(t.ours):>12}")
    print(f"{'prompt tokens at turn 40, full history':<44} {base:>12.0f}")
    print(f"{'ours / full history':<44} {ours / base:>12.2f}")
    print(f"(ran in {(datetime.now() - started).total_seconds():.1f} s)")
    checks = [
        ("adherence 100%", t.caught == t.attempted),
        ("no action run against a belief", t.booked_against == 0),
        ("no false alarm", t.false_alarms == 0),
        (f"prompt at turn 40 <= {TOKEN_TARGET} tokens", max(t.ours) <= TOKEN_TARGET),
    ]
    for name, ok in checks:
        print(f"{'PASS' if ok else 'FAIL'}  {name}")
    return 0 if all(ok for _, ok in checks) else 1


if __name__ == "__main__":
    sys.exit(main())
