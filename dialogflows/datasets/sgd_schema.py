"""SGD data and schemas: where the data lives, how to read it, and schema → ``Domain``.

One flow per intent, named ``{service}__{intent}``: required and optional slots of the
intent, categorical slots as enums, a confirmation for transactional intents, and an action
whose results are the intent's result slots. The data is never copied into the repository:
``sgd_dir()`` finds it beside the checkout.
"""

from __future__ import annotations

import gzip
import json
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..spec import Domain, FlowSpec, ResultSpec, Settings, SlotSpec, SlotType

ENV_VAR = "DIALOGFLOWS_SGD_DIR"
#: SGD's value for "any" is legal for every slot, categorical ones included.
DONTCARE = "dontcare"
_NOT_IDENT = re.compile(r"\W")

Json = dict[str, Any]


# -- data ---------------------------------------------------------------------------------
def sgd_dir(repo_root: str | Path | None = None) -> Path:
    """The SGD ``train`` folder: ``$DIALOGFLOWS_SGD_DIR``, else ``../shared/data/sgd/train``
    beside the repository (CI puts ``shared/`` next to its clone, never inside it)."""
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env)
    root = Path(repo_root) if repo_root is not None else Path(__file__).resolve().parents[2]
    return root.parent / "shared" / "data" / "sgd" / "train"


def load_schemas(folder: str | Path) -> list[Json]:
    with open(Path(folder) / "schemas.json", encoding="utf-8") as f:
        schemas: list[Json] = json.load(f)
    return schemas


def load_dialogues(folder: str | Path, limit: int | None = None) -> list[Json]:
    return list(_iter_dialogues(Path(folder) / "dialogues.jsonl.gz", limit))


def _iter_dialogues(path: Path, limit: int | None) -> Iterator[Json]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for n, line in enumerate(f):
            if limit is not None and n >= limit:
                return
            yield json.loads(line)


# -- schema -> domain ---------------------------------------------------------------------
def ident(name: str) -> str:
    """An SGD name as a flow/slot identifier (SGD's are already snake_case; this is a guard)."""
    out = _NOT_IDENT.sub("_", name)
    return f"_{out}" if out[:1].isdigit() else out


def flow_name(service: str, intent: str) -> str:
    return f"{ident(service)}__{ident(intent)}"


def schema_domain(schemas: list[Json], max_task_depth: int = 10) -> Domain:
    """One flow per intent: its required and optional slots, a confirmation for transactions.

    Categorical slots with possible values become ``enum`` (plus ``dontcare``), every other
    slot ``text``, so the runtime's coercion keeps SGD's surface forms. Result slots that are
    not also inputs become the flow's results. SGD's multi-service dialogues nest more than
    three tasks, hence the deeper task stack.
    """
    flows: dict[str, FlowSpec] = {}
    for service in schemas:
        name = service["service_name"]
        slot_info = {s["name"]: s for s in service["slots"]}
        for intent in service["intents"]:
            flow = flow_name(name, intent["name"])
            wanted = [(s, True) for s in intent["required_slots"]]
            wanted += [(s, False) for s in intent["optional_slots"]]
            slots = [_slot_spec(name, slot_info.get(s, {"name": s}), req) for s, req in wanted]
            inputs = {s.name for s in slots}
            required = [s for s in slots if s.required]
            confirm = None
            if intent["is_transactional"]:
                listed = ", ".join(f"{s.name.replace('_', ' ')} {{{s.name}}}" for s in required)
                confirm = f"Please confirm ({intent['name']}): {listed}?"
            results = [
                ResultSpec(
                    name=ident(r), entity=_ENTITY_EXCEPTIONS.get((name, r), ENTITY_TYPES.get(r))
                )
                for r in intent["result_slots"]
                if ident(r) not in inputs
            ]
            flows[flow] = FlowSpec(
                name=flow,
                description=intent.get("description") or intent["name"],
                slots=slots,
                confirm=confirm,
                action=flow,
                results=results,
            )
    return Domain(
        settings=Settings(max_task_depth=max_task_depth, entity_stack_size=30), flows=flows
    )


#: What kind of thing a slot names, where SGD services share it under different names: the
#: runtime's entity stack then holds the city, day or head count a later service can take
#: over ("the weather there", "a house for the three of us"). Written by hand from the schema.
ENTITY_TYPES: dict[str, str] = {
    **dict.fromkeys(
        (
            "city",
            "location",
            "where_to",
            "destination_city",
            "city_of_event",
            "pickup_city",
            "to_location",
            "area",
        ),
        "city",
    ),
    **dict.fromkeys(
        (
            "date",
            "event_date",
            "show_date",
            "appointment_date",
            "visit_date",
            "check_in_date",
            "departure_date",
            "pickup_date",
            "leaving_date",
        ),
        "date",
    ),
    **dict.fromkeys(
        (
            "party_size",
            "number_of_tickets",
            "number_of_seats",
            "passengers",
            "number_of_adults",
            "travelers",
            "group_size",
            "number_of_riders",
        ),
        "head_count",
    ),
    # places a search finds: a later ride or calendar entry goes "there"
    **dict.fromkeys(("attraction_name", "street_address", "address"), "place"),
}
#: The same name meaning another kind of thing in one service.
_ENTITY_EXCEPTIONS: dict[tuple[str, str], str | None] = {
    ("Hotels_1", "destination"): "city",
    ("Buses_2", "destination"): "city",
    ("Flights_2", "destination"): "city",
    ("Movies_1", "location"): "city",
    ("RideSharing_1", "destination"): "place",
    ("RideSharing_2", "destination"): "place",
    ("Calendar_1", "event_location"): "place",
}


def _slot_spec(service: str, info: Json, required: bool) -> SlotSpec:
    name = info["name"]
    entity = _ENTITY_EXCEPTIONS.get((service, name), ENTITY_TYPES.get(name))
    values = list(info.get("possible_values") or [])
    if info.get("is_categorical") and values:
        return SlotSpec(
            name=ident(name),
            type=SlotType.ENUM,
            values=[*values, DONTCARE] if DONTCARE not in values else values,
            description=info.get("description"),
            required=required,
            entity=entity,
        )
    return SlotSpec(
        name=ident(name), description=info.get("description"), required=required, entity=entity
    )
