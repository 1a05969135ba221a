"""The lexicon files: the built-in ones (``lexicons/<language>.yaml`` and the value
words of ``lexicons/values/<language>.yaml``) and an author's extensions named in
``settings.lexicons``, read and merged before ``lexicon.py`` compiles them.

An author's file has the same keys as the built-in one; its lists are *added* to the
built-in ones, its mappings merged key by key, and a ``remove:`` mapping (category ->
phrases) drops built-in phrases the author does not want. A slip in its shape (a value
list that does not exist, a mapping where a list is) is said at load, naming the file.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from ..errors import DialogflowsError
from .phrases import normalize


class _Loader(yaml.SafeLoader):
    """YAML without YAML 1.1 booleans: in a word list, ``yes``/``no``/``on`` are words."""

    # not a ClassVar, which yaml's stubs declare per instance
    yaml_implicit_resolvers = {  # noqa: RUF012
        k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:bool"]
        for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }


class LexiconError(DialogflowsError):
    """A lexicon file cannot be read or has the wrong shape."""


def read_lexicon_file(path: Path | str, text: str | None = None) -> dict[str, Any]:
    """The mapping a lexicon file holds (``text`` if given, else read from ``path``); a file
    that cannot be read or is not a mapping is said at load as a ``LexiconError`` naming it."""
    try:
        data = yaml.load(
            text if text is not None else Path(path).read_text("utf-8"), Loader=_Loader
        )
    except (OSError, yaml.YAMLError) as e:
        raise LexiconError(f"cannot read lexicon {path}: {e}") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise LexiconError(f"lexicon {path} must be a mapping of category -> phrases")
    return data


def builtin_text(language: str) -> str:
    """The text of the built-in lexicon of ``language``, read from the installed package;
    an unknown language is said at load."""
    try:
        return (
            resources.files("dialogflows").joinpath(f"lexicons/{language}.yaml").read_text("utf-8")
        )
    except FileNotFoundError:
        raise LexiconError(f"no built-in lexicon for language {language!r}") from None


def merge(base: dict[str, Any], extra: dict[str, Any], source: str) -> dict[str, Any]:
    """``base`` with an author's ``extra`` (from ``source``) merged in: lists added to, new
    words after the built-in ones, mappings merged key by key; a value of another shape than
    the built-in one's is said at load, naming the file; the words of its ``remove:`` are
    dropped from the built-in lists."""
    out = dict(base)
    for key, value in extra.items():
        if key in {"language", "remove"}:
            continue
        old = out.get(key)
        if old is None:
            out[key] = value
        elif isinstance(old, list) and isinstance(value, list):
            out[key] = old + [v for v in value if v not in old]
        elif isinstance(old, dict) and isinstance(value, dict):
            out[key] = _merge_mapping(old, value)
        else:
            raise LexiconError(f"lexicon {source}: {key!r} must be a {type(old).__name__}")
    for key, drop in (extra.get("remove") or {}).items():
        if isinstance(out.get(key), list):
            dropset = {normalize(str(d)) for d in drop}
            out[key] = [p for p in out[key] if normalize(str(p)) not in dropset]
    return out


def _merge_mapping(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """A mapping of an author's file over a built-in one: lists are extended, mappings
    merged key by key (``values: {months: {janv: 1}}`` adds a month name), the rest
    replaced."""
    merged = dict(old)
    for k, v in new.items():
        if isinstance(merged.get(k), list) and isinstance(v, list):
            merged[k] = merged[k] + [x for x in v if x not in merged[k]]
        elif isinstance(merged.get(k), dict) and isinstance(v, dict):
            merged[k] = _merge_mapping(merged[k], v)
        else:
            merged[k] = v
    return merged


def strings(data: dict[str, Any], key: str, source: str) -> list[str]:
    """The list of strings ``data`` holds at ``key`` (none: empty); anything else is said at
    load, naming ``source``, not found later by a reader."""
    value = data.get(key) or []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise LexiconError(f"lexicon {source}: {key!r} must be a list of strings")
    return value


def check_values(data: dict[str, Any], source: str) -> None:
    """The ``values`` section holds lists and mappings of words, and yes/no flags; anything
    else is an author's slip, said at load, not found deep in a parser at a turn."""
    values = data.get("values") or {}
    if not isinstance(values, dict):
        raise LexiconError(f"lexicon {source}: `values` must be a mapping of lists")
    for key, v in values.items():
        if not isinstance(v, list | dict | bool) and v not in ("true", "false"):
            raise LexiconError(f"lexicon {source}: values.{key} must be a list of words, not {v!r}")


@lru_cache(maxsize=8)
def builtin_values(language: str) -> dict[str, Any]:
    """The words of the value parsers' grammars (``lexicons/values/<language>.yaml``): month
    names, numerals, date and time words. Kept in a file of their own, read as the
    lexicon's ``values`` section, which an author's file extends like any other list."""
    try:
        text = (
            resources.files("dialogflows")
            .joinpath(f"lexicons/values/{language}.yaml")
            .read_text("utf-8")
        )
    except FileNotFoundError:
        return {}
    return read_lexicon_file(f"<built-in values {language}>", text)


def check_author_values(extra: dict[str, Any], source: str) -> None:
    """An author's ``values`` keys are value lists the built-in files have, each of the
    same shape (a list where a list is, a mapping where a mapping is, and a mapping's
    values of the same kind: a number for ``date_offsets``, an ISO code for
    ``currency_after``): a slip is said at load, naming the file and the key."""
    values = extra.get("values")
    if values is None:
        return
    if not isinstance(values, dict):
        raise LexiconError(f"lexicon {source}: `values` must be a mapping of value lists")
    known = {**builtin_values("zh"), **builtin_values("en")}
    for key, v in values.items():
        if key not in known:
            raise LexiconError(
                f"lexicon {source}: values.{key} is no value list (see docs/lexicons.md)"
            )
        old = known[key]
        if isinstance(old, dict) and not isinstance(v, dict):
            raise LexiconError(f"lexicon {source}: values.{key} must be a mapping, not {v!r}")
        if isinstance(old, list) and not isinstance(v, list):
            raise LexiconError(f"lexicon {source}: values.{key} must be a list, not {v!r}")
        kinds = {type(x) for x in (old.values() if isinstance(old, dict) else old)}
        if isinstance(old, dict) and isinstance(v, dict):
            for word, meant in v.items():
                if (
                    kinds
                    and type(meant) not in kinds
                    and not ({int, float} >= kinds | {type(meant)})
                ):
                    raise LexiconError(
                        f"lexicon {source}: values.{key}.{word} must be "
                        f"{' or '.join(sorted(k.__name__ for k in kinds))}, not {meant!r}"
                    )
