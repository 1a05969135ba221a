"""Building state objects on the per-turn path without pydantic's validating constructor.

A turn copies and builds state objects many times; pydantic's validating constructor would
check again values that are already valid. Apart from ``state.py`` (the models, which say
what a state holds) because these say how the per-turn path makes one; ``state``
re-exports them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)
_Factories = dict[str, Callable[[], Any]]
_DEFAULTS: dict[type[BaseModel], tuple[dict[str, Any], _Factories]] = {}
#: every field name of a class, shared by its instances as their "fields set" (see assemble)
_NAMES: dict[type[BaseModel], set[str]] = {}
_set = object.__setattr__
_new = object.__new__


def _defaults(cls: type[BaseModel]) -> tuple[dict[str, Any], _Factories]:
    """(plain defaults, default factories) of a model class, computed once per class."""
    if cls not in _DEFAULTS:
        plain: dict[str, Any] = {}
        factories: _Factories = {}
        for name, f in cls.model_fields.items():
            if f.default_factory is not None:
                factories[name] = f.default_factory  # type: ignore[assignment]
            elif not f.is_required():
                plain[name] = f.default
        _DEFAULTS[cls] = (plain, factories)
    return _DEFAULTS[cls]


def _field_names(cls: type[BaseModel]) -> set[str]:
    return _NAMES.setdefault(cls, set(cls.model_fields))


def assemble(cls: type[M], fields: dict[str, Any]) -> M:
    """An instance holding ``fields`` (every field, already typed): no validation, no copy.

    What the per-turn path builds its state objects with: a pydantic instance is its
    ``__dict__`` plus three slots, and setting those directly costs a fraction of the
    validating constructor. Every instance of a class shares one "fields set" holding all
    field names: pydantic only adds to it (on attribute assignment, a name already there)
    and only ``exclude_unset`` reads it, which nothing here uses on state objects.
    """
    model = _new(cls)
    _set(model, "__dict__", fields)
    _set(model, "__pydantic_fields_set__", _NAMES.get(cls) or _field_names(cls))
    _set(model, "__pydantic_extra__", None)
    _set(model, "__pydantic_private__", None)
    return model


def build(cls: type[M], **values: Any) -> M:
    """An instance from values the runtime already validated, defaults filled, no validation.

    Reducers build several small models per event on the per-turn path, where pydantic's
    validating constructor costs several times this. Only for trusted, already-typed values.
    """
    plain, factories = _defaults(cls)
    fields = plain.copy()
    for name, factory in factories.items():
        if name not in values:
            fields[name] = factory()
    fields.update(values)
    return assemble(cls, fields)


def replace(model: M, **changes: Any) -> M:
    """A shallow copy of ``model`` with ``changes``: ``model_copy(update=...)`` without its cost."""
    fields = model.__dict__.copy()
    fields.update(changes)
    return assemble(model.__class__, fields)
